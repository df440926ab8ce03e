/** The pure rules behind routing and the digest: which channels a lead gets, where its mail goes, and when a digest is due in India. */
import { channelsFor, recipientsOf } from '../../service/notify/routing'
import { digestRecipients } from '../../service/digest/sender'
import { digestDayAt, indiaDayBounds, nextDigestAt, previousDay } from '../../service/digest/schedule'

test('a sign-up is not mailed but goes to the webhook; every other lead gets every channel', () => {
  expect(channelsFor('newsletter', ['email', 'webhook'])).toEqual(['webhook'])
  expect(channelsFor('newsletter', ['email'])).toEqual([])
  for (const type of ['hero', 'popup', 'contact'] as const) expect(channelsFor(type, ['email', 'webhook'])).toEqual(['email', 'webhook'])
})

test('an application goes to APPLICATIONS_NOTIFY_TO, or to LEADS_NOTIFY_TO when that is not set; an enquiry to LEADS_NOTIFY_TO', () => {
  const both = { leads: ['sales@a.in', 'owner@a.in'], applications: ['hr@a.in'] }
  expect(recipientsOf({ position: 'devops-engineer' }, both)).toEqual(['hr@a.in'])
  expect(recipientsOf({ position: null }, both)).toEqual(['sales@a.in', 'owner@a.in'])
  expect(recipientsOf({ position: 'devops-engineer' }, { ...both, applications: null })).toEqual(['sales@a.in', 'owner@a.in'])
  expect(digestRecipients({ email: 'priya@a.in' }, ['sales@a.in'])).toEqual(['priya@a.in'])
  expect(digestRecipients({ email: null }, ['sales@a.in', 'owner@a.in'])).toEqual(['sales@a.in', 'owner@a.in'])
})

test('the digest is due from its time in India until that day ends, whatever the UTC date', () => {
  const nine = 9 * 60
  expect(digestDayAt(new Date('2026-11-25T03:29:59Z'), nine)).toBeNull()
  expect(digestDayAt(new Date('2026-11-25T03:30:00Z'), nine)).toBe('2026-11-25')
  expect(digestDayAt(new Date('2026-11-25T18:29:59Z'), nine)).toBe('2026-11-25')
  // 18:30 UTC on the 25th is midnight in India: the 26th, before its 09:00.
  expect(digestDayAt(new Date('2026-11-25T18:30:00Z'), nine)).toBeNull()
  expect(digestDayAt(new Date('2026-11-25T18:30:00Z'), 0)).toBe('2026-11-26')
  expect(digestDayAt(new Date('2026-11-24T23:00:00Z'), nine)).toBeNull()
})

test('an Indian day in instants, the day before, and the next digest time', () => {
  expect(indiaDayBounds('2026-11-25')).toEqual({ start: new Date('2026-11-24T18:30:00Z'), end: new Date('2026-11-25T18:30:00Z') })
  expect(previousDay('2026-12-01')).toBe('2026-11-30')
  expect(previousDay('2027-01-01')).toBe('2026-12-31')
  const nine = 9 * 60
  expect(nextDigestAt(new Date('2026-11-25T01:00:00Z'), nine)).toEqual(new Date('2026-11-25T03:30:00Z'))
  expect(nextDigestAt(new Date('2026-11-25T03:30:00Z'), nine)).toEqual(new Date('2026-11-26T03:30:00Z'))
  // After midnight in India but before midnight UTC: today's (the 26th's) 09:00 is still to come.
  expect(nextDigestAt(new Date('2026-11-25T19:00:00Z'), nine)).toEqual(new Date('2026-11-26T03:30:00Z'))
})
