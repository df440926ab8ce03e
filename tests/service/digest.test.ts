/**
 * The daily digest on a frozen clock, on both storage back ends, through a real SMTP server: nothing before 09:00 in
 * India, then one mail per user naming their overdue and due-today leads (owners also those nobody looks after),
 * yesterday's new leads as India counts yesterday and the count of yesterday's sign-ups; never a second one that day,
 * whatever the UTC date says; sent later the same day after a failure or a service that was down; none for a user
 * with nothing to report; and exactly once per user with two instances racing on one PostgreSQL.
 */
import { openDatabase, type Database } from '../../service/platform/db/database'
import { DigestSender } from '../../service/digest/sender'
import { createMailer, type Mailer, type MailMessage } from '../../service/notify/email'
import type { LogFields } from '../../service/platform/log'
import { header, startSmtp, textBody, type ReceivedMail, type TestSmtp } from '../support/smtp'
import { backends } from './support/backends'
import { addUser, lead, login, postLead, serviceSuite, SITE, testConfig } from './support/service'

const OWNERS_INBOX = 'owner.inbox@agency.test'
const NINE_AM = 9 * 60
/** Instants, in UTC, around 25 November 2026 in India (UTC+05:30). */
const AT = {
  day24nine: '2026-11-24T03:30:00Z',
  day24lastMinute: '2026-11-24T18:29:00Z',
  day25midnight: '2026-11-24T18:30:00Z',
  day25utcDate: '2026-11-25T00:00:00Z',
  day25before: '2026-11-25T03:29:59Z',
  day25nine: '2026-11-25T03:30:00Z',
  day25afternoon: '2026-11-25T10:00:00Z',
  day26nine: '2026-11-26T03:30:00Z',
}

