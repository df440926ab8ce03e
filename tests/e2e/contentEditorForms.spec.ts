/**
 * The content editor as the owner meets it, without publishing: the self-hosted stack (the static server serving the
 * service fixture build and forwarding /api/ to the lead service, whose editor commits to a throwaway Git copy of the
 * site). Each check drives the real editor in the browser: the blog posts list and open; a post's preview shows
 * what its page shows; a job the publish would refuse cannot be saved; saving one price changes one line of
 * prices.yml; History shows who saved and when, in India's time.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { makeSiteCopy } from '../support/siteCopy'
import { startEditorStack, type EditorStack } from '../support/editorStack'

const sitePort = Number(process.env.E2E_PORT ?? 4174) + 42
const servicePort = Number(process.env.E2E_PORT ?? 4174) + 43
const site = `http://localhost:${sitePort}`
const ADMIN = { username: 'owner', password: 'a long editor test password 24' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`
const POST = { file: 'content/blog/google-ads-budget-in-rupees.md', title: 'How much should you spend on Google Ads in India?' }
/** A line of raw HTML in a post: its page shows it as text (content/markdown.ts escapes it), so the preview must too. */
const RAW_HTML_LINE = 'Budgets <mark data-raw>rise</mark> in the festive season.'

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ baseURL: site })

let copy: string
let stack: EditorStack

const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).trim()

test.beforeAll(async () => {
  // The lead service's first start migrates its database: minutes on a loaded 2-core machine.
  test.setTimeout(360_000)
  const initialBuild = resolve('dist-service/client')
  statSync(join(initialBuild, 'admin', 'editor', 'editor.js'))
  copy = makeSiteCopy('content-editor-forms-')
  appendFileSync(join(copy, POST.file), `\n${RAW_HTML_LINE}\n`)
  execFileSync('git', ['commit', '--quiet', '--no-gpg-sign', '-am', 'A post with a line of raw HTML'], {
    cwd: copy,
    env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@localhost', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@localhost' },
  })
  stack = await startEditorStack({ copy, initialBuild, sitePort, servicePort, admin: ADMIN, tmpPrefix: 'content-editor-forms-stack-' })
})

test.afterAll(async () => stack?.stop())

async function openEditor(page: Page) {
  await page.goto(loginPath)
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/admin/dashboard')
  await page.goto('/api/admin/content/editor#/')
  await expect(page.getByRole('link', { name: 'Blog posts' })).toBeVisible({ timeout: 90_000 })
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Save now' }).click()
}

test('the blog posts list, a post opens, and its preview shows raw HTML as the page does: as text', async ({ page }) => {
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/api/admin/content/proxy') && response.status() >= 400) refused.push(`${response.status()}`)
  })
  await openEditor(page)
  await page.getByRole('link', { name: 'Blog posts' }).click()
  await page.getByText(POST.title, { exact: true }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(POST.title)
  const preview = page.frameLocator('iframe')
  await expect(preview.getByText(RAW_HTML_LINE, { exact: true })).toBeVisible()
  await expect(preview.locator('mark[data-raw]')).toHaveCount(0)
  expect(refused).toEqual([])
})

test('a job with fewer search keywords than its page needs is refused in the form, and nothing is committed', async ({ page }) => {
  const before = git('rev-parse', 'HEAD')
  await openEditor(page)
  await page.getByRole('link', { name: 'Job openings' }).click()
  await page.getByText('DevOps Engineer', { exact: true }).click()
  await expect(page.getByLabel('Job title')).toHaveValue('DevOps Engineer')
  // Two of its four keywords removed, as an owner would: the page's head needs at least 3.
  const keywords = page.locator('[id^="keywords-field"]').first()
  const remove = keywords.locator('[aria-roledescription="sortable"] + button')
  await expect(remove).toHaveCount(4)
  await remove.first().click()
  await remove.first().click()
  await expect(remove).toHaveCount(2)
  await save(page)
  await expect(page.getByText('Search keywords must be at least 3 item(s).')).toBeVisible()
  await page.screenshot({ path: '/tmp/editcontent-keywords.png' })
  expect(git('rev-parse', 'HEAD')).toBe(before)
})

test('saving one price changes one line of prices.yml, its comments kept; History shows who saved and when, in India time', async ({ page }) => {
  const before = git('rev-parse', 'HEAD')
  await openEditor(page)
  await page.goto('/api/admin/content/editor#/collections/settings/entries/prices')
  // The Startup package (the first of the monthly packages): 15000 a month becomes 16500.
  const packages = page.locator('[id^="packages-field"]').first()
  await packages.locator('button:has(+ [aria-roledescription="sortable"])').first().click()
  const amount = packages.locator('input[value="15000"]').first()
  await amount.fill('16500')
  await page.screenshot({ path: '/tmp/editcontent-prices.png' })
  await save(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Entry saved' })).toBeVisible({ timeout: 30_000 })
  const diff = git('diff', '--numstat', before, 'HEAD', '--', 'content/data/prices.yml')
  expect(diff).toBe('1\t1\tcontent/data/prices.yml')
  expect(readFileSync(join(copy, 'content/data/prices.yml'), 'utf8')).toMatch(/^# Every price on the site/)

  // History: the owner's save, then the developers' version (their commit messages are theirs, not shown), each with
  // who and when in one style, India's time.
  await page.getByRole('button', { name: 'History' }).click()
  const versions = page.getByRole('region', { name: 'Earlier versions' }).locator('[data-version]')
  await expect(versions).toHaveCount(2)
  const when = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/
  await expect(versions.nth(0)).toContainText(new RegExp(`${when.source} · ${ADMIN.username}`))
  await expect(versions.nth(1)).toContainText(new RegExp(`${when.source} · The site's developers`))
  await expect(versions.nth(1)).not.toContainText('The site as the tests found it')
  const saved = git('log', '-1', '--format=%aI')
  await expect(versions.nth(0).locator('time')).toHaveText(
    `${new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(saved))} IST`,
  )
})
