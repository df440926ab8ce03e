/** Housekeeping on both back ends: leads past LEADS_RETENTION_DAYS are deleted with their jobs, expired sessions too. */
import type { Database } from '../../service/platform/db/database'
import { housekeeping } from '../../service/ops/housekeeping'
import { site } from '../../content/site'
import { backends, openTestDatabase } from './support/backends'
import { lead, postLead, testConfig, testService } from './support/service'

describe.each(backends)('retention on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  beforeAll(async () => {
    if (backend.skipReason) return
    ;({ db, close } = await openTestDatabase(backend))
  })
  afterAll(async () => close?.())

  test.skipIf(backend.skipReason)('leads older than the retention window go, younger ones stay; expired sessions go', async () => {
    const { app } = await testService(db, { senders: { email: async () => undefined } })
    const old = lead('hero')
    const edge = lead('contact')
    const fresh = lead('popup')
    for (const body of [old, edge, fresh]) expect((await postLead(app, body)).status).toBe(201)
    await db.query(`update leads set received_at = now() - interval '731 days' where id = $1`, [old.id])
    await db.query(`update leads set received_at = now() - interval '729 days' where id = $1`, [edge.id])
    await db.query(
      `insert into admin_sessions (token_hash, username, expires_at) values ('expired', 'owner', now() - interval '1 hour'), ('live', 'owner', now() + interval '1 hour')`,
    )

    const config = await testConfig()
    expect(config.retentionDays).toBe(site.leadRetentionDays)
    expect(await housekeeping(db, config.retentionDays)).toEqual({ leads: 1, sessions: 1 })
    const left = (await db.query<{ id: string }>('select id from leads')).map((row) => row.id).sort()
    expect(left).toEqual([edge.id, fresh.id].sort())
    expect(await db.query('select count(*)::int as n from notifications where lead_id = $1', [old.id])).toEqual([{ n: 0 }])
    expect((await db.query<{ token_hash: string }>('select token_hash from admin_sessions')).map((row) => row.token_hash)).toEqual(['live'])
  })

  test.skipIf(backend.skipReason)(
    'a newsletter sign-up stays until its unsubscribe, and goes the set number of days after it, as the privacy notice says',
    async () => {
      const { app } = await testService(db)
      const [subscribed, justLeft, leftLongAgo] = [lead('newsletter'), lead('newsletter'), lead('newsletter')]
      for (const body of [subscribed, justLeft, leftLongAgo]) expect((await postLead(app, body)).status).toBe(201)
      await db.query(`update leads set received_at = now() - interval '1000 days' where id = any($1::uuid[])`, [
        [subscribed.id, justLeft.id, leftLongAgo.id],
      ])
      const unsubscribedAgo = (id: unknown, days: number) =>
        db.query(`update leads set unsubscribed_at = now() - make_interval(days => $2::int) where id = $1`, [id, days])
      await unsubscribedAgo(justLeft.id, site.unsubscribedKeptDays - 1)
      await unsubscribedAgo(leftLongAgo.id, site.unsubscribedKeptDays + 1)

      expect((await housekeeping(db, site.leadRetentionDays)).leads).toBe(1)
      const left = (await db.query<{ id: string }>(`select id from leads where type = 'newsletter'`)).map((row) => row.id).sort()
      expect(left).toEqual([subscribed.id, justLeft.id].sort())
    },
  )

  test.skipIf(backend.skipReason)('the leads table is vacuumed, so its pages are visible to index-only scans (PGlite has no autovacuum)', async () => {
    const { app } = await testService(db, { senders: { email: async () => undefined } })
    for (let index = 0; index < 20; index++) expect((await postLead(app, lead('hero'))).status).toBe(201)
    await db.query(`update leads set status = 'contacted'`)
    const lastVacuum = async () =>
      (await db.query<{ at: Date | null }>(`select last_vacuum as at from pg_stat_user_tables where relname = 'leads'`))[0]!.at
    const before = await lastVacuum()
    await housekeeping(db, site.leadRetentionDays)
    const after = await lastVacuum()
    expect(after).not.toBeNull()
    expect(new Date(after!).getTime()).toBeGreaterThan(before ? new Date(before).getTime() : 0)
    const [pages] = await db.query<{ visible: number; total: number }>(
      `select relallvisible as visible, relpages as total from pg_class where relname = 'leads'`,
    )
    expect(pages!.total).toBeGreaterThan(0)
    expect(pages!.visible).toBe(pages!.total)
  })
})
