import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { articleFrontMatterSchema, blogCategories, blogPage, type ArticleFrontMatter } from '../../content/blog/index'
import { articles as loadedArticles } from '../../content/blog/articles'
import { parseFrontMatter } from '../../content/markdown'
import { brochure, downloadsPage, portfolio } from '../../content/downloads'
import { privacy, terms, type LegalPage } from '../../content/legal'
import { serviceSlugs } from '../../content/services/schema'
import { site } from '../../content/site'

const blogDir = join(dirname(fileURLToPath(import.meta.url)), '../../content/blog')

interface Article {
  file: string
  slug: string
  frontMatter: ArticleFrontMatter
  body: string
}

/** Each shipped post as its file says it: front matter through the site's own reader and schema, slug from the file name. */
function readArticle(file: string): Article {
  const { data, body } = parseFrontMatter(readFileSync(join(blogDir, file), 'utf8'), file, new Set(Object.keys(articleFrontMatterSchema.shape)))
  return { file, slug: file.replace(/\.md$/, ''), frontMatter: articleFrontMatterSchema.parse(data), body }
}

/** Words of prose: tokens with a letter or digit (Markdown markers such as "-", "##" and "|" do not count). */
const wordCount = (markdown: string) => markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length

const articles = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map(readArticle)

const legalText = (page: LegalPage) =>
  [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items, ...s.after])].join('\n')

describe('blog page content', () => {
  it('lists the five categories with the specified counts 25, 18, 12, 20, 8', () => {
    expect(blogCategories.map((c) => c.count)).toEqual([25, 18, 12, 20, 8])
    expect(blogCategories.map((c) => c.name)).toEqual(['SEO', 'Social Media', 'PPC Advertising', 'Web Development', 'Email Marketing'])
  })

  it('sends the guest-post button to /contact and shows 4 recent posts', () => {
    expect(blogPage.guestPost.actions[0].href).toBe('/contact')
    expect(blogPage.recentCount).toBe(4)
    expect(blogPage.meta.path).toBe('/blog')
  })
})

describe('blog articles (content/blog/*.md)', () => {
  it('has exactly 7 articles, one of them featured', () => {
    expect(articles).toHaveLength(7)
    expect(articles.filter((a) => a.frontMatter.featured)).toHaveLength(1)
  })

  it.each(articles.map((a) => [a.file, a] as const))('%s: slug, image, date and category are consistent', (file, article) => {
    const fm = article.frontMatter
    expect(file).toBe(`${article.slug}.md`)
    expect(fm.image).toBe(`/images/blog/${article.slug}.svg`)
    expect(fm.date.startsWith('2024-')).toBe(true)
    expect(blogCategories.map((c) => c.name)).toContain(fm.category)
    expect(fm.author).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+, /)
  })

  it.each(articles.map((a) => [a.file, a] as const))('%s: a real body of 550 to 900 words with a matching read time', (_file, article) => {
    const words = wordCount(article.body)
    expect(words).toBeGreaterThanOrEqual(550)
    expect(words).toBeLessThanOrEqual(900)
    const minutes = Number(loadedArticles.find((loaded) => loaded.slug === article.slug)!.readTime.split(' ')[0])
    expect(minutes).toBe(Math.ceil(words / 200))
    expect(article.body).toMatch(/^## /m)
  })

  it.each(articles.map((a) => [a.file, a] as const))('%s: no brand name, no contact details, only site-relative links', (_file, article) => {
    const text = `${article.body}\n${Object.values(article.frontMatter).join('\n')}`
    expect(text).not.toContain(site.name)
    for (const email of site.emails) expect(text).not.toContain(email)
    for (const phone of site.phones) expect(text.replace(/\s/g, '')).not.toContain(phone.e164.slice(3))
    expect(text).not.toMatch(/lorem ipsum/i)
    const links = [...article.body.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1] ?? '')
    for (const href of links) expect(href).toMatch(/^\/[a-z0-9/-]*$/)
    expect(article.body).not.toMatch(/https?:\/\//)
  })

  it('gives each article a unique title', () => {
    expect(new Set(articles.map((a) => a.frontMatter.title)).size).toBe(articles.length)
  })

  it('writes rupee amounts with Indian grouping', () => {
    for (const { file, body } of articles) {
      for (const [amount] of body.matchAll(/₹\d[\d,]*\d|₹\d/g)) {
        expect(amount, file).toMatch(/^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/)
      }
    }
  })
})

