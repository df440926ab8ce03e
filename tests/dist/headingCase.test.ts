// @vitest-environment node
import { expect, test } from 'vitest'
import { articles } from '../../content/blog/articles'
import { jobs } from '../../content/careers/jobs'
import { clientBrands } from '../../content/clients'
import { navigation } from '../../content/navigation'
import { people } from '../../content/people'
import { site } from '../../content/site'
import { publicPages } from '../support/site'

// One heading case: page and section headings (h1, h2) are in sentence case. Capitals after the first word belong
// to names: the brand, people, clients, places, products, the jobs' titles and the menu's own entries.
const names = new Set(
  [
    site.name,
    site.legalName,
    ...people.people.map((person) => person.name),
    ...clientBrands.map((brand) => brand.name),
    'India Indian Delhi NCR Bangalore Surat Pune Mumbai',
    'IoT Google Ads Business Profile Instagram Reel Reels WhatsApp Meta LinkedIn Core Web Vitals DPDP Act Digital Personal Data Protection',
  ].flatMap((text) => text.split(/\s+/)),
)
const wholeHeadings = new Set([
  ...jobs.map((job) => job.title),
  ...navigation.header.flatMap((item) => [item.name, item.overview ?? item.name]),
  'Resources & Legal',
  'Portfolio',
])
const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')

test.each(publicPages().map((page) => [page.path, page.html] as const))('%s: page and section headings are in sentence case', (_path, html) => {
  const titleCase: string[] = []
  for (const [, inner] of html.matchAll(/<h[12][^>]*>([\s\S]*?)<\/h[12]>/g)) {
    const text = decode(inner!.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, ' ').replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .replace(/^\d+\. /, '')
      .trim()
    if (wholeHeadings.has(text)) continue
    // After the first word and after a colon, a capital starts a name or an acronym ("SEO", "IoT", "B2B").
    const words = text.split(/(?<=:) | /).slice(1)
    const capitalised = words.filter(
      (word, index) => /^[A-Z][a-z]/.test(word) && !names.has(word.replace(/[^\w-]/g, '')) && !text.split(' ')[index]?.endsWith(':'),
    )
    if (capitalised.length > 0) titleCase.push(`${text} (${capitalised.join(', ')})`)
  }
  expect(titleCase).toEqual([])
})

test('article titles are headings too: sentence case', () => {
  for (const article of articles)
    expect(article.title.split(' ').filter((word, index) => index > 0 && /^[A-Z][a-z]/.test(word) && !names.has(word.replace(/\W/g, '')))).toEqual([])
})
