/**
 * Notifications through real peers on 127.0.0.1: an SMTP server started in the test and a webhook receiver that
 * checks the HMAC signature. A lead is stored first; its mail and webhook follow, retried until they go through,
 * exactly once each, and never for spam.
 */
import { createHmac } from 'node:crypto'
import type { Hono } from 'hono'
import type { Database } from '../../service/platform/db/database'
import { createMailer } from '../../service/notify/email'
import type { Notifier } from '../../service/notify/notifier'
import { createWebhook } from '../../service/notify/webhook'
import { freePort } from '../../scripts/support/postgres'
import { header, startSmtp, textBody, type TestSmtp } from '../support/smtp'
import { backends, openTestDatabase } from './support/backends'
import { adminRequest, lead, login, postLead, testService } from './support/service'
import { until } from './support/until'
import { startHook, type Hook } from './support/webhookReceiver'

const OWNER = 'leads@agency.test'
const SECRET = 'webhook-secret-for-tests-0123456789'

describe.each(backends)('notifications on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  let smtpPort: number
  let smtp: TestSmtp | null = null
  let hook: Hook
  let app: Hono
  let notifier: Notifier
  let mailer: ReturnType<typeof createMailer>

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
    smtpPort = await freePort()
    hook = await startHook()
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: OWNER,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hook.port}/leads`,
      LEADS_WEBHOOK_SECRET: SECRET,
    }
    const { testConfig } = await import('./support/service')
    const config = await testConfig(env)
    mailer = createMailer(config.mail!)
    ;({ app, notifier } = await testService(db, { env, senders: { email: mailer.send, webhook: createWebhook(config.webhook!) } }))
  })
  afterAll(async () => {
    await notifier?.stop()
    mailer?.close()
    await smtp?.close()
    await hook?.close()
    await close?.()
  })

  const jobs = (id: unknown) =>
    db.query<{ channel: string; attempts: number; sent_at: Date | null; last_error: string | null }>(
      'select channel, attempts, sent_at, last_error from notifications where lead_id = $1 order by channel',
      [id],
    )

  test.skipIf(backend.skipReason)('with the SMTP server down the lead is kept; the mail goes out once when it is back', async () => {
    const body = lead('contact', {
      name: 'Asha Sharma',
      company: 'Sharma Textiles',
      service: 'web-design',
      budget: '25000-50000',
      message: 'Please call after 5 pm.',
    })
    expect((await postLead(app, body)).status).toBe(201)
    // Stored at once, whatever the mail server does.
    expect(await db.query('select name from leads where id = $1', [body.id])).toEqual([{ name: 'Asha Sharma' }])
    const failing = await until(
      () => jobs(body.id),
      (rows) => rows.some((row) => row.channel === 'email' && row.attempts >= 2 && row.last_error !== null),
    )
    expect(failing.find((row) => row.channel === 'email')!.sent_at).toBeNull()

    smtp = await startSmtp(smtpPort)
    await until(
      () => smtp!.mails.length,
      (count) => count >= 1,
    )
    await until(
      () => jobs(body.id),
      (rows) => rows.every((row) => row.sent_at !== null),
    )
    // A duplicate would be sent by the next round of the sender: run one to its end (its mails are accepted by the
    // server before it resolves), then count.
    await notifier.wake()
    expect(smtp.mails).toHaveLength(1)

    const [mail] = smtp.mails
    expect(mail!.to).toEqual([OWNER])
    expect(header(mail!.raw, 'Reply-To')).toBe('Asha Sharma <asha@sharmatextiles.in>')
    expect(header(mail!.raw, 'Subject')).toBe('New enquiry from Asha Sharma (Contact form)')
    expect(header(mail!.raw, 'Message-ID')).toBe(`<lead-${body.id}@agency.test>`)
    const text = textBody(mail!.raw)
    for (const line of [
      'Name: Asha Sharma',
      'Email: asha@sharmatextiles.in',
      'Phone: +91 98765 43210',
      'Service: Website Development',
      'Company: Sharma Textiles',
      'Budget: ₹25,000-₹50,000',
      '> Please call after 5 pm.',
      `Lead id: ${body.id}`,
    ]) {
      expect(text).toContain(line)
    }
  })

  test.skipIf(backend.skipReason)('the webhook is signed with HMAC-SHA256 over the raw body and retried after 500s', async () => {
    smtp ??= await startSmtp(smtpPort)
    hook.failNext = 2
    const body = lead('hero', { name: 'Vikram Rao' })
    const before = hook.received.length
    expect((await postLead(app, body)).status).toBe(201)
    await until(
      () => hook.received.length,
      (count) => count > before,
    )
    const delivery = hook.received.at(-1)!
    const expected = `sha256=${createHmac('sha256', SECRET).update(delivery.body).digest('hex')}`
    expect(delivery.signature).toBe(expected)
    expect(JSON.parse(delivery.body)).toMatchObject({ event: 'lead.created', lead: { id: body.id, name: 'Vikram Rao', type: 'hero' } })
    const rows = await until(
      () => jobs(body.id),
      (list) => list.find((row) => row.channel === 'webhook')?.sent_at != null,
    )
    expect(rows.find((row) => row.channel === 'webhook')!.attempts).toBe(3)
  })

  test.skipIf(backend.skipReason)('the owner’s mail and the webhook body say where the visit came from', async () => {
    smtp ??= await startSmtp(smtpPort)
    const visit = {
      landingPage: '/services/ppc?utm_source=google&utm_medium=cpc&utm_campaign=diwali&gclid=EAIaIQ',
      referrer: 'https://www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'diwali',
      gclid: 'EAIaIQ',
    }
    const body = lead('hero', { name: 'Campaign Chopra', ...visit })
    expect((await postLead(app, body)).status).toBe(201)
    const mail = await until(
      () => smtp!.mails.find((each) => each.raw.includes('Campaign Chopra')),
      (found) => found !== undefined,
    )
    const text = textBody(mail!.raw)
    for (const line of [
      'Where the visit came from:',
      'Source: google',
      `Landing page: ${visit.landingPage}`,
      'Referrer: https://www.google.com',
      'utm_source: google',
      'utm_medium: cpc',
      'utm_campaign: diwali',
      'Google Ads click id (gclid): EAIaIQ',
    ]) {
      expect(text).toContain(line)
    }
    expect(text).not.toContain('utm_term')
    const delivery = await until(
      () => hook.received.find((each) => each.body.includes('Campaign Chopra')),
      (found) => found !== undefined,
    )
    expect(JSON.parse(delivery!.body).lead).toMatchObject({ ...visit, utmTerm: null, utmContent: null, fbclid: null, msclkid: null, source: 'google' })
  })

  test.skipIf(backend.skipReason)('spam is never notified; moved back to the inbox, it is notified once', async () => {
    smtp ??= await startSmtp(smtpPort)
    const body = lead('hero', { name: 'Rescued Lead', email: 'rescued@yopmail.com' })
    expect((await postLead(app, body)).status).toBe(201)
    await notifier.wake()
    expect(await jobs(body.id)).toEqual([])
    const cookie = await login(app)
    expect((await adminRequest(app, 'PATCH', `/leads/${body.id}`, { cookie, body: { spam: false } })).status).toBe(200)
    await notifier.wake()
    await until(
      () => smtp!.mails.filter((mail) => mail.raw.includes('Rescued Lead')).length,
      (count) => count === 1,
    )
  })

  test.skipIf(backend.skipReason)("a visitor cannot add mail headers, recipients or lines of the owner's mail through a form field", async () => {
    smtp ??= await startSmtp(smtpPort)
    // A one-line field with a line break is refused at the door.
    expect((await postLead(app, lead('hero', { name: 'Evil\r\nBcc: victim@example.in\r\nX-Injected: yes' }))).status).toBe(422)
    // The message may hold lines; in the mail each is quoted, so none passes for a header or a labelled line.
    const body = lead('contact', { message: 'Hi\r\nBcc: victim@example.in\r\nPage: /forged\nX-Injected: yes' })
    expect((await postLead(app, body)).status).toBe(201)
    const mail = (
      await until(
        () => smtp!.mails.filter((each) => each.raw.includes(String(body.id))),
        (list) => list.length === 1,
      )
    )[0]!
    expect(mail.to).toEqual([OWNER])
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!
    expect(head).not.toMatch(/^Bcc:/im)
    expect(head).not.toMatch(/^X-Injected:/im)
    const text = textBody(mail.raw)
    expect(text).toContain('> Bcc: victim@example.in')
    expect(text).toContain('> Page: /forged')
    expect(text).not.toMatch(/^(Bcc|X-Injected|Page: \/forged)/m)
  })
})