describe('downloads content', () => {
  it('is titled "Download our resources" (the spec’s words, in the site’s sentence case) with the brochure and portfolio cards', () => {
    expect(downloadsPage.hero.title).toBe('Download our resources')
    expect(downloadsPage.cards.map((c) => c.id)).toEqual(['brochure', 'portfolio'])
    expect(downloadsPage.cards.map((c) => c.title)).toEqual(['Company brochure', 'Project portfolio'])
    expect(downloadsPage.cards.every((c) => c.buttonLabel === 'Download')).toBe(true)
  })

  it('shows the stats strip 500+ projects, 99% satisfaction, 25+ team members', () => {
    expect(downloadsPage.stats).toEqual([
      { value: '500+', label: 'Projects Completed' },
      { value: '99%', label: 'Client Satisfaction' },
      { value: '25+', label: 'Team Members' },
    ])
  })

  it('gives the brochure the specified figures, hours and contacts', () => {
    const highlights = brochure.about.highlights.map((h) => h.value)
    expect(highlights).toEqual(expect.arrayContaining(['200+', '99%', '25+']))
    expect(brochure.hours.text).toBe('Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM IST')
    expect(brochure.contact.emails).toEqual([...site.emails])
    expect(brochure.services.items.map((s) => s.slug).sort()).toEqual([...serviceSlugs].sort())
  })

  it('has a portfolio of 6 to 8 projects, each with a measurable result', () => {
    expect(portfolio.projects.length).toBeGreaterThanOrEqual(6)
    expect(portfolio.projects.length).toBeLessThanOrEqual(8)
    for (const project of portfolio.projects) expect(project.results.length).toBeGreaterThan(0)
  })
})

describe('legal content', () => {
  it.each([
    ['privacy', privacy],
    ['terms', terms],
  ] as const)('%s has non-empty sections', (_name, page) => {
    expect(page.sections.length).toBeGreaterThanOrEqual(5)
    for (const section of page.sections) {
      expect(section.heading.length).toBeGreaterThan(0)
      expect(section.paragraphs.length + section.items.length).toBeGreaterThan(0)
    }
  })

  it('privacy says how long the lead service keeps an enquiry: the retention its purge uses by default', () => {
    expect(legalText(privacy)).toContain(`in our lead service for ${site.leadRetentionDays} days from the day they arrive`)
    expect(site.leadRetentionDays).toBe(730)
    expect(legalText(privacy)).toContain(`Newsletter addresses: until ${site.unsubscribedKeptDays} days after you unsubscribe, or until you ask us`)
  })

  it('privacy says what the lead service keeps of page views, for how long, and that it keeps no address', () => {
    const text = legalText(privacy)
    expect(text).toContain(`each for ${site.analyticsRetentionDays} days; after that only the daily totals remain`)
    expect(text).toContain('It stores neither your IP address nor the user agent')
    expect(text).toContain('Global Privacy Control')
    for (const field of ['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'msclkid']) expect(text).toContain(field)
  })

  it('privacy names every browser storage key and the DPDP Act', () => {
    const text = legalText(privacy)
    for (const key of [
      'heroFormSubmissions',
      'popupFormSubmissions',
      'contactFormSubmissions',
      'newsletterSubscriptions',
      'analyticsEvents',
      'mobile-popup-shown',
      'storageRevision',
      'visitAttribution',
    ]) {
      expect(text).toContain(key)
    }
    expect(text).toContain('Digital Personal Data Protection Act, 2023')
    expect(text).toContain(site.emails[0])
    expect(text).toContain(site.office.postalCode)
    expect(text).toContain('localStorage.clear()')
  })

  it('terms state INR prices exclusive of GST, Indian law and the Bangalore courts', () => {
    const text = legalText(terms)
    expect(text).toMatch(/exclusive of GST/)
    expect(text).toMatch(/laws of India/)
    expect(text).toContain(`courts at ${site.office.city}`)
  })
})

describe('page meta', () => {
  const metas = [blogPage.meta, downloadsPage.meta, privacy.meta, terms.meta]

  it('is unique per page and names the brand', () => {
    expect(new Set(metas.map((m) => m.path)).size).toBe(metas.length)
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length)
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length)
    for (const m of metas) expect(m.title).toContain(site.name)
  })

  it('uses the expected paths', () => {
    expect(metas.map((m) => m.path)).toEqual(['/blog', '/downloads', '/privacy', '/terms'])
  })
})
