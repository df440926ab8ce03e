// @vitest-environment node
import { articles } from '../../content/blog/articles'
import { blogPage } from '../../content/blog/index'
import { buildRss, escapeXml, toRfc822, type RssChannel } from '../../lib/build/rss'
import { absoluteUrl } from '../../lib/build/settings'

/**
 * A strict well-formedness check (the DOM parsers available to unit tests forgive a bare "&" or "<"):
 * one root element, balanced and properly nested tags, quoted attributes, and "&" only as an entity.
 */
function assertWellFormed(xml: string): void {
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const body = xml.replace(/^<\?xml[^?]*\?>/, '')
  const stack: string[] = []
  let roots = 0
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g
  for (const match of body.matchAll(token)) {
    const [whole, closing, name, attributes = '', selfClosing, text, strayLessThan] = match
    if (strayLessThan) throw new Error(`bare "<" at ${match.index}: ${body.slice(match.index, match.index + 40)}`)
    if (text !== undefined) {
      if (entity.test(text)) throw new Error(`bare "&" in text: ${text}`)
      if (stack.length === 0 && text.trim()) throw new Error(`text outside the root element: ${text}`)
      continue
    }
    if (entity.test(attributes)) throw new Error(`bare "&" in attributes: ${whole}`)
    if (closing) {
      const open = stack.pop()
      if (open !== name) throw new Error(`</${name}> closes <${open}>`)
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1
      stack.push(name!)
    } else if (stack.length === 0) {
      roots += 1
    }
  }
  expect(stack, 'unclosed elements').toEqual([])
  expect(roots, 'root elements').toBe(1)
}

const textOf = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1])

const sample: RssChannel = {
  title: 'Tips & Tricks <Blog>',
  link: 'https://www.example.com/blog',
  description: 'Fish & chips > "crisps" < \'chips\'',
  feedUrl: 'https://www.example.com/rss.xml',
  language: 'en-IN',
  items: [
    {
      title: 'Older: R&D <script>alert(1)</script>',
      link: 'https://www.example.com/blog/older?a=1&b=2',
      description: 'A < B && C > D',
      date: '2024-06-11',
      category: 'SEO & SEM',
      author: 'Priya Sharma, SEO Lead',
    },
    { title: 'Newer', link: 'https://www.example.com/blog/newer', description: 'Plain', date: '2024-11-18' },
  ],
}

describe('buildRss', () => {
  const xml = buildRss(sample)

  it('writes a well-formed RSS 2.0 document', () => {
    assertWellFormed(xml)
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<atom:link href="https://www.example.com/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(textOf(xml, 'language')).toEqual(['en-IN'])
  })

  it('escapes &, < and > (and quotes) in every text', () => {
    expect(xml).toContain('<title>Tips &amp; Tricks &lt;Blog&gt;</title>')
    expect(xml).toContain('<description>Fish &amp; chips &gt; &quot;crisps&quot; &lt; &apos;chips&apos;</description>')
    expect(xml).toContain('<title>Older: R&amp;D &lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(xml).toContain('<link>https://www.example.com/blog/older?a=1&amp;b=2</link>')
    expect(xml).toContain('<category>SEO &amp; SEM</category>')
    expect(xml).not.toContain('<script>')
    expect(escapeXml('a\u0000b\u0008c')).toBe('abc')
  })

  it('writes one item per entry, newest first, with link, permalink guid, RFC 822 date, description and category', () => {
    expect(textOf(xml, 'title').slice(1)).toEqual(['Newer', 'Older: R&amp;D &lt;script&gt;alert(1)&lt;/script&gt;'])
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.com/blog/newer</guid>')
    expect(textOf(xml, 'pubDate')).toEqual(['Mon, 18 Nov 2024 00:00:00 GMT', 'Tue, 11 Jun 2024 00:00:00 GMT'])
    expect(textOf(xml, 'lastBuildDate')).toEqual(['Mon, 18 Nov 2024 00:00:00 GMT'])
    expect(textOf(xml, 'dc:creator')).toEqual(['Priya Sharma, SEO Lead'])
  })

  it('refuses relative links', () => {
    expect(() => buildRss({ ...sample, items: [{ ...sample.items[0]!, link: '/blog/older' }] })).toThrow(/absolute URL/)
    expect(() => buildRss({ ...sample, link: '/blog' })).toThrow(/absolute URL/)
  })

  it('formats RFC 822 dates and rejects non-dates', () => {
    expect(toRfc822('2024-07-23')).toBe('Tue, 23 Jul 2024 00:00:00 GMT')
    expect(() => toRfc822('23/07/2024')).toThrow(/Not a date/)
  })
})

describe('the site feed', () => {
  // Built exactly as scripts/postbuild.ts builds dist/client/rss.xml.
  const siteUrl = 'https://www.agency.test'
  const xml = buildRss({
    title: blogPage.rss.title,
    description: blogPage.rss.description,
    link: absoluteUrl('/blog', siteUrl),
    feedUrl: absoluteUrl('/rss.xml', siteUrl),
    language: 'en-IN',
    items: articles.map((article) => ({
      title: article.title,
      link: absoluteUrl(article.path, siteUrl),
      description: article.excerpt,
      date: article.date,
      category: article.category,
      author: article.author,
    })),
  })

  it('is well formed and holds the 7 articles with absolute links', () => {
    assertWellFormed(xml)
    expect(xml.match(/<item>/g)).toHaveLength(7)
    const links = textOf(xml, 'link').slice(1)
    expect(links).toEqual(articles.map((article) => `${siteUrl}/blog/${article.slug}`))
    expect(textOf(xml, 'guid')).toEqual(links)
    expect(textOf(xml, 'category')).toEqual(articles.map((article) => escapeXml(article.category)))
  })
})
