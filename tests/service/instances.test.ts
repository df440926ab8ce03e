/**
 * Two instances of the compiled service on one throwaway PostgreSQL database, behind Debian's nginx running the
 * generated nginx.conf's /api/ proxy (lib/build/hostRules.ts) with an upstream of both: a lead posted through
 * either is stored once, a session made on one is valid on the other, the per-address rate limit counts across
 * both, and each lead's notification is mailed exactly once (smtp-server as the mail server).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { fallbacks, redirects } from '../../content/redirects'
import { newLeadId } from '../../model/leadFields'
import { buildNginxConf, headerRules } from '../../lib/build/hostRules'
import { openDatabase } from '../../service/platform/db/database'
import { SESSION_COOKIE } from '../../service/team/sessions'
import { findNginx, startNginx, type RunningHost } from '../support/hosts'
import { freePort } from '../../scripts/support/postgres'
import { header, startSmtp, type TestSmtp } from '../support/smtp'
import { backends } from './support/backends'
import { compiledService, startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { ADMIN, SITE, serviceEnv } from './support/service'

const postgres = backends.find((backend) => backend.name === 'PostgreSQL')!
const nginx = findNginx()
const skipReason = postgres.skipReason ?? (nginx ? null : 'nginx is not installed (NGINX_PATH, /usr/sbin/nginx, PATH; Debian: apt-get install nginx)')
if (skipReason) {
  if (process.env.CI) throw new Error(`${skipReason}. CI must run the two-instance test: .ci/run installs both.`)
  console.warn(`\n  SKIPPED the two-instance test: ${skipReason}.\n`)
}

describe.skipIf(skipReason)('two instances on one PostgreSQL behind nginx', () => {
  let created: Awaited<ReturnType<typeof postgres.create>>
  let smtp: TestSmtp
  let instances: ServiceProcess[] = []
  let proxy: RunningHost
  let site: string

  beforeAll(async () => {
    created = await postgres.create()
    smtp = await startSmtp()
    const env = {
      ...(await serviceEnv()),
      TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: '5/60',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_NOTIFY_TO: 'owner@agency.test',
    }
    instances = await Promise.all(
      [0, 1].map(async () => startServiceProcess(created.target, await freePort(), env, compiledService(inject('serviceBuild')))),
    )
    // The site's generated nginx server, forwarding /api/ to an upstream of both instances (round robin).
    const upstream = `upstream lead_service {\n${instances.map((instance) => `  server ${new URL(instance.url).host};`).join('\n')}\n}\n`
    const conf = buildNginxConf({ rules: headerRules({ scriptHashes: [], revalidated: [] }), redirects, fallbacks, apiUpstream: 'http://lead_service' })
    site = mkdtempSync(join(tmpdir(), 'two-instances-site-'))
    writeFileSync(join(site, 'index.html'), '<!DOCTYPE html><title>site</title>')
    proxy = await startNginx(nginx!, `${upstream}${conf}`, site)
  }, 300_000)

  afterAll(async () => {
    await proxy?.stop()
    for (const instance of instances) instance.child.kill('SIGTERM')
    await Promise.all(instances.map((instance) => instance.exited))
    await smtp?.close()
    await created?.dispose()
    if (site) rmSync(site, { recursive: true, force: true })
  })

  const post = (body: Record<string, unknown>) =>
    fetch(`${proxy.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE }, body: JSON.stringify(body) })
  const lead = (type: string, email = 'two.instances@example.in') => ({
    type,
    id: newLeadId(),
    name: 'Two Instances',
    email,
    phone: '+91 90000 11111',
    submittedAt: new Date().toISOString(),
  })
  /** Which instance logged each lead it received (by index), in order. */
  const receivedBy = (id: string) =>
    instances.flatMap((instance, index) =>
      instance
        .logs()
        .filter((line) => line.event === 'lead.received' && line.lead === id)
        .map(() => index),
    )

  test('a lead posted through both instances is stored once', async () => {
    const body = lead('popup')
    expect((await post(body)).status).toBe(201)
    expect((await post(body)).status).toBe(201)
    // nginx sent the two posts to different instances; one stored it, the other found it there.
    expect(receivedBy(String(body.id)).sort()).toEqual([0, 1])
    const db = await openDatabase(created.target)
    expect(await db.query('select id from leads where id = $1', [body.id])).toHaveLength(1)
    await db.close()
  })

  test('a session made on one instance is valid on the other', async () => {
    const login = await fetch(`${instances[0]!.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ')
    expect(cookie).toContain(`${SESSION_COOKIE}=`)
    for (const origin of [instances[1]!.url, proxy.origin, proxy.origin]) {
      const session = await fetch(`${origin}/api/admin/session`, { headers: { Cookie: cookie } })
      expect(session.status, origin).toBe(200)
    }
  })

  test('the per-address rate limit counts posts to both instances together', async () => {
    const answers = []
    for (let n = 0; n < 10; n++) answers.push((await post(lead('hero'))).status)
    // 5 a minute from this address (nginx's X-Forwarded-For), whichever instance took each post.
    expect(answers.filter((status) => status === 201)).toHaveLength(5)
    expect(answers.filter((status) => status === 429)).toHaveLength(5)
    const served = instances.map((instance) => instance.logs().filter((line) => line.event === 'request' && line.status === 429).length)
    expect(served.every((count) => count > 0)).toBe(true)
  })

  test('each lead is mailed exactly once, whichever instance sends it', async () => {
    const bodies = Array.from({ length: 4 }, (_, n) => lead('contact', `mail.${n}@example.in`))
    for (const body of bodies) expect((await post(body)).status).toBe(201)
    const ids = bodies.map((body) => String(body.id))
    const db = await openDatabase(created.target)
    const started = Date.now()
    for (;;) {
      const unsent = await db.query('select id from notifications where sent_at is null')
      if (unsent.length === 0) break
      if (Date.now() - started > 60_000) throw new Error(`${unsent.length} notifications still unsent`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await db.close()
    // Both instances stop cleanly, finishing any mail on its way: whatever was sent has arrived.
    for (const instance of instances) instance.child.kill('SIGTERM')
    expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual([0, 0])
    const mailed = smtp.mails.map((mail) => header(mail.raw, 'Message-ID')!.match(/<lead-([0-9a-f-]+)@/)![1]!)
    for (const id of ids)
      expect(
        mailed.filter((mailedId) => mailedId === id),
        id,
      ).toHaveLength(1)
    // Every lead stored so far was mailed once (the popup of the first test too).
    expect(new Set(mailed).size).toBe(mailed.length)
  })
})
