/**
 * The daily digest as a host runs it: two instances of the compiled service started together on one PostgreSQL
 * database with SMTP_URL and DIGEST_TIME set, a team with overdue leads already there. Each user gets exactly one
 * digest for the day, whichever instance sends it (smtp-server as the mail server).
 */
import { inject } from 'vitest'
import { indiaNow } from '../../model/indiaTime'
import { openDatabase } from '../../service/platform/db/database'
import { freePort } from '../../scripts/support/postgres'
import { compiledService, startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { header, startSmtp, type TestSmtp } from '../support/smtp'
import { backends } from './support/backends'
import { addUser, lead, login, postLead, serviceEnv, testService } from './support/service'
import { until } from './support/until'

const postgres = backends.find((backend) => backend.name === 'PostgreSQL')!
const OWNERS_INBOX = 'owner.inbox@agency.test'

describe.skipIf(postgres.skipReason)('the daily digest with two instances on one PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof postgres.create>>
  let smtp: TestSmtp
  let instances: ServiceProcess[] = []

  beforeAll(async () => {
    created = await postgres.create()
    smtp = await startSmtp()
    // The team and their leads, there before either instance starts: each user has one overdue follow-up.
    const db = await openDatabase(created.target)
    try {
      const { app } = await testService(db)
      const owner = await login(app)
      const team = [
        (await db.query<{ id: string }>('select id from users where from_environment'))[0]!.id,
        (await addUser(app, owner, { name: 'Priya Nair', email: 'priya@agency.test' })).id,
        (await addUser(app, owner, { name: 'Ravi Kumar', email: 'ravi@agency.test' })).id,
      ]
      const yesterday = new Date(Date.parse(`${indiaNow(new Date()).date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      for (const [index, userId] of team.entries()) {
        const body = lead('contact', { name: `Overdue Lead ${index}` })
        expect((await postLead(app, body)).status).toBe(201)
        await db.query('update leads set follow_up_on = $2::date, assigned_to = $3 where id = $1', [body.id, yesterday, userId])
      }
    } finally {
      await db.close()
    }
    const env = {
      ...(await serviceEnv()),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_NOTIFY_TO: OWNERS_INBOX,
      // Midnight in India: the day's digest is due whenever the test runs.
      DIGEST_TIME: '00:00',
    }
    instances = await Promise.all(
      [0, 1].map(async () => startServiceProcess(created.target, await freePort(), env, compiledService(inject('serviceBuild')))),
    )
  }, 300_000)

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM')
    await Promise.all(instances.map((instance) => instance.exited))
    await smtp?.close()
    await created?.dispose()
  })

  test('each user gets exactly one digest for the day, whichever instance sends it', async () => {
    // Both instances have run the digest at start (a run logs what it did once its mails were accepted).
    const runs = await until(
      () => instances.map((instance) => instance.logs().filter((line) => line.event === 'digest.run')),
      (perInstance) => perInstance.every((lines) => lines.length > 0),
      60_000,
    )
    // One mail per user and day: no Message-ID twice (it names both), and every user had theirs. Counted per day, so a
    // run that happens to cross midnight in India (a new day's digest) cannot make this fail.
    const ids = smtp.mails.map((mail) => header(mail.raw, 'Message-ID'))
    expect(new Set(ids).size).toBe(ids.length)
    expect([...new Set(smtp.mails.map((mail) => mail.to.join()))].sort()).toEqual([OWNERS_INBOX, 'priya@agency.test', 'ravi@agency.test'])
    expect(runs.flat().reduce((sum, line) => sum + Number(line.sent), 0)).toBe(smtp.mails.length)
    for (const mail of smtp.mails) {
      expect(header(mail.raw, 'Subject')).toMatch(/^Your leads for .+: 1 overdue/)
      expect(mail.raw).toMatch(/Overdue Lead \d/)
    }
    // Each instance stops cleanly; nothing more was sent meanwhile.
    for (const instance of instances) instance.child.kill('SIGTERM')
    const sent = smtp.mails.length
    expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual([0, 0])
    expect(smtp.mails).toHaveLength(sent)
  })
})