describe.each(backends)('the daily digest on $name', (backend) => {
  const suite = serviceSuite(backend, { emptied: ['leads', 'digests'] })
  let smtp: TestSmtp
  let mailer: Mailer
  let owner: string
  let users: { owner: string; priya: string; ravi: string }
  let clock: Date
  let failing = false
  const logs: ({ event: string } & LogFields)[] = []

  beforeAll(async () => {
    if (backend.skipReason) return
    const { db, app } = suite
    owner = await login(app)
    smtp = await startSmtp()
    mailer = createMailer((await testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LEADS_NOTIFY_TO: OWNERS_INBOX })).mail!)
    const ownerId = (await db.query<{ id: string }>('select id from users where from_environment'))[0]!.id
    const priya = await addUser(app, owner, { name: 'Priya Nair', email: 'priya@agency.test' })
    const ravi = await addUser(app, owner, { name: 'Ravi Kumar', email: 'ravi@agency.test' })
    users = { owner: ownerId, priya: priya.id, ravi: ravi.id }
  })
  afterAll(async () => {
    mailer?.close()
    await smtp?.close()
  })
  beforeEach(async () => {
    if (backend.skipReason) return
    smtp.mails.length = 0
    logs.length = 0
    failing = false
  })

  /** A sender as an instance runs it, on the test's clock; its mail can be made to fail. */
  const sender = (database: Database = suite.db) =>
    new DigestSender(
      database,
      (message: MailMessage) => (failing ? Promise.reject(new Error('421 try again later')) : mailer.deliver(message)),
      { minute: NINE_AM, from: '"Agency website" <no-reply@agency.test>', dashboardOrigin: SITE, fallbackTo: [OWNERS_INBOX], retryBaseSeconds: 60 },
      () => clock,
      (event, fields = {}) => void logs.push({ ...fields, event }),
    )
  const runAt = (instant: string, database?: Database) => {
    clock = new Date(instant)
    return sender(database).run()
  }

  /** A lead stored through the API, then given its received time, follow-up and assignee as the test needs. */
  async function addLead(
    fields: Record<string, unknown>,
    {
      type = 'contact',
      receivedAt = '2026-10-01T06:00:00Z',
      followUpOn = null,
      followUpAt = null,
      assignee = null,
      status = 'new',
    }: {
      type?: 'hero' | 'contact' | 'newsletter'
      receivedAt?: string
      followUpOn?: string | null
      followUpAt?: string | null
      assignee?: string | null
      status?: string
    } = {},
  ): Promise<string> {
    const body = lead(type, fields)
    expect((await postLead(suite.app, body)).status).toBe(201)
    await suite.db.query(
      `update leads set received_at = $2, follow_up_on = $3::date, follow_up_at = $4::time, assigned_to = $5, status = $6,
         deal_value = case when $6 = 'won' then 1000 end where id = $1`,
      [body.id, receivedAt, followUpOn, followUpAt, assignee, status],
    )
    return String(body.id)
  }

  const mailTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address))
  const only = (mails: ReceivedMail[]) => {
    expect(mails).toHaveLength(1)
    return { subject: header(mails[0]!.raw, 'Subject'), text: textBody(mails[0]!.raw), raw: mails[0]!.raw }
  }
  const link = (id: string) => `${SITE}/admin/dashboard#lead=${id}`

  test.skipIf(backend.skipReason)(
    'nothing before 09:00 IST; at 09:00 one mail per user with their overdue and due-today leads, yesterday’s new leads and sign-ups; never twice',
    async () => {
      const overdue = await addLead({ name: 'Asha Sharma', service: 'web-design' }, { followUpOn: '2026-11-24', assignee: users.priya })
      const dueToday = await addLead({ name: 'Vikram Rao' }, { followUpOn: '2026-11-25', followUpAt: '15:00', assignee: users.priya })
      const thisMorning = await addLead({ name: 'Meera Iyer' }, { followUpOn: '2026-11-25', followUpAt: '08:30', assignee: users.priya })
      await addLead({ name: 'Tomorrow Tandon' }, { followUpOn: '2026-11-26', assignee: users.priya })
      await addLead({ name: 'Won Wadhwa' }, { followUpOn: '2026-11-20', assignee: users.priya, status: 'won' })
      const unattended = await addLead({ name: 'Nobody Nath' }, { followUpOn: '2026-11-22' })
      // Yesterday in India is 24 November: from 18:30 UTC on the 23rd to 18:30 UTC on the 24th.
      const lateYesterday = await addLead(
        { name: 'Late Lakshmi', service: 'seo' },
        { type: 'hero', receivedAt: '2026-11-24T18:29:00Z', assignee: users.ravi },
      )
      const application = await addLead({ name: 'Applicant Anil', position: 'devops-engineer' }, { receivedAt: '2026-11-23T18:30:00Z' })
      await addLead({ name: 'Today Tara' }, { receivedAt: '2026-11-24T18:30:00Z' })
      await addLead({ name: 'Day Before Dev' }, { receivedAt: '2026-11-23T18:29:59Z' })
      await addLead({ email: 'reader.one@example.in' }, { type: 'newsletter', receivedAt: '2026-11-24T10:00:00Z' })
      await addLead({ email: 'reader.two@example.in' }, { type: 'newsletter', receivedAt: '2026-11-24T11:00:00Z' })
      await addLead({ email: 'bot@yopmail.com' }, { type: 'newsletter', receivedAt: '2026-11-24T12:00:00Z' })

      expect(await runAt(AT.day25before)).toEqual({ day: null, sent: 0, empty: 0, failed: 0 })
      expect(smtp.mails).toEqual([])
      expect(await suite.db.query('select 1 from digests')).toEqual([])

      expect(await runAt(AT.day25nine)).toEqual({ day: '2026-11-25', sent: 3, empty: 0, failed: 0 })
      expect(smtp.mails).toHaveLength(3)

      const priya = only(mailTo('priya@agency.test'))
      expect(priya.subject).toBe('Your leads for 25 Nov 2026: 2 overdue, 1 due today, 2 new yesterday, 2 newsletter sign-ups')
      expect(header(priya.raw, 'Message-ID')).toBe(`<digest-2026-11-25-${users.priya}@agency.test>`)
      const [ownOverdue, ownDue] = priya.text.split('Your follow-ups due today')
      expect(ownOverdue).toContain('Your overdue follow-ups (2)')
      expect(ownOverdue).toContain(`- Asha Sharma (Contact form, Website Development), follow-up 24 Nov 2026\n  ${link(overdue)}`)
      // Today at 08:30 has come by 09:00: overdue, not due.
      expect(ownOverdue).toContain(`- Meera Iyer (Contact form), follow-up 25 Nov 2026 at 08:30 IST\n  ${link(thisMorning)}`)
      expect(ownDue).toContain(`(1)\n- Vikram Rao (Contact form), follow-up 25 Nov 2026 at 15:00 IST\n  ${link(dueToday)}`)
      expect(priya.text).toContain('New leads yesterday, 24 Nov 2026 (2)')
      expect(priya.text).toContain(`- Applicant Anil (Contact form, DevOps Engineer), not assigned yet\n  ${link(application)}`)
      expect(priya.text).toContain(`- Late Lakshmi (Free consultation form, SEO Optimization), assigned to Ravi Kumar\n  ${link(lateYesterday)}`)
      expect(priya.text).toContain('Newsletter sign-ups yesterday: 2')
      for (const absent of ['Tomorrow Tandon', 'Won Wadhwa', 'Nobody Nath', 'Today Tara', 'Day Before Dev', 'reader.one'])
        expect(priya.text).not.toContain(absent)
      expect(priya.text).toContain(`Open the dashboard:\n${SITE}/admin/dashboard\n`)

      // A member with no follow-ups still hears of yesterday; only owners see the leads nobody looks after.
      const ravi = only(mailTo('ravi@agency.test'))
      expect(ravi.subject).toBe('Your leads for 25 Nov 2026: 2 new yesterday, 2 newsletter sign-ups')
      expect(ravi.text).not.toContain('Nobody Nath')
      // The owner from the environment has no address of its own: theirs goes to LEADS_NOTIFY_TO.
      const ownersDigest = only(mailTo(OWNERS_INBOX))
      expect(ownersDigest.subject).toBe('Your leads for 25 Nov 2026: 1 not assigned, 2 new yesterday, 2 newsletter sign-ups')
      expect(ownersDigest.text).toContain(
        `Overdue or due today, and nobody is looking after them (1)\n- Nobody Nath (Contact form), follow-up 22 Nov 2026\n  ${link(unattended)}`,
      )

      // Later that day, and on a second run at once, nothing more.
      expect(await runAt('2026-11-25T03:31:00Z')).toMatchObject({ sent: 0, failed: 0 })
      expect(await runAt(AT.day25afternoon)).toMatchObject({ sent: 0, failed: 0 })
      expect(smtp.mails).toHaveLength(3)
    },
  )

  test.skipIf(backend.skipReason)('the day is India’s: one digest on the 24th and one on the 25th, whatever the UTC date says', async () => {
    await addLead({ name: 'Asha Sharma' }, { followUpOn: '2026-11-23', assignee: users.priya })
    expect(await runAt(AT.day24nine)).toMatchObject({ day: '2026-11-24' })
    expect(mailTo('priya@agency.test')).toHaveLength(1)
    // Late on the 24th, then past midnight in India while UTC is still on the 24th, then the UTC date turning:
    // the 24th's digest is not sent again and the 25th's waits for 09:00.
    expect(await runAt(AT.day24lastMinute)).toMatchObject({ day: '2026-11-24', sent: 0 })
    expect(await runAt(AT.day25midnight)).toMatchObject({ day: null, sent: 0 })
    expect(await runAt(AT.day25utcDate)).toMatchObject({ day: null, sent: 0 })
    expect(mailTo('priya@agency.test')).toHaveLength(1)
    expect(await runAt(AT.day25nine)).toMatchObject({ day: '2026-11-25' })
    const mails = mailTo('priya@agency.test')
    expect(mails.map((mail) => header(mail.raw, 'Subject'))).toEqual(['Your leads for 24 Nov 2026: 1 overdue', 'Your leads for 25 Nov 2026: 1 overdue'])
  })

  test.skipIf(backend.skipReason)(
    'a failed mail is sent again later that day, and a service down at 09:00 sends the day’s digest when it runs',
    async () => {
      await addLead({ name: 'Asha Sharma' }, { followUpOn: '2026-11-24', assignee: users.priya })
      failing = true
      // Only Priya has something to report: hers fails, the other two are done with no mail.
      expect(await runAt(AT.day25nine)).toMatchObject({ sent: 0, empty: 2, failed: 1 })
      expect(logs.filter((line) => line.event === 'digest.not_sent')).toEqual([expect.objectContaining({ user: users.priya, retryInSeconds: 60 })])
      // Not before its retry time (60 s on the first failure)...
      failing = false
      expect(await runAt('2026-11-25T03:30:59Z')).toMatchObject({ sent: 0, empty: 0, failed: 0 })
      // ...then once.
      expect(await runAt('2026-11-25T03:31:00Z')).toMatchObject({ sent: 1, empty: 0, failed: 0 })
      expect(mailTo('priya@agency.test')).toHaveLength(1)

      // The service was down all morning of the 26th: its first run, in the afternoon, sends the day's digest.
      expect(await runAt('2026-11-26T10:00:00Z')).toMatchObject({ day: '2026-11-26', sent: 1 })
      expect(mailTo('priya@agency.test').map((mail) => header(mail.raw, 'Subject'))).toEqual([
        'Your leads for 25 Nov 2026: 1 overdue',
        'Your leads for 26 Nov 2026: 1 overdue',
      ])
    },
  )

  test.skipIf(backend.skipReason)('a day with nothing to report sends nobody a mail, and is not looked at again', async () => {
    await addLead({ name: 'Old Lead' }, { receivedAt: '2026-11-01T06:00:00Z' })
    expect(await runAt(AT.day25nine)).toEqual({ day: '2026-11-25', sent: 0, empty: 3, failed: 0 })
    expect(smtp.mails).toEqual([])
    expect(await suite.db.query('select count(*)::int as count from digests where day = $1 and sent_at is not null and empty', ['2026-11-25'])).toEqual([
      { count: 3 },
    ])
    expect(await runAt(AT.day25afternoon)).toEqual({ day: '2026-11-25', sent: 0, empty: 0, failed: 0 })
  })

  test.skipIf(backend.skipReason || backend.name !== 'PostgreSQL')('two instances on one PostgreSQL send each user exactly one digest', async () => {
    const second = await openDatabase(suite.target)
    try {
      for (const [index, assignee] of [users.owner, users.priya, users.ravi].entries()) {
        await addLead({ name: `Overdue ${index}` }, { followUpOn: '2026-11-24', assignee })
      }
      // Slow acceptance keeps both instances busy at once.
      smtp.delayMs = 200
      clock = new Date(AT.day25nine)
      const results = await Promise.all([sender(suite.db).run(), sender(second).run(), sender(suite.db).run(), sender(second).run()])
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3)
      expect(smtp.mails.map((mail) => mail.to.join()).sort()).toEqual([OWNERS_INBOX, 'priya@agency.test', 'ravi@agency.test'])
      // Later runs on either instance find nothing left to send.
      expect((await Promise.all([sender(suite.db).run(), sender(second).run()])).map((result) => result.sent)).toEqual([0, 0])
      expect(smtp.mails).toHaveLength(3)
    } finally {
      smtp.delayMs = 0
      await second.close()
    }
  })
})
