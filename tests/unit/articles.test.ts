// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { articleBySlug, articleKeywords, articles, featuredArticle, formatArticleDate, latestArticles, loadArticles } from '../../content/blog/articles'
import { parseFrontMatter, renderMarkdown } from '../../content/markdown'
import { articleFrontMatterSchema } from '../../content/blog/index'
import { onBeforePrerenderStart } from '../../pages/blog/@slug/+onBeforePrerenderStart'

const blogDir = 'content/blog'
const frontMatterKeys = new Set(Object.keys(articleFrontMatterSchema.shape))
const markdownFiles = readdirSync(blogDir).filter((file) => file.endsWith('.md'))

describe('the article loader', () => {
  it('loads the 7 articles, one per Markdown file, each slug matching its file name', () => {
    expect(markdownFiles).toHaveLength(7)
    expect(articles).toHaveLength(7)
    expect(articles.map((article) => `${article.slug}.md`).sort()).toEqual([...markdownFiles].sort())
    for (const article of articles) {
      expect(article.file).toBe(`${article.slug}.md`)
      expect(article.path).toBe(`/blog/${article.slug}`)
      expect(articleBySlug(article.slug)).toBe(article)
    }
    expect(articleBySlug('no-such-article')).toBeUndefined()
  })

  it('prerenders a page for every article file, and nothing else', () => {
    expect(onBeforePrerenderStart().sort()).toEqual(markdownFiles.map((file) => `/blog/${file.replace(/\.md$/, '')}`).sort())
  })

  it('has exactly one featured article, and 6 latest articles besides it', () => {
    expect(articles.filter((article) => article.featured)).toEqual([featuredArticle])
    expect(featuredArticle.slug).toBe('local-seo-for-indian-small-businesses')
    expect(latestArticles).toHaveLength(6)
    expect(latestArticles).not.toContain(featuredArticle)
    expect(new Set(latestArticles.map((article) => article.slug)).size).toBe(6)
  })

  it('sorts the articles newest first', () => {
    const dates = articles.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const latestDates = latestArticles.map((article) => article.date)
    expect(latestDates).toEqual([...latestDates].sort().reverse())
  })

  it('gives every article a real body of 500 words or more, rendered to HTML', () => {
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(500)
      expect(article.html, article.slug).toMatch(/<h2>[^<]+<\/h2>/)
      expect(article.html, article.slug).toMatch(/<p>/)
      expect(article.html, article.slug).not.toMatch(/<h1|<script|<\/?(?:div|span|iframe|style)\b/)
    }
  })

  it('states a reading time that fits the word count at about 200 words a minute', () => {
    for (const article of articles) {
      const minutes = Number(article.readTime.split(' ')[0])
      expect(Math.abs(minutes - article.wordCount / 200), article.slug).toBeLessThanOrEqual(1.5)
    }
  })

  it('derives unique head tags, a display date, an image with alt text and size, and a breadcrumb trail', () => {
    const titles = articles.map((article) => article.meta.title)
    expect(new Set(titles).size).toBe(articles.length)
    for (const article of articles) {
      expect(article.meta.path).toBe(article.path)
      expect(article.meta.title.startsWith(article.title)).toBe(true)
      expect(article.meta.title.length).toBeLessThanOrEqual(70)
      expect(article.meta.description).toBe(article.excerpt)
      expect(article.meta.keywords[0]).toBe(article.category)
      expect(article.image).toBe(`/images/blog/${article.slug}.svg`)
      expect(article.imageAlt.length).toBeGreaterThan(20)
      expect([article.imageWidth, article.imageHeight]).toEqual([1200, 630])
      expect(article.dateLabel).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
      expect(article.breadcrumbs.map((crumb) => crumb.href)).toEqual(['/', '/blog', article.path])
    }
    expect(featuredArticle.dateLabel).toBe('18 Nov 2024')
    expect(featuredArticle.author).toBe('Priya Sharma, SEO Lead')
  })
})

describe('renderMarkdown', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> world\n\n<div onclick="steal()">block</div>\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<div|<img/)
    expect(html).toContain('Hello &lt;script&gt;alert("x")&lt;/script&gt; world')
    expect(html).toContain('&lt;div onclick=&quot;steal()&quot;&gt;')
  })

  it('drops unsafe link and image targets but keeps safe ones', () => {
    const html = renderMarkdown('[bad](javascript:alert(1)) [good](/contact) [mail](mailto:a@b.in) ![pic](data:text/html,x)')
    expect(html).not.toMatch(/javascript:|data:text/)
    expect(html).toContain('bad')
    expect(html).toContain('<a href="/contact">good</a>')
    expect(html).toContain('<a href="mailto:a@b.in">mail</a>')
  })

  it('renders Markdown tables, lists and emphasis', () => {
    const html = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n- **one**\n- two\n')
    expect(html).toContain('<table>')
    expect(html).toContain('<li><strong>one</strong></li>')
  })
})

