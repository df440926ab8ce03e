// @vitest-environment node
import { Window } from 'happy-dom'
import { afterAll, expect, test } from 'vitest'
import { searchableRoutes } from '../../content/routes'
import { publicPages } from '../support/site'

// The site search indexes each page's own content: a card that stands for another page (a case study, an article,
// a job, a service) is a teaser of it and is left out (data-pagefind-ignore), so every result has its own excerpt.
const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } })
afterAll(() => window.happyDOM.close())
const searchable = new Set(searchableRoutes.map((route) => route.path))

test.each(
  publicPages()
    .filter((page) => searchable.has(page.path))
    .map((page) => [page.path, page.html] as const),
)('%s: every teaser of another page is left out of the search index', (path, html) => {
  const document = new window.DOMParser().parseFromString(html, 'text/html')
  const main = document.querySelector('main')!
  const otherPage = (anchor: { getAttribute(name: string): string | null }) => {
    const href = anchor.getAttribute('href') ?? ''
    return href.startsWith('/') && href.split('#')[0] !== path
  }
  const teasers = [...main.querySelectorAll('.card')].filter((card) => {
    const title = card.querySelector('h2, h3')?.textContent?.trim()
    // Its heading links to another page, or it links to its own entry on another page ("Learn More" to /services#seo).
    const headingLink = [...card.querySelectorAll('h2 a, h3 a')].some(otherPage)
    const entryLink = [...card.querySelectorAll('a[href*="#"]')].some((anchor) => otherPage(anchor) && !!title && anchor.textContent!.includes(title))
    return headingLink || entryLink
  })
  const indexed = teasers.filter((card) => !card.closest('[data-pagefind-ignore="all"]'))
  expect(indexed.map((card) => card.querySelector('h2, h3')?.textContent?.trim())).toEqual([])
})
