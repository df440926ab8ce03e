/**
 * Leads routed by kind, on both storage back ends, through a real SMTP server and webhook receiver: applications in
 * their own folder and mailed, as applications, to their own recipients; newsletter sign-ups in the subscriber list
 * with no mail to the owner (the webhook still hears of them); every other enquiry in the inbox, mailed to each of
 * LEADS_NOTIFY_TO's addresses; every mail linking to the lead's view in the dashboard.
 */
import type { Hono } from 'hono'
import { folderOf, type LeadType } from '../../model/leadFields'
import type { Database } from '../../service/platform/db/database'
import { createMailer, type Mailer } from '../../service/notify/email'
import type { Notifier } from '../../service/notify/notifier'
import { createWebhook } from '../../service/notify/webhook'
import { header, startSmtp, textBody, type TestSmtp } from '../support/smtp'
import { backends, openTestDatabase } from './support/backends'
import { adminRequest, lead, login, postLead, SITE, testConfig, testService } from './support/service'
import { until } from './support/until'
import { startHook, type Hook } from './support/webhookReceiver'

const SALES = ['sales@agency.test', 'owner@agency.test']
const HIRING = ['hiring@agency.test', 'hr.head@agency.test']

describe.each(backends)('routing by kind on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  let smtp: TestSmtp
  let hook: Hook
  let app: Hono
  let notifier: Notifier
  let mailer: Mailer
  let cookie: string

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
    smtp = await startSmtp()
    hook = await startHook()
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Several addresses, with the spaces people type after commas.
      LEADS_NOTIFY_TO: SALES.join(', '),
      APPLICATIONS_NOTIFY_TO: HIRING.join(','),
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hook.port}/leads`,
      LEADS_WEBHOOK_SECRET: 'webhook-secret-for-tests-0123456789',
    }
    const config = await testConfig(env)
    mailer = createMailer(config.mail!)
    ;({ app, notifier } = await testService(db, { env, senders: { email: mailer.send, webhook: createWebhook(config.webhook!) } }))
    cookie = await login(app)
  })
  afterAll(async () => {
    await notifier?.stop()
    mailer?.close()
    await smtp?.close()
    await hook?.close()
    await close?.()
  })

  const mailsAbout = (id: unknown) => smtp.mails.filter((mail) => mail.raw.includes(String(id)))
  const list = async (query: string) => (await adminRequest(app, 'GET', `/leads?${query}`, { cookie })).json()

  test.skipIf(backend.skipReason)('each kind of lead lands in its folder, the database keeping the same rule as the dashboard', async () => {
    await db.query('delete from leads')
    const posted = {
      hero: lead('hero', { name: 'Hero Enquiry' }),
      contact: lead('contact', { name: 'Contact Enquiry' }),
      application: lead('contact', { name: 'Applicant Anand', position: 'ui-ux-designer', cvLink: 'https://drive.example.in/cv.pdf' }),
      signUp: lead('newsletter', { email: 'reader@example.in' }),
      spamApplication: lead('contact', { name: 'Spam Applicant', email: 'someone@yopmail.com', position: 'devops-engineer' }),
    }
    for (const body of Object.values(posted)) expect((await postLead(app, body)).status).toBe(201)

    const names = (page: { rows: { name: string | null; email: string }[] }) => page.rows.map((row) => row.name ?? row.email).sort()
    const inbox = await list('folder=inbox')
    expect(names(inbox)).toEqual(['Contact Enquiry', 'Hero Enquiry'])
    expect(inbox.folders).toEqual({ inbox: 2, applications: 1, subscribers: 1, spam: 1, mine: 0 })
    expect(inbox.counts).toMatchObject({ all: 2, hero: 1, contact: 1, newsletter: 0 })
    expect(names(await list('folder=applications'))).toEqual(['Applicant Anand'])
    expect(names(await list('folder=subscribers'))).toEqual(['reader@example.in'])
    expect(names(await list('folder=spam'))).toEqual(['Spam Applicant'])
    // A search stays within its folder: the job title finds the application there and nothing in the inbox.
    expect(names(await list('folder=applications&q=ui%2Fux'))).toEqual(['Applicant Anand'])
    expect((await list('folder=inbox&q=ui%2Fux')).total).toBe(0)

    const rows = await db.query<{ spam: boolean; type: LeadType; position: string | null; folder: string }>(
      'select spam, type, position, folder from leads',
    )
    expect(rows).toHaveLength(5)
    for (const row of rows) expect(row.folder).toBe(folderOf(row))

    // Out of spam, an application goes back to Applications (and is notified then).
    const moved = await adminRequest(app, 'PATCH', `/leads/${posted.spamApplication.id}`, { cookie, body: { spam: false } })
    expect(moved.status).toBe(200)
    expect(names(await list('folder=applications'))).toEqual(['Applicant Anand', 'Spam Applicant'])
    expect((await list('folder=spam')).total).toBe(0)
    expect((await adminRequest(app, 'GET', '/leads?folder=archive', { cookie })).status).toBe(400)
  })

  test.skipIf(backend.skipReason)(
    'an enquiry is mailed to every LEADS_NOTIFY_TO address, an application to APPLICATIONS_NOTIFY_TO as an application, each with the link to its view',
    async () => {
      const enquiry = lead('contact', { name: 'Asha Sharma', service: 'web-design' })
      const application = lead('contact', {
        name: 'Ravi Verma',
        email: 'ravi.verma@example.in',
        position: 'ui-ux-designer',
        cvLink: 'https://www.behance.net/raviverma',
        message: 'I have designed apps for three fintech start-ups.',
      })
      expect((await postLead(app, enquiry)).status).toBe(201)
      expect((await postLead(app, application)).status).toBe(201)
      const [enquiryMail] = await until(
        () => mailsAbout(enquiry.id),
        (found) => found.length > 0,
      )
      const [applicationMail] = await until(
        () => mailsAbout(application.id),
        (found) => found.length > 0,
      )

      // One message to both sales addresses (the envelope and the To header), none to hiring.
      expect(enquiryMail!.to).toEqual(SALES)
      expect(header(enquiryMail!.raw, 'To')).toBe(SALES.join(', '))
      expect(header(enquiryMail!.raw, 'Subject')).toBe('New enquiry from Asha Sharma (Contact form)')
      const enquiryText = textBody(enquiryMail!.raw)
      expect(enquiryText).toContain('A new enquiry arrived through the')
      expect(enquiryText).toContain(`Open it in the dashboard (notes, follow-up, history):\n${SITE}/admin/dashboard#lead=${enquiry.id}\n`)
      expect(enquiryText).toContain('Reply to this email to answer the visitor directly.')

      expect(applicationMail!.to).toEqual(HIRING)
      expect(header(applicationMail!.raw, 'Subject')).toBe('Job application from Ravi Verma: UI/UX Designer')
      expect(header(applicationMail!.raw, 'Reply-To')).toBe('Ravi Verma <ravi.verma@example.in>')
      const applicationText = textBody(applicationMail!.raw)
      expect(applicationText).toContain('A new job application arrived through the')
      expect(applicationText).not.toContain('A new enquiry')
      expect(applicationText).toContain('Position: UI/UX Designer')
      expect(applicationText).toContain('CV or portfolio: https://www.behance.net/raviverma')
      expect(applicationText).toContain(`${SITE}/admin/dashboard#lead=${application.id}`)
      expect(applicationText).toContain('Reply to this email to answer the applicant directly.')

      // One mail each, however many recipients: a second round of the sender sends nothing more.
      await notifier.wake()
      expect(mailsAbout(enquiry.id)).toHaveLength(1)
      expect(mailsAbout(application.id)).toHaveLength(1)
    },
  )

  test.skipIf(backend.skipReason)('a newsletter sign-up sends the owner no mail; the webhook still hears of it', async () => {
    const signUp = lead('newsletter', { email: 'quiet.reader@example.in' })
    const enquiry = lead('hero', { name: 'After The Sign-up' })
    expect((await postLead(app, signUp)).status).toBe(201)
    expect((await postLead(app, enquiry)).status).toBe(201)
    // The enquiry's mail and the sign-up's webhook come after the sign-up's turn in the queue.
    await until(
      () => mailsAbout(enquiry.id).length,
      (count) => count === 1,
    )
    const delivery = await until(
      () => hook.received.find((each) => each.body.includes(String(signUp.id))),
      (found) => found !== undefined,
    )
    expect(JSON.parse(delivery!.body).lead).toMatchObject({ type: 'newsletter', email: 'quiet.reader@example.in' })
    await notifier.wake()
    expect(smtp.mails.filter((mail) => mail.raw.includes('quiet.reader@example.in'))).toEqual([])
    const jobs = await db.query<{ channel: string; sent: boolean }>(
      'select channel, sent_at is not null as sent from notifications where lead_id = $1 order by channel',
      [signUp.id],
    )
    expect(jobs).toEqual([{ channel: 'webhook', sent: true }])
  })
})