describe('front matter and failures', () => {
  it('reads quoted strings and booleans', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "Say \\"hi\\" to India\'s users"\nfeatured: true\ncategory: \'a-b\'\n---\nBody',
      'x.md',
      frontMatterKeys,
    )
    expect(data).toEqual({ title: 'Say "hi" to India\'s users', featured: true, category: 'a-b' })
    expect(body).toBe('Body')
  })

  it('rejects files without front matter, unknown or repeated keys and broken quotes', () => {
    expect(() => parseFrontMatter('No front matter', 'x.md', frontMatterKeys)).toThrow(/no front matter/)
    expect(() => parseFrontMatter('---\ntitel: "Typo"\n---\n', 'x.md', frontMatterKeys)).toThrow(/unknown front-matter key "titel"/)
    expect(() => parseFrontMatter('---\ntitle: "A"\ntitle: "B"\n---\n', 'x.md', frontMatterKeys)).toThrow(/line 3: a key appears twice/)
    expect(() => parseFrontMatter('---\ntitle: "Unterminated\n---\n', 'x.md', frontMatterKeys)).toThrow(/line 2: Missing closing "quote/)
  })

  it('throws on an invalid article file, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'articles-'))
    try {
      const valid = (title: string, extra = '') =>
        [
          '---',
          `title: "A valid test article: ${title}"`,
          'excerpt: "An excerpt that is long enough to pass the fifty character minimum."',
          'author: "Priya Sharma, SEO Lead"',
          'date: "2024-11-18"',
          'category: "SEO"',
          'image: "/images/blog/local-seo-for-indian-small-businesses.svg"',
          'relatedService: "/services/seo"',
          '---',
          '',
          `## Heading\n\n${'word '.repeat(200)}${extra}`,
        ].join('\n')
      writeFileSync(join(dir, 'good-one.md'), valid('good-one'))
      expect(loadArticles(dir, 'public')).toHaveLength(1)

      writeFileSync(join(dir, 'Not_A_Slug.md'), valid('x'))
      expect(() => loadArticles(dir, 'public')).toThrow(/Not_A_Slug\.md: the file name must be lower-case words joined by hyphens/)
      rmSync(join(dir, 'Not_A_Slug.md'))

      writeFileSync(join(dir, 'no-category.md'), valid('x').replace('category: "SEO"', 'category: "Gardening"'))
      expect(() => loadArticles(dir, 'public')).toThrow(/no-category\.md: Category: "Gardening" is not one of the blog's categories/)
      rmSync(join(dir, 'no-category.md'))

      writeFileSync(join(dir, 'stranger.md'), valid('x').replace('Priya Sharma, SEO Lead', 'Nobody Known, Writer'))
      expect(() => loadArticles(dir, 'public')).toThrow(/stranger\.md: Author: Nobody Known is not listed under People/)
      rmSync(join(dir, 'stranger.md'))

      writeFileSync(join(dir, 'real-date.md'), valid('x').replace('2024-11-18', '2024-02-30'))
      expect(() => loadArticles(dir, 'public')).toThrow(/real-date\.md[\s\S]*Date: is not a real date/)
      rmSync(join(dir, 'real-date.md'))

      writeFileSync(join(dir, 'bad-date.md'), valid('bad-date').replace('2024-11-18', '18/11/2024'))
      expect(() => loadArticles(dir, 'public')).toThrow(/Invalid front matter in content\/blog\/bad-date\.md/)
      rmSync(join(dir, 'bad-date.md'))

      writeFileSync(join(dir, 'has-h1.md'), valid('has-h1', '\n\n# A second title\n'))
      expect(() => loadArticles(dir, 'public')).toThrow(/has-h1\.md: heading "A second title" is level 1/)
      rmSync(join(dir, 'has-h1.md'))

      writeFileSync(join(dir, 'long-read.md'), valid('long-read', ' more'.repeat(1000)))
      expect(loadArticles(dir, 'public').find((article) => article.slug === 'long-read')!.readTime).toBe('7 min read')
      rmSync(join(dir, 'long-read.md'))

      writeFileSync(join(dir, 'no-image.md'), valid('no-image').replace('local-seo-for-indian-small-businesses.svg', 'missing.svg'))
      expect(() => loadArticles(dir, 'public')).toThrow(/no-image\.md: image \/images\/blog\/missing\.svg does not exist/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('helpers', () => {
  it('formats dates like "18 Nov 2024"', () => {
    expect(formatArticleDate('2024-11-18')).toBe('18 Nov 2024')
    expect(formatArticleDate('2024-06-05')).toBe('5 Jun 2024')
    expect(formatArticleDate('2024-09-30')).toBe('30 Sep 2024')
  })

  it('builds keywords from the category and the title words', () => {
    expect(articleKeywords('Core Web Vitals: Making Your Site Fast on 4G Phones', 'Web Development')).toEqual([
      'Web Development',
      'core web vitals',
      'core',
      'web',
      'vitals',
      'site',
      'fast',
      '4G',
      'phones',
    ])
  })
})
