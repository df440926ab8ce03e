// @vitest-environment node
/** When a follow-up is due (India's time, whatever the machine's zone), and the links that reach a visitor. */
import { adminContent } from '../../admin/copy/admin'
import { e164, telHref } from '../../model/contactLinks'
import { reachLinks, replyMailtoHref, whatsAppHref } from '../../model/leadContact'
import { indiaNow } from '../../model/indiaTime'
import { followUpState, isRealDate } from '../../model/leadFollowUp'

test('the date and time in India, from any instant', () => {
  expect(indiaNow(new Date('2026-11-24T18:29:59Z'))).toEqual({ date: '2026-11-24', time: '23:59' })
  // 18:30 UTC is midnight in India: the next day has begun there.
  expect(indiaNow(new Date('2026-11-24T18:30:00Z'))).toEqual({ date: '2026-11-25', time: '00:00' })
  expect(indiaNow(new Date('2026-11-24T20:36:36Z'))).toEqual({ date: '2026-11-25', time: '02:06' })
})

test('a follow-up is overdue once its day has passed or its time today has come, due today until then', () => {
  // 10:00 in India on 25 November.
  const now = new Date('2026-11-25T04:30:00Z')
  const state = (followUpOn: string | null, followUpAt: string | null = null, status: 'new' | 'proposal' | 'won' | 'lost' = 'new') =>
    followUpState({ status, followUpOn, followUpAt }, now)
  expect(state(null)).toBeNull()
  expect(state('2026-11-24')).toBe('overdue')
  expect(state('2026-11-24', '23:59')).toBe('overdue')
  expect(state('2026-11-25')).toBe('due')
  expect(state('2026-11-25', '09:59')).toBe('overdue')
  expect(state('2026-11-25', '10:00')).toBe('overdue')
  expect(state('2026-11-25', '10:01', 'proposal')).toBe('due')
  expect(state('2026-11-26', '00:00')).toBeNull()
  // Won and lost leads are done with.
  expect(state('2026-11-20', null, 'won')).toBeNull()
  expect(state('2026-11-25', null, 'lost')).toBeNull()
  // Late on the 24th in UTC is already the 25th in India: a follow-up on the 24th is overdue there.
  expect(followUpState({ status: 'new', followUpOn: '2026-11-24', followUpAt: null }, new Date('2026-11-24T19:00:00Z'))).toBe('overdue')
})

test('real calendar dates only', () => {
  expect(isRealDate('2026-11-24')).toBe(true)
  expect(isRealDate('2028-02-29')).toBe(true)
  expect(isRealDate('2026-02-29')).toBe(false)
  expect(isRealDate('2026-13-01')).toBe(false)
  expect(isRealDate('24-11-2026')).toBe(false)
  expect(isRealDate('2026-11-24T00:00')).toBe(false)
})

test('visitors’ numbers as they type them become E.164, Indian when no country code is given', () => {
  for (const typed of ['+91 98111 22334', '+91-98111-22334', '9811122334', '98111 22334', '098111 22334', '91 98111 22334', '0091 98111 22334'])
    expect(e164(typed), typed).toBe('+919811122334')
  expect(e164('+44 20 7946 0958')).toBe('+442079460958')
  for (const unusable of ['', '12345', '+0 1234 5678', '+1234567890123456', 'call me']) expect(e164(unusable), unusable).toBeNull()
  expect(telHref('98111 22334')).toBe('tel:+919811122334')
})

test('WhatsApp and e-mail links carry their text encoded, never as markup or extra parameters', () => {
  expect(whatsAppHref('+919811122334', 'Hello Asha & team, about “SEO”?')).toBe(
    'https://wa.me/919811122334?text=Hello%20Asha%20%26%20team%2C%20about%20%E2%80%9CSEO%E2%80%9D%3F',
  )
  const mailto = replyMailtoHref('asha+leads@sharmatextiles.in', 'Your enquiry & more', 'Hello Asha,\n\nThanks.\r\nBest')
  expect(mailto).toBe('mailto:asha%2Bleads@sharmatextiles.in?subject=Your%20enquiry%20%26%20more&body=Hello%20Asha%2C%0D%0A%0D%0AThanks.%0D%0ABest')
  // An address cannot smuggle a second recipient or header in.
  expect(replyMailtoHref('a@b.in?cc=x@evil.example', 'S', 'B')).toBe('mailto:a@b.in%3Fcc%3Dx@evil.example?subject=S&body=B')
})

test('a sign-up with no name or phone can still be answered by e-mail, greeted without a name and with no call or WhatsApp link', () => {
  const { reach, brand } = adminContent.dashboard.leads.view
  const links = reachLinks({ name: null, email: 'reader@example.in', phone: null }, '', { sender: 'Priya Nair', brand }, reach)
  expect(links.call).toBeNull()
  expect(links.whatsApp).toBeNull()
  const body = decodeURIComponent(links.email.split('&body=')[1]!)
  expect(body.startsWith('Hello there,\r\n\r\nThank you for your enquiry. ')).toBe(true)
  expect(body).toContain('Priya Nair')
  // A number that cannot be dialled gets no links either, rather than a wrong one.
  expect(reachLinks({ name: 'Asha', email: 'a@b.in', phone: '12345' }, 'SEO', { sender: 'P', brand }, reach)).toMatchObject({ call: null, whatsApp: null })
})
