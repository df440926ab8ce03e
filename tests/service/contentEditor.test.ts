/**
 * The content editor's back end in the lead service, on both storage back ends: only a signed-in owner reaches it;
 * every save is checked against its collection's schema (refused with the field named, nothing committed) and
 * committed to the Git working copy as the signed-in user; uploads and deletes are commits too; history lists a
 * file's versions and restore brings one back as a new commit; a publish whose content fails the build's checks
 * fails with the file and field named and leaves the live folder as it was.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Hono } from 'hono'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { createApp } from '../../service/app'
import { readContentSettings } from '../../service/editor/settings'
import { startPublisher } from '../../service/editor/publisher'
import { ContentRepo } from '../../service/editor/repo'
import { readLabelTables, showLeadsThrough } from '../../service/leads/labels'
import type { Database } from '../../service/platform/db/database'
import { RateLimiter, rateLimitSecret } from '../../service/platform/rateLimit'
import { createAnalytics } from '../../service/analytics/runtime'
import { syncOwnerFromEnvironment } from '../../service/team/users'
import { Notifier } from '../../service/notify/notifier'
import { makeSiteCopy } from '../support/siteCopy'
import { backends, openTestDatabase } from './support/backends'
import { adminRequest, lead, login, postLead, SITE, testConfig, testService } from './support/service'

const JOB = 'content/data/jobs/devops-engineer.yml'
const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim()

/** A small Git working copy with a job, the prices and one post, as the editor's repository. */
function smallRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-repo-'))
  for (const file of [
    JOB,
    'content/data/prices.yml',
    'content/blog/google-ads-budget-in-rupees.md',
    'public/images/blog/google-ads-budget-in-rupees.svg',
  ]) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), readFileSync(file))
  }
  git(dir, 'init', '--quiet', '--initial-branch=main')
  git(dir, 'add', '--all')
  execFileSync('git', ['commit', '--quiet', '-m', 'Start'], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@x', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@x' },
  })
  return dir
}

