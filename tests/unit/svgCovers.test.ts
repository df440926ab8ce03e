/**
 * A blog post's SVG cover reaches the page only through DOMPurify's SVG allow-list: a plain drawing (every shipped
 * cover) is inlined as before; one holding anything else (a script, an event handler, a meta refresh, a form, a base
 * after its </svg>) is shown as an image file, and none of that markup is in what the page is built from.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadArticles } from '../../content/blog/articles'
import { sanitizeSvg } from '../../content/blog/sanitizeSvg'

const HOSTILE = [
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><title>Lamps</title>',
  '<rect width="1200" height="630" onload="steal()"/><use href="https://evil.example/sprite.svg#a"/><script>steal()</script><style>body{display:none}</style></svg>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><form action="https://evil.example"><input type="password"></form>',
  '<base href="https://evil.example/"><img src="x" onerror="steal()">',
].join('')

const post = (image: string) =>
  [
    '---',
    'title: "A cover test article for the sanitizer"',
    'excerpt: "An excerpt that is long enough to pass the fifty character minimum."',
    'author: "Priya Sharma, SEO Lead"',
    'date: "2024-11-18"',
    'category: "SEO"',
    `image: "${image}"`,
    'relatedService: "/services/seo"',
    '---',
    '',
    `## Heading\n\n${'word '.repeat(50)}`,
  ].join('\n')

describe('SVG covers', () => {
  it('the allow-list keeps a drawing and removes everything else, naming it', () => {
    const { markup, removed } = sanitizeSvg(HOSTILE)
    expect(markup).toMatch(/^<svg[^>]*><title>Lamps<\/title><rect width="1200" height="630"><\/rect><use><\/use><\/svg>$/)
    expect(removed).toEqual(expect.arrayContaining(['script', 'style', 'meta', 'form', 'base', 'img', 'onload on rect', 'href on use']))
  })

  it('every shipped cover passes untouched and stays inline; a hostile one is an image file with none of its markup in the page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svg-covers-'))
    try {
      mkdirSync(join(dir, 'blog'))
      mkdirSync(join(dir, 'public/images/blog'), { recursive: true })
      for (const cover of ['local-seo-for-indian-small-businesses', 'b2b-content-marketing-plan']) {
        expect(sanitizeSvg(readFileSync(`public/images/blog/${cover}.svg`, 'utf8')).removed).toEqual([])
      }
      writeFileSync(join(dir, 'public/images/blog/hostile.svg'), HOSTILE)
      writeFileSync(
        join(dir, 'public/images/blog/local-seo-for-indian-small-businesses.svg'),
        readFileSync('public/images/blog/local-seo-for-indian-small-businesses.svg'),
      )
      writeFileSync(join(dir, 'blog/plain-cover.md'), post('/images/blog/local-seo-for-indian-small-businesses.svg'))
      writeFileSync(join(dir, 'blog/hostile-cover.md'), post('/images/blog/hostile.svg'))
      const articles = loadArticles(join(dir, 'blog'), join(dir, 'public'))
      expect(articles.find((article) => article.slug === 'plain-cover')?.imageSvg).toMatch(/^<svg role="img"/)
      const hostile = articles.find((article) => article.slug === 'hostile-cover')!
      expect(hostile.imageSvg).toBeUndefined()
      expect(hostile.imageAlt).toBe('Lamps')
      expect(JSON.stringify(hostile)).not.toMatch(/evil\.example|steal\(|http-equiv/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