test('LEADS_NOTIFY_TO and APPLICATIONS_NOTIFY_TO take several addresses; a bad one stops the service naming the variable', async () => {
  const config = await testConfig({
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LEADS_NOTIFY_TO: ' sales@agency.test , owner@agency.test,,sales@agency.test',
    APPLICATIONS_NOTIFY_TO: 'hiring@agency.test',
  })
  expect(config.mail!.recipients).toEqual({ leads: ['sales@agency.test', 'owner@agency.test'], applications: ['hiring@agency.test'] })
  // Unset, applications go to LEADS_NOTIFY_TO (service/notify/routing.ts).
  expect((await testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_NOTIFY_TO: 'sales@agency.test' })).mail!.recipients.applications).toBeNull()

  await expect(testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_NOTIFY_TO: 'sales@agency.test, owner@agency' })).rejects.toThrow(
    'LEADS_NOTIFY_TO must be e-mail addresses separated by commas; "owner@agency" is not one',
  )
  await expect(
    testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_NOTIFY_TO: 'sales@agency.test', APPLICATIONS_NOTIFY_TO: 'hiring@agency.test; hr@agency.test' }),
  ).rejects.toThrow('APPLICATIONS_NOTIFY_TO must be e-mail addresses separated by commas; "hiring@agency.test; hr@agency.test" is not one')
  await expect(testConfig({ APPLICATIONS_NOTIFY_TO: 'hiring@agency.test' })).rejects.toThrow('APPLICATIONS_NOTIFY_TO needs SMTP_URL')
})