describe.each(backends)('content editor back end on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  let repoDir: string
  let publishDir: string
  let app: Hono
  let cookie: string

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
    repoDir = smallRepo()
    publishDir = mkdtempSync(join(tmpdir(), 'content-publish-'))
    const config = await testConfig()
    const settings = readContentSettings({ CONTENT_REPO: repoDir, PUBLISH_DIR: publishDir, PATH: process.env.PATH }, SITE)!
    const repo = new ContentRepo(settings.repoDir)
    await syncOwnerFromEnvironment(db, config.admin)
    app = createApp({
      config,
      db,
      limiter: new RateLimiter(config.rateLimit, db, rateLimitSecret(config.admin.passwordHash.key)),
      notifier: new Notifier(db, {}, config.retryBaseSeconds, () => undefined),
      channels: [],
      analytics: createAnalytics(db, config.analytics),
      content: { settings, repo, publisher: { wake: async () => undefined } },
    })
    cookie = await login(app)
  })
  afterAll(async () => {
    await close?.()
    if (repoDir) rmSync(repoDir, { recursive: true, force: true })
    if (publishDir) rmSync(publishDir, { recursive: true, force: true })
  })

  const send = (
    path: string,
    { body, method = body === undefined ? 'GET' : 'POST', withCookie = true, origin = SITE as string | null } = {} as {
      body?: unknown
      method?: string
      withCookie?: boolean
      origin?: string | null
    },
  ) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.9' }
    if (withCookie) headers.Cookie = cookie
    if (origin) headers.Origin = origin
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    return app.request(`/api/admin/content${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  }
  const proxy = (action: string, params: unknown = {}, options?: { withCookie?: boolean; origin?: string | null }) =>
    send('/proxy', { body: { action, params, branch: 'main' }, ...options })
  const commits = () => Number(git(repoDir, 'rev-list', '--count', 'HEAD'))

  test.skipIf(backend.skipReason)('refuses every route without a session, and a state change from another origin', async () => {
    for (const [path, body] of [
      ['/proxy', { action: 'info', params: {} }],
      ['/history?path=' + JOB, undefined],
      ['/publishes', undefined],
      ['/publishes', {}],
      ['/restore', { path: JOB, commit: '0'.repeat(40) }],
    ] as const) {
      const response = await send(path, { body, withCookie: false })
      expect(response.status, path).toBe(401)
    }
    expect((await proxy('info', {}, { origin: null })).status).toBe(403)
    expect((await proxy('info', {}, { origin: 'https://evil.test' })).status).toBe(403)
  })

  test.skipIf(backend.skipReason)('refuses a signed-in member who is not an owner (the role is read in one place)', async () => {
    const added = await adminRequest(app, 'POST', '/users', { cookie, body: { name: 'Ravi Kumar', email: 'ravi@agency.test', role: 'member' } })
    expect(added.status).toBe(201)
    const { link } = await added.json()
    const password = 'a members own passphrase 8'
    expect((await adminRequest(app, 'POST', '/setup', { body: { token: link.token, password } })).status).toBe(200)
    const memberCookie = await login(app, { username: 'ravi@agency.test', password })
    const response = await app.request('/api/admin/content/proxy', {
      method: 'POST',
      headers: { Cookie: memberCookie, Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info', params: {} }),
    })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('owner_only')
    // The same member still reads the leads: only the editor is refused.
    expect((await adminRequest(app, 'GET', '/leads', { cookie: memberCookie })).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('serves the editor page with its own CSP, never indexed', async () => {
    const response = await send('/editor', { withCookie: false })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-eval'")
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  test.skipIf(backend.skipReason)('lists and reads entries, and saves a valid edit as a commit by the signed-in user', async () => {
    const listed = (await (await proxy('entriesByFolder', { folder: 'content/data/jobs', extension: 'yml', depth: 1 })).json()) as {
      file: { path: string }
      data: string
    }[]
    expect(listed.map((entry) => entry.file.path)).toEqual([JOB])
    const raw = listed[0]!.data.replace('title: DevOps Engineer', 'title: Site Reliability Engineer')
    const before = commits()
    const saved = await proxy('persistEntry', {
      dataFiles: [{ path: JOB, raw, slug: 'devops-engineer' }],
      assets: [],
      options: { commitMessage: 'Update Job openings “devops-engineer”' },
    })
    expect(saved.status).toBe(200)
    expect(commits()).toBe(before + 1)
    expect(git(repoDir, 'log', '-1', '--format=%an|%s')).toBe('owner|Update Job openings “devops-engineer”')
    expect(readFileSync(join(repoDir, JOB), 'utf8')).toContain('title: Site Reliability Engineer')
  })

  test.skipIf(backend.skipReason)("lists the blog posts' folder (itself an editable root), and no folder outside the content", async () => {
    const listed = await proxy('entriesByFolder', { folder: 'content/blog', extension: 'md', depth: 1 })
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { file: { path: string } }[]).map((entry) => entry.file.path)).toEqual([
      'content/blog/google-ads-budget-in-rupees.md',
    ])
    for (const folder of ['content', 'content/blog/..', 'content/blogs', 'public', 'content/blog/', '.git']) {
      expect((await proxy('entriesByFolder', { folder, extension: 'md', depth: 1 })).status, folder).toBe(400)
    }
  })

  test.skipIf(backend.skipReason)("refuses a job whose page's head tags the publish would refuse (fewer than 3 search keywords)", async () => {
    const before = commits()
    const job = readFileSync(join(repoDir, JOB), 'utf8')
    const oneKeyword = job.replace(/^keywords:\n(?: {2}- .*\n)+/m, 'keywords:\n  - DevOps engineer jobs Delhi\n')
    expect(oneKeyword).not.toBe(job)
    const refused = await proxy('persistEntry', { dataFiles: [{ path: JOB, raw: oneKeyword }], assets: [] })
    expect(refused.status).toBe(422)
    expect((await refused.json()).error).toContain('Search keywords: needs at least 3 entries')
    expect(commits()).toBe(before)
  })

  test.skipIf(backend.skipReason)("a display name cannot forge the commit author: name and address come from the account's checked fields", async () => {
    const password = 'an owners own passphrase 9'
    const PRICES = 'content/data/prices.yml'
    let report = 0
    for (const [name, email, author] of [
      ['Someone <ceo@agency.in>', 'priya@agency.test', 'Someone|priya@agency.test'],
      ['<ceo@agency.in> Priya >> Nair <', 'nair@agency.test', 'Priya Nair|nair@agency.test'],
      ['<ceo@agency.in>', 'anand@agency.test', 'anand@agency.test|anand@agency.test'],
    ] as const) {
      const added = await adminRequest(app, 'POST', '/users', { cookie, body: { name, email, role: 'owner' } })
      expect(added.status).toBe(201)
      expect((await adminRequest(app, 'POST', '/setup', { body: { token: (await added.json()).link.token, password } })).status).toBe(200)
      const theirs = await login(app, { username: email, password })
      const saved = await app.request('/api/admin/content/proxy', {
        method: 'POST',
        headers: { Cookie: theirs, Origin: SITE, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          action: 'persistEntry',
          branch: 'main',
          params: {
            // A real change (a save keeps the file's own comments and formatting, so an added comment alone is no change).
            dataFiles: [
              {
                path: PRICES,
                raw: readFileSync(join(repoDir, PRICES), 'utf8').replace(/Monthly performance report.*/, `Monthly performance report (${++report})`),
              },
            ],
            assets: [],
            options: {},
          },
        }),
      })
      expect(saved.status, await saved.clone().text()).toBe(200)
      expect(git(repoDir, 'log', '-1', '--format=%an|%ae'), name).toBe(author)
    }
  })

  test.skipIf(backend.skipReason)('refuses an invalid edit with the field named, and commits nothing', async () => {
    const before = commits()
    const job = readFileSync(join(repoDir, JOB), 'utf8')
    const empty = await proxy('persistEntry', { dataFiles: [{ path: JOB, raw: job.replace(/^title: .*$/m, 'title: ""') }], assets: [] })
    expect(empty.status).toBe(422)
    expect((await empty.json()).error).toMatch(/Job title: is empty/)
    const prices = readFileSync(join(repoDir, 'content/data/prices.yml'), 'utf8').replace('amount: 15000', 'amount: abc')
    const abc = await proxy('persistEntry', { dataFiles: [{ path: 'content/data/prices.yml', raw: prices }], assets: [] })
    expect(abc.status).toBe(422)
    expect((await abc.json()).error).toMatch(/Monthly packages › item 1 › Price › Amount \(₹\): should be a number, not "abc"/)
    expect(commits()).toBe(before)
    expect(readFileSync(join(repoDir, 'content/data/prices.yml'), 'utf8')).not.toContain('abc')
  })

  test.skipIf(backend.skipReason)('a YAML save changes only what the owner changed: one number is a one-line diff, comments kept', async () => {
    const path = 'content/data/prices.yml'
    const committed = readFileSync(join(repoDir, path), 'utf8')
    // What the editor sends: the whole file re-serialised (no comments, its own line width), one amount changed.
    const data = parseYaml(committed) as { packages: { price: { amount: number } }[] }
    data.packages[0]!.price.amount = 16500
    const sent = stringifyYaml(data)
    expect(sent).not.toContain('# Every price')
    const saved = await proxy('persistEntry', { dataFiles: [{ path, raw: sent }], assets: [] })
    expect(saved.status).toBe(200)
    expect(git(repoDir, 'diff', '--numstat', 'HEAD~1', 'HEAD', '--', path)).toBe(`1\t1\t${path}`)
    const now = readFileSync(join(repoDir, path), 'utf8')
    expect(now).toBe(committed.replace('amount: 15000', 'amount: 16500'))
    expect(parseYaml(now)).toEqual(parseYaml(sent))
  })

  test.skipIf(backend.skipReason)('commits only the images a saved entry uses: one refused and then replaced no longer refuses the save', async () => {
    const POST = 'content/blog/google-ads-budget-in-rupees.md'
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])
    const notes = { path: 'public/images/blog/notes.png', content: Buffer.from('Call the printer on Monday.\n').toString('base64'), encoding: 'base64' }
    const cover = { path: 'public/images/blog/cover.png', content: png.toString('base64'), encoding: 'base64' }
    const withImage = (image: string) => readFileSync(join(repoDir, POST), 'utf8').replace(/^image: .*$/m, `image: "${image}"`)
    const before = commits()
    const refused = await proxy('persistEntry', { dataFiles: [{ path: POST, raw: withImage('/images/blog/notes.png') }], assets: [notes] })
    expect(refused.status).toBe(422)
    expect((await refused.json()).error).toMatch(/^notes\.png is not a PNG image inside/)
    const saved = await proxy('persistEntry', { dataFiles: [{ path: POST, raw: withImage('/images/blog/cover.png') }], assets: [notes, cover] })
    expect(saved.status).toBe(200)
    expect(commits()).toBe(before + 1)
    expect(readFileSync(join(repoDir, 'public/images/blog/cover.png')).equals(png)).toBe(true)
    expect(existsSync(join(repoDir, 'public/images/blog/notes.png'))).toBe(false)
  })

  test.skipIf(backend.skipReason)('touches only content and image files', async () => {
    for (const path of ['../outside.yml', 'package.json', 'content/data/../../x.yml', '/etc/passwd', 'content/data/.git/config', 'service/app.ts']) {
      expect((await proxy('getEntry', { path })).status, path).toBe(400)
    }
    const script = await proxy('persistMedia', {
      asset: { path: 'public/images/uploads/x.js', content: Buffer.from('alert(1)').toString('base64'), encoding: 'base64' },
    })
    expect(script.status).toBe(422)
  })

  test.skipIf(backend.skipReason)('uploads an image and closes a job, each as one commit', async () => {
    const before = commits()
    const png = readFileSync('public/favicon.svg')
    const uploaded = await proxy('persistMedia', {
      asset: { path: 'public/images/blog/new.svg', content: png.toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'Upload “new.svg”' },
    })
    expect(uploaded.status).toBe(200)
    expect(existsSync(join(repoDir, 'public/images/blog/new.svg'))).toBe(true)
    const closed = await proxy('deleteFiles', { paths: [JOB], options: { commitMessage: 'Delete Job openings “devops-engineer”' } })
    expect(closed.status).toBe(200)
    expect(existsSync(join(repoDir, JOB))).toBe(false)
    expect(commits()).toBe(before + 2)
    expect(git(repoDir, 'status', '--porcelain')).toBe('')
  })

  test.skipIf(backend.skipReason)('lists the versions of a file and restores one as a new commit', async () => {
    const history = (await (await send(`/history?path=${JOB}`)).json()) as {
      versions: { commit: string; author: string; message: string; byEditor: boolean }[]
    }
    // The owner's saves with their messages; the developers' commit before them is a version without its message.
    expect(history.versions.map(({ author, message, byEditor }) => ({ author, message, byEditor }))).toEqual([
      { author: 'owner', message: 'Delete Job openings “devops-engineer”', byEditor: true },
      { author: 'owner', message: 'Update Job openings “devops-engineer”', byEditor: true },
      { author: "The site's developers", message: '', byEditor: false },
    ])
    const original = history.versions[2]!
    const restored = await send('/restore', { body: { path: JOB, commit: original.commit } })
    expect(restored.status).toBe(200)
    expect(readFileSync(join(repoDir, JOB), 'utf8')).toBe(readFileSync(JOB, 'utf8'))
    // The version's time in India's time, in the style History shows it.
    expect(git(repoDir, 'log', '-1', '--format=%an|%s')).toMatch(
      /^owner\|Restore content\/data\/jobs\/devops-engineer\.yml to the version of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/,
    )
  })

  test.skipIf(backend.skipReason)('queues a publish and reports it', async () => {
    const queued = await send('/publishes', { body: {} })
    expect(queued.status).toBe(202)
    expect(await queued.json()).toMatchObject({ state: 'queued', requestedBy: 'owner' })
    const status = (await (await send('/publishes')).json()) as { publishes: { state: string }[]; liveUrl: string; head: string }
    expect(status.publishes[0]!.state).toBe('queued')
    expect(status.liveUrl).toBe(SITE)
    expect(status.head).toBe(git(repoDir, 'rev-parse', 'HEAD'))
  })

  // Last: it ends the suite's sessions.
  test.skipIf(backend.skipReason)('tells an expired session as expired, as the rest of the admin API does, and no session as none', async () => {
    expect((await (await send('/session', { withCookie: false })).json()).error).toEqual({
      code: 'not_signed_in',
      message: 'Please log in to use the content editor.',
    })
    await db.query(`update admin_sessions set expires_at = now() - interval '1 minute'`)
    const expired = await send('/session')
    expect(expired.status).toBe(401)
    expect((await expired.json()).error).toEqual({ code: 'session_expired', message: 'Your session has expired. Please log in again.' })
  })
})

test("the editor's settings are read through the service's one schema: a wrong one names its variable", async () => {
  const env = { CONTENT_REPO: '/srv/site', PATH: process.env.PATH }
  expect(() => readContentSettings({ ...env, PUBLISH_TIMEOUT_MS: 'soon' }, SITE)).toThrow('PUBLISH_TIMEOUT_MS must be a number of milliseconds')
  expect(() => readContentSettings({ ...env, PUBLISH_MODE: 'copy' }, SITE)).toThrow('PUBLISH_MODE must be swap or push')
  expect(readContentSettings(env, SITE)!.publish).toMatchObject({ mode: 'swap', timeoutMs: 15 * 60_000 })
  // The service itself refuses them at start, as it does any other setting.
  await expect(testConfig({ PUBLISH_TIMEOUT_MS: '10' })).rejects.toThrow('PUBLISH_TIMEOUT_MS must be at least 1000')
})

describe('publishing', () => {
  let db: Database
  let close: () => Promise<void>
  let site: string
  let publishDir: string

  beforeAll(async () => {
    const opened = await openTestDatabase(backends[0]!)
    db = opened.db
    close = opened.close
    site = makeSiteCopy('content-publish-site-')
    publishDir = mkdtempSync(join(tmpdir(), 'content-publish-'))
  })
  afterAll(async () => {
    await close?.()
    rmSync(site, { recursive: true, force: true })
    rmSync(publishDir, { recursive: true, force: true })
  })

  test("a commit that fails the build's checks fails its publish with the file and field named, and the live site stays", async () => {
    // A post in a category that does not exist passes its own form (a category is a name) but not the whole-site check.
    const post = readFileSync('content/blog/google-ads-budget-in-rupees.md', 'utf8').replace('category: "PPC Advertising"', 'category: "Gardening"')
    const repo = new ContentRepo(site)
    await repo.commit(
      { write: [{ path: 'content/blog/google-ads-budget-in-rupees.md', content: post }] },
      { name: 'owner', email: 'owner@x' },
      'Move a post',
    )
    const previous = resolve(publishDir, 'previous-build')
    mkdirSync(previous)
    symlinkSync(previous, join(publishDir, 'live'))
    const settings = readContentSettings(
      { ...process.env, CONTENT_REPO: site, PUBLISH_DIR: publishDir, PUBLISH_NODE_MODULES: resolve('node_modules') },
      SITE,
    )!
    const publisher = startPublisher(db, repo, settings.publish, { pollMs: 60_000 })
    await publisher.ready
    await db.query(`insert into content_publishes (requested_by) values ('owner')`)
    await publisher.wake()
    await publisher.stop()
    const [row] = await db.query<{ state: string; message: string }>('select state, message from content_publishes order by id desc limit 1')
    expect(row!.state).toBe('failed')
    expect(row!.message).toBe(
      'content/blog/google-ads-budget-in-rupees.md: Category: "Gardening" is not one of the blog\'s categories (SEO, Social Media, PPC Advertising, Web Development, Email Marketing)',
    )
    expect(readlinkSync(join(publishDir, 'live'))).toBe(previous)
  }, 180_000)

  test("a job the owner publishes reads by its title at once in the service's CSV and search, without a restart", async () => {
    const { app } = await testService(db)
    const slug = 'seo-analyst'
    expect((await postLead(app, lead('contact', { name: 'Ravi Menon', email: 'ravi@menon.in', position: slug }))).status).toBe(201)
    const cookie = await login(app)
    const exported = async () => (await adminRequest(app, 'GET', '/leads/export?format=csv&folder=applications', { cookie })).text()
    const found = async (q: string) =>
      ((await (await adminRequest(app, 'GET', `/leads?folder=applications&q=${encodeURIComponent(q)}`, { cookie })).json()) as { total: number }).total
    expect(await exported()).toContain(slug)
    expect(await found('Technical SEO Analyst')).toBe(0)

    const job = readFileSync(join(site, 'content/data/jobs/devops-engineer.yml'), 'utf8').replace(/^title: .*$/m, 'title: Technical SEO Analyst')
    const repo = new ContentRepo(site)
    await repo.commit({ write: [{ path: `content/data/jobs/${slug}.yml`, content: job }] }, { name: 'owner', email: 'owner@x' }, 'Open a job')
    // The build is not what this test is about: a stand-in makes the page a passing build would, in seconds.
    const build = join(publishDir, 'build.sh')
    writeFileSync(build, 'mkdir -p dist/client && echo built > dist/client/index.html\n')
    const settings = readContentSettings({ ...process.env, CONTENT_REPO: site, PUBLISH_DIR: publishDir, PUBLISH_BUILD_COMMAND: `sh ${build}` }, SITE)!
    const publisher = startPublisher(db, repo, settings.publish, { pollMs: 60_000 })
    await publisher.ready
    await db.query(`insert into content_publishes (requested_by) values ('owner')`)
    await publisher.wake()
    await publisher.stop()
    const [row] = await db.query<{ state: string }>('select state from content_publishes order by id desc limit 1')
    expect(row!.state).toBe('live')

    expect(await exported()).toContain('Technical SEO Analyst')
    expect(await found('Technical SEO Analyst')).toBe(1)
    // The service files share a worker's modules: the next file starts from this checkout's tables again.
    showLeadsThrough(readLabelTables(process.cwd()))
  }, 60_000)
})
