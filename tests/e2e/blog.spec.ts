import { readdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { privacy, terms, type LegalPage } from '../../content/legal'
import { builtSiteUrl } from '../support/site'

/** One page per Markdown file: a new article without a page fails here. */
const slugs = readdirSync('content/blog')
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))

const cardLinks = (page: Page, sectionHeading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: sectionHeading }) }).locator('article h3 a')

test.describe('/blog', () => {
  test('shows the featured and 6 latest articles, each linking to its article page', async ({ page, request }) => {
    await page.goto('/blog')
    await expect(page.locator('h1')).toHaveText('Insights & resources')
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml')

    const featured = cardLinks(page, 'Featured article')
    const latest = cardLinks(page, 'Latest articles')
    await expect(featured).toHaveCount(1)
    await expect(latest).toHaveCount(6)

    const cards = [...(await featured.all()), ...(await latest.all())]
    const hrefs: string[] = []
    for (const link of cards) {
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
      hrefs.push(href)
      const title = (await link.textContent())?.trim() ?? ''
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      const html = await response.text()
      expect(html.match(/<h1[\s>][^]*?<\/h1>/g), href).toHaveLength(1)
      expect(html).toContain(`>${title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`)
    }
    expect(new Set(hrefs).size).toBe(7)
    expect(hrefs.map((href) => href.replace('/blog/', '')).sort()).toEqual([...slugs].sort())
  })

  test('card images have a size and alt text; only the featured image loads eagerly', async ({ page }) => {
    await page.goto('/blog')
    const images = page.locator('main article img')
    await expect(images).toHaveCount(7)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '1200')
      await expect(image).toHaveAttribute('height', '630')
      await expect(image).toHaveAttribute('alt', /\w{4,}/)
    }
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    for (const image of (await images.all()).slice(1)) await expect(image).toHaveAttribute('loading', 'lazy')
  })

  test('lists the categories with their counts, 4 recent posts, the newsletter box and the guest-post button', async ({ page }) => {
    await page.goto('/blog')
    const categories = page.locator('section', { has: page.getByRole('heading', { name: 'Categories' }) }).locator('li')
    await expect(categories).toHaveText([/^SEO\s*25/, /^Social Media\s*18/, /^PPC Advertising\s*12/, /^Web Development\s*20/, /^Email Marketing\s*8/])

    const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recent posts' }) }).locator('a')
    await expect(recent).toHaveCount(4)
    for (const link of await recent.all()) await expect(link).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)

    await expect(page.locator('#blog-newsletter input[type="email"]')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Submit a Guest Post' })).toHaveAttribute('href', '/contact')
  })

  test('has a labelled search box that submits q to /search', async ({ page }) => {
    await page.goto('/blog')
    const form = page.locator('main form[data-site-search]')
    await expect(form).toHaveAttribute('action', '/search')
    await expect(form).toHaveAttribute('method', 'get')
    await expect(form.getByLabel('Search articles')).toHaveAttribute('name', 'q')
    await expect(form.getByRole('button', { name: 'Search' })).toBeVisible()
  })
})

