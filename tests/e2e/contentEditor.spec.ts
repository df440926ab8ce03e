/**
 * The content editor over the self-hosted stack, as `npm start` runs it: the static server serving the `live`
 * symlink and forwarding /api/ to the lead service, whose editor commits to a Git working copy of the site (here a
 * throwaway copy) and publishes by building it and swapping the link. The initial live site is the service fixture
 * build (npm run build:service-fixture, the same build `npm start` makes), so the suite pays for one passing publish
 * (a full build less its PDFs, social images and Brotli twins, 15 to 20 s here) and one that fails at the content check
 * (seconds), shared by every check.
 */
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/test'
import { makeSiteCopy } from '../support/siteCopy'
import { startEditorStack, type EditorStack } from '../support/editorStack'

const sitePort = Number(process.env.E2E_PORT ?? 4174) + 40
const servicePort = Number(process.env.E2E_PORT ?? 4174) + 41
const site = `http://localhost:${sitePort}`
const ADMIN = { username: 'owner', password: 'a long editor test password 24' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`
/** A publish is a full build of the site: minutes on a loaded 2-core machine. */
const PUBLISH_WITHIN = 8 * 60_000

const NEW_TITLE = 'Site Reliability Engineer'
const POST_SLUG = 'whatsapp-catalogue-for-kirana-stores'
const POST_TITLE = 'WhatsApp Catalogues for Kirana Stores: A Practical Start'
const SEARCH_WORD = 'zarivalla'
const MEMBER = { name: 'Priya Menon', photo: '/images/people/priya-menon.svg' }
const STUDY = { slug: 'nimbus-logistics-tracking-portal', title: 'A shipment tracking portal that halved where-is-my-order calls' }
const OLD_PHONE = { display: '+91 98765 43210', dialled: '919876543210' }
const NEW_PHONE = { display: '+91 91234 56789', dialled: '919123456789' }

test.describe.configure({ mode: 'serial', timeout: PUBLISH_WITHIN + 120_000 })
test.use({ baseURL: site })

let copy: string
let dataDir: string
let stack: EditorStack
let initialBuild: string

/** Every text file of the live build, by path (the brochure and portfolio also as their .txt twins). */
function liveTexts(): Map<string, string> {
  const root = join(dataDir, 'publish', 'live')
  const texts = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['assets', 'pagefind', 'og', 'editor'].includes(entry.name)) walk(path)
      } else if (/\.(?:html|xml|txt|json|webmanifest)$/.test(entry.name)) texts.set(path.slice(root.length), readFileSync(path, 'utf8'))
    }
  }
  walk(root)
  return texts
}
const count = (text: string, needle: string) => text.split(needle).length - 1

async function proxy(request: APIRequestContext, action: string, params: unknown) {
  return request.post('/api/admin/content/proxy', { data: { action, params, branch: 'main' }, headers: { Origin: site } })
}

async function publishAndWait(page: Page, state: 'live' | 'failed') {
  const status = page.locator('[data-publish-state]')
  await page.getByRole('button', { name: /Publish (?:changes )?to the live site/ }).click()
  await expect(status).toHaveAttribute('data-publish-state', /queued|building/)
  // Either end state ends the wait; a wrong one fails at once with what the editor said.
  await expect(status).toHaveAttribute('data-publish-state', /^(?:live|failed)$/, { timeout: PUBLISH_WITHIN })
  expect(await status.getAttribute('data-publish-state'), (await status.textContent()) ?? '').toBe(state)
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  initialBuild = resolve('dist-service/client')
  statSync(join(initialBuild, 'index.html'))
  copy = makeSiteCopy('content-editor-site-')
  stack = await startEditorStack({ copy, initialBuild, sitePort, servicePort, admin: ADMIN, tmpPrefix: 'content-editor-stack-' })
  dataDir = stack.dataDir
})

test.afterAll(async () => stack?.stop())

test('a request without a session reaches neither the editor back end nor publishing', async ({ request }) => {
  expect((await proxy(request, 'info', {})).status()).toBe(401)
  expect((await request.post('/api/admin/content/publishes', { data: {}, headers: { Origin: site } })).status()).toBe(401)
  expect((await request.get('/api/admin/content/history?path=content/data/site.yml')).status()).toBe(401)
})

test('the owner edits, adds, closes and publishes; the live site shows each change everywhere, and a broken change never goes live', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  const baseline = liveTexts()

  // Sign in with the dashboard's own login, then open the editor from the Content tab.
  await page.goto(loginPath)
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/admin/dashboard')
  await page.getByRole('tab', { name: 'Content' }).click()
  await page.getByRole('link', { name: 'Open the content editor' }).click()
  await expect(page.getByRole('link', { name: 'Job openings' })).toBeVisible({ timeout: 30_000 })

  // Open a job opening. An empty title is refused in the form, naming the field, and nothing is saved.
  await page.getByRole('link', { name: 'Job openings' }).click()
  await page.getByText('DevOps Engineer', { exact: true }).click()
  const title = page.getByLabel('Job title')
  await expect(title).toHaveValue('DevOps Engineer')
  await title.fill('')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Save now' }).click()
  await expect(page.getByText('Job title is required.')).toBeVisible()

  // Change its title: the preview shows it with the site's own job card; saving commits it.
  await title.fill(NEW_TITLE)
  await expect(page.frameLocator('iframe').getByRole('heading', { name: NEW_TITLE }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Save now' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Entry saved' })).toBeVisible()

  // History lists the versions of the open entry: the original and the saved title.
  await page.getByRole('button', { name: 'History' }).click()
  await expect(page.getByRole('region', { name: 'Earlier versions' }).locator('[data-version]')).toHaveCount(2)
  await page.getByRole('region', { name: 'Earlier versions' }).getByRole('button', { name: 'Close', exact: true }).click()

  // Close a job: delete its entry.
  await page.getByRole('link', { name: /Writing in Job openings collection/ }).click()
  await page.getByText('Content Marketing Specialist', { exact: true }).click()
  await expect(page.getByLabel('Job title')).toHaveValue('Content Marketing Specialist')
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Delete entry' }).click()
  await expect(page.getByText('Content Marketing Specialist', { exact: true })).toHaveCount(0)

  // A price of "abc" is refused by the editor's back end with the field named.
  const prices = readFileSync(join(copy, 'content/data/prices.yml'), 'utf8')
  const abc = await proxy(page.request, 'persistEntry', {
    dataFiles: [{ path: 'content/data/prices.yml', raw: prices.replace('amount: 15000', 'amount: abc') }],
    assets: [],
  })
  expect(abc.status()).toBe(422)
  expect((await abc.json()).error).toContain('Monthly packages › item 1 › Price › Amount (₹): should be a number, not "abc"')

  // Change the Startup package's price and the main phone number (each stated once), as the editor saves them.
  for (const [path, from, to] of [
    [
      'content/data/prices.yml',
      'amount: 15000\n      period: month\n    description: For new',
      'amount: 16500\n      period: month\n    description: For new',
    ],
    ['content/data/site.yml', `number: ${OLD_PHONE.display}`, `number: ${NEW_PHONE.display}`],
  ] as const) {
    const raw = readFileSync(join(copy, path), 'utf8')
    expect(raw).toContain(from)
    expect((await proxy(page.request, 'persistEntry', { dataFiles: [{ path, raw: raw.replace(from, to) }], assets: [] })).status()).toBe(200)
  }

  // Add a blog post with an image: the file and the upload, as the editor sends them.
  const image = readFileSync('public/images/blog/local-seo-for-indian-small-businesses.svg')
  const body = `## Why a catalogue\n\n${`A kirana store that lists its staples in a WhatsApp catalogue answers fewer price questions and takes more orders. ${SEARCH_WORD} `.repeat(40)}\n\nRead more on [local SEO](/services/seo).\n`
  const post = [
    '---',
    `title: "${POST_TITLE}"`,
    'excerpt: "How a neighbourhood store can set up a WhatsApp catalogue in an afternoon and turn repeat questions into orders."',
    'author: "Priya Sharma, SEO Lead"',
    'date: "2026-11-20"',
    'category: "Social Media"',
    `image: "/images/blog/${POST_SLUG}.svg"`,
    'featured: false',
    'relatedService: "/services/social-media"',
    '---',
    body,
  ].join('\n')
  const added = await proxy(page.request, 'persistEntry', {
    dataFiles: [{ path: `content/blog/${POST_SLUG}.md`, raw: post, slug: POST_SLUG }],
    assets: [{ path: `public/images/blog/${POST_SLUG}.svg`, content: image.toString('base64'), encoding: 'base64' }],
    options: { commitMessage: `Create Blog posts “${POST_SLUG}”` },
  })
  expect(added.status()).toBe(200)

  // Add a team member with a photo (the photo an upload) and a case study, as the editor saves them.
  const peopleRaw = readFileSync(join(copy, 'content/data/people.yml'), 'utf8')
  expect(peopleRaw).toContain('\ntestimonials:\n')
  const member = [
    `  - name: ${MEMBER.name}`,
    '    position: Head of Client Success',
    '    expertise:',
    '      - Account management',
    '      - Monthly reporting',
    '    experience: 9+ years',
    '    description: Priya makes sure every client gets a report they can read in five minutes, and a call when a number moves.',
    `    photo: ${MEMBER.photo}`,
    '',
  ].join('\n')
  const addedMember = await proxy(page.request, 'persistEntry', {
    dataFiles: [{ path: 'content/data/people.yml', raw: peopleRaw.replace('\ntestimonials:\n', `\n${member}testimonials:\n`) }],
    assets: [{ path: `public${MEMBER.photo}`, content: image.toString('base64'), encoding: 'base64' }],
  })
  expect(addedMember.status()).toBe(200)
  const study = readFileSync(join(copy, 'content/data/case-studies/techvista-labs-billing-portal.yml'), 'utf8')
    .replace(/^position: \d+$/m, 'position: 9')
    .replace(/^title: .*$/m, `title: ${STUDY.title}`)
    .replace(/^metaTitle: .*$/m, "metaTitle: 'Nimbus Logistics: Shipment Tracking Portal'")
    .replace(
      /^metaDescription: .*$/m,
      "metaDescription: 'A shipment tracking portal for a Pune logistics company: customers follow their orders themselves and call half as often.'",
    )
  const addedStudy = await proxy(page.request, 'persistEntry', {
    dataFiles: [{ path: `content/data/case-studies/${STUDY.slug}.yml`, raw: study, slug: STUDY.slug }],
    assets: [],
  })
  expect(addedStudy.status()).toBe(200)

  // Publish: the same checks and build as a developer's; the live site is replaced when it passes.
  await page.goto('/api/admin/content/editor#/collections/jobs')
  const started = Date.now()
  await publishAndWait(page, 'live')
  console.log(`content editor: a passing publish took ${Math.round((Date.now() - started) / 1000)} s`)
  expect(readlinkSync(join(dataDir, 'publish', 'live'))).not.toBe(initialBuild)
  const viewLive = page.getByRole('link', { name: 'View live' })
  await expect(viewLive).toHaveAttribute('href', `${site}/`)

  // The job's new title on the openings page and its own page, and in the sitemap; the closed job is gone.
  const openings = await page.request.get('/careers/openings')
  const openingsHtml = await openings.text()
  expect(openingsHtml).toContain(`>${NEW_TITLE}</a>`)
  expect(openingsHtml).not.toContain('>DevOps Engineer</a>')
  expect(openingsHtml).not.toContain('Content Marketing Specialist')
  const jobPage = await page.request.get('/careers/openings/devops-engineer')
  expect(jobPage.status()).toBe(200)
  expect(await jobPage.text()).toContain(`<h1`)
  expect(await jobPage.text()).toContain(NEW_TITLE)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/careers/openings/devops-engineer</loc>')
  expect(sitemap).not.toContain('/careers/openings/content-marketing-specialist<')
  expect((await page.request.get('/careers/openings/content-marketing-specialist')).status()).toBe(404)

  // The new post on /blog, in the feed, in the sitemap, with its image, and found by the site search.
  const blogPage = await (await page.request.get('/blog')).text()
  expect(blogPage).toContain(POST_TITLE)
  expect(blogPage).toContain(`src="/images/blog/${POST_SLUG}.svg"`)
  expect(await (await page.request.get('/rss.xml')).text()).toContain(POST_TITLE)
  expect(sitemap).toContain(`/blog/${POST_SLUG}<`)
  // The article page draws its uploaded SVG cover inline (its first paint needs no second request).
  const postPage = await (await page.request.get(`/blog/${POST_SLUG}`)).text()
  expect(postPage).toMatch(/<svg[^>]*data-article-cover/)
  expect((await page.request.get(`/images/blog/${POST_SLUG}.svg`)).status()).toBe(200)
  await page.goto(`/search?q=${SEARCH_WORD}`)
  await expect(page.getByRole('link', { name: POST_TITLE })).toBeVisible({ timeout: 15_000 })

  // The new team member on the team page with their photo; the new case study on the portfolio, its own page and the sitemap.
  const teamPage = await (await page.request.get('/about/team')).text()
  expect(teamPage).toContain(MEMBER.name)
  // Shown as the build's square, compressed crop of the uploaded photo (lib/build/portraitPhoto.ts).
  const portrait = MEMBER.photo.replace(/\.\w+$/, '.webp')
  expect(teamPage).toContain(`src="${portrait}"`)
  const served = await page.request.get(portrait)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toContain('image/webp')
  expect(await (await page.request.get('/portfolio')).text()).toContain(STUDY.title)
  const studyPage = await page.request.get(`/portfolio/${STUDY.slug}`)
  expect(studyPage.status()).toBe(200)
  expect(await studyPage.text()).toContain(STUDY.title)
  expect(sitemap).toContain(`/portfolio/${STUDY.slug}<`)

  // Each fact stated once: the new price and number everywhere they were quoted, the old ones nowhere.
  const after = liveTexts()
  const all = (texts: Map<string, string>, needle: string) => [...texts.values()].reduce((sum, text) => sum + count(text, needle), 0)
  const pricing = after.get('/pricing.html')!
  expect(count(baseline.get('/pricing.html')!, '₹15,000')).toBeGreaterThanOrEqual(5)
  expect(pricing).not.toContain('15,000')
  expect(pricing).toContain('"price":16500,')
  expect(pricing).toContain('packages from ₹16,500')
  expect(all(baseline, '₹16,500')).toBe(0)
  expect(all(after, OLD_PHONE.display)).toBe(0)
  expect(all(after, OLD_PHONE.dialled)).toBe(0)
  // File by file (the pages both builds have): each old quote became the new one, and nothing else changed.
  const common = [...after.keys()].filter((path) => baseline.has(path))
  expect(common.length).toBeGreaterThan(50)
  for (const path of common) {
    const [before, now] = [baseline.get(path)!, after.get(path)!]
    expect(count(now, '₹16,500'), path).toBe(count(before, '₹15,000') - count(now, '₹15,000'))
    expect(count(now, NEW_PHONE.display), path).toBe(count(before, OLD_PHONE.display))
    expect(count(now, NEW_PHONE.dialled), path).toBe(count(before, OLD_PHONE.dialled))
  }
  expect(all(after, NEW_PHONE.display)).toBeGreaterThan(50)
  expect(after.get('/index.html')).toContain(`href="tel:+${NEW_PHONE.dialled}"`)
  expect(after.get('/index.html')).toContain(`https://wa.me/${NEW_PHONE.dialled}`)

  // A change that breaks the site (a post in a category that does not exist) fails to publish, says where, and
  // leaves the live site exactly as it was.
  const liveBefore = readlinkSync(join(dataDir, 'publish', 'live'))
  const broken = post.replace('category: "Social Media"', 'category: "Gardening"')
  expect((await proxy(page.request, 'persistEntry', { dataFiles: [{ path: `content/blog/${POST_SLUG}.md`, raw: broken }], assets: [] })).status()).toBe(
    200,
  )
  await page.goto('/api/admin/content/editor#/collections/blog')
  await publishAndWait(page, 'failed')
  await expect(page.locator('[data-publish-state]')).toContainText(
    `content/blog/${POST_SLUG}.md: Category: "Gardening" is not one of the blog's categories`,
  )
  expect(readlinkSync(join(dataDir, 'publish', 'live'))).toBe(liveBefore)
  expect(await (await page.request.get(`/blog/${POST_SLUG}`)).text()).toContain('Social Media')

  expect(violations).toEqual([])
})