test.describe('article pages', () => {
  for (const slug of slugs) {
    test(`/blog/${slug} exists with its title, author, date, reading time, picture, body and links`, async ({ page }) => {
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).not.toBeEmpty()
      await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article')
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml')
      await expect(page.locator('main')).toContainText(/By [^,]+, \w/)
      await expect(page.locator('main time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
      await expect(
        page
          .locator('main')
          .getByText(/^\d{1,2} min read$/)
          .first(),
      ).toBeVisible()

      // The article's own picture, drawn inline in its hero: no request, so it never holds back the first paint.
      const picture = page.locator('main section svg[data-article-cover]')
      await expect(picture).toHaveCount(1)
      await expect(picture).toBeVisible()
      await expect(picture).toHaveAttribute('role', 'img')
      await expect(picture).toHaveAttribute('aria-label', /\w{4,}/)
      expect(await picture.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThan(200)

      const body = page.locator('.prose-article')
      expect((await body.innerText()).split(/\s+/).length).toBeGreaterThanOrEqual(500)
      await expect(body.locator('h2').first()).toBeVisible()

      await expect(page.locator('main a[href="/blog"]').first()).toBeVisible()
      await expect(page.locator('main a[href^="/services/"], main a[href="/iot"]').first()).toBeVisible()
      await expect(page.locator('main a[href="/contact"]').last()).toBeVisible()
    })
  }

  test('an unknown article is not found', async ({ request }) => {
    expect((await request.get('/blog/no-such-article')).status()).toBe(404)
  })
})

test('/rss.xml is a well-formed feed of the 7 articles with absolute links', async ({ page, request }) => {
  const response = await request.get('/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  await page.goto('/blog')
  // Chromium's XML parser is strict: any bare "&" or "<" yields a <parsererror>.
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channelLink: doc.querySelector('channel > link')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        link: item.querySelector('link')?.textContent ?? '',
        guid: item.querySelector('guid')?.textContent ?? '',
        pubDate: item.querySelector('pubDate')?.textContent ?? '',
        title: item.querySelector('title')?.textContent ?? '',
      })),
    }
  }, xml)
  expect(feed.errors).toBe(0)
  expect(feed.root).toBe('rss')
  expect(feed.version).toBe('2.0')
  const siteUrl = builtSiteUrl()
  expect(feed.channelLink).toBe(`${siteUrl}/blog`)
  expect(feed.items).toHaveLength(7)
  for (const item of feed.items) {
    expect(item.link).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/blog/[a-z0-9-]+$`))
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    expect(item.title.length).toBeGreaterThan(10)
    expect(slugs).toContain(item.link.split('/').pop())
  }
})

test('/downloads has its title, the brochure and portfolio cards with Download buttons, and the three stats', async ({ page }) => {
  const response = await page.goto('/downloads')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('Download our resources')
  for (const [id, title, file] of [
    ['brochure', 'Company brochure', 'company-brochure.pdf'],
    ['portfolio', 'Project portfolio', 'project-portfolio.pdf'],
  ] as const) {
    const card = page.locator(`#${id}`)
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(card.locator('li')).not.toHaveCount(0)
    const button = card.locator('a[data-download]')
    await expect(button).toHaveText('Download')
    await expect(button).toHaveAttribute('href', `/files/${file}`)
    await expect(button).toHaveAttribute('download', file)
    await expect(button).toHaveAttribute('data-download', id)
    await expect(card.getByRole('link', { name: 'Plain-text version (.txt)' })).toHaveAttribute('href', `/files/${file.replace(/\.pdf$/, '.txt')}`)
  }
  const stats = page.getByRole('region', { name: 'Our numbers' }).locator('dl')
  for (const [value, label] of [
    ['500+', 'Projects'],
    ['99%', 'Satisfaction'],
    ['25+', 'Team Members'],
  ] as const) {
    await expect(stats.locator('div', { has: page.locator('dd', { hasText: value }) })).toContainText(label)
  }
  await expect(page.locator('main a[href="/contact"]')).toHaveCount(1)
})

for (const [path, legal] of [
  ['/privacy', privacy],
  ['/terms', terms],
] as [string, LegalPage][]) {
  test(`${path} has its title, a table of contents and every section`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(legal.title)
    const toc = page.locator('main nav a')
    await expect(toc).toHaveCount(legal.sections.length)
    for (const [index, section] of legal.sections.entries()) {
      await expect(toc.nth(index)).toHaveAttribute('href', `#${section.id}`)
      await expect(toc.nth(index)).toHaveText(section.heading)
      const element = page.getByRole('region', { name: section.heading })
      await expect(element.locator('summary h2')).toHaveText(section.heading)
      const text = element.locator(`#${section.id}`)
      if (section.items.length > 0) await expect(text.locator('li')).toHaveCount(section.items.length)
      if (section.paragraphs[0]) await expect(text).toContainText(section.paragraphs[0])
    }
  })
}

test('the privacy notice on a phone: each section a disclosure widget, the first open, every word in the page, a link from the contents opening its section, with no script', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/privacy')
  // 14,739 px with every section open.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6_000)
  const sections = page.locator('main details')
  await expect(sections).toHaveCount(privacy.sections.length)
  await expect(sections.first()).toHaveAttribute('open', '')
  for (const section of privacy.sections.slice(1)) {
    const details = page.locator('details', { has: page.locator(`#${section.id}`) })
    await expect(details).not.toHaveAttribute('open')
    for (const text of [...section.paragraphs, ...section.items, ...section.after]) expect(await details.textContent()).toContain(text)
  }
  const last = privacy.sections.at(-1)!
  await page.locator('main nav').getByRole('link', { name: last.heading }).click()
  await expect(page.locator('details', { has: page.locator(`#${last.id}`) })).toHaveAttribute('open', '')
  await expect(page.locator(`#${last.id}`)).toBeInViewport()
  // A keyboard opens and closes a section.
  const second = page.locator('main summary').nth(1)
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('main details').nth(1)).toHaveAttribute('open', '')
  await context.close()
})
