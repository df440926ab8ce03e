/** The service's pure rules: spam verdicts, scrypt hashes and the login throttle (the rate limiter: rateLimit.test.ts). */
import { hashPassword, parseHash, verifyPassword } from '../../service/team/password'
import { waitFor } from '../../service/team/throttle'
import { countLinks, isDisposableEmail, judgeLead } from '../../service/leads/spam'
import { retryDelaySeconds } from '../../service/notify/notifier'
import { lead } from './support/service'
import { LEAD_LIMITS } from '../../model/leadFields'
import type { LeadInput } from '../../model/leadSchema'

test('spam verdicts: honeypot, links in the name, link stuffing, throwaway domains', () => {
  const verdict = (fields: Record<string, unknown>) => judgeLead(lead('contact', fields) as LeadInput)
  expect(verdict({})).toEqual({ spam: false, reason: null })
  expect(verdict({ website: 'x' })).toEqual({ spam: true, reason: 'honeypot field filled' })
  expect(verdict({ name: 'Buy now www.pills.example' })).toEqual({ spam: true, reason: 'link in the name' })
  expect(verdict({ message: 'see https://a.example and https://b.example' }).spam).toBe(false)
  expect(verdict({ message: '[url=https://a.example]x[/url] https://b.example www.c.example' })).toEqual({ spam: true, reason: 'more than 2 links' })
  expect(countLinks('http://a.example https://b.example www.c.example plain.example')).toBe(3)
  for (const email of ['a@mailinator.com', 'a@inbox.mailinator.com', 'a@my-tempmail.dev', 'a@YOPMAIL.com', 'a@burner.email', 'a@mail.tm', 'a@sub.mail.tm'])
    expect(isDisposableEmail(email), email).toBe(true)
  for (const email of ['a@gmail.com', 'a@sharmatextiles.in', 'temp@company.in', 'a@mail.tempest.in', 'a@rediffmail.com', 'a@outlook.com'])
    expect(isDisposableEmail(email), email).toBe(false)
})

test('the spam rules read links the way a person does: disguised, full-width, run together, bare, in any field', () => {
  const verdict = (fields: Record<string, unknown>) => judgeLead(lead('contact', fields) as LeadInput)
  // Each of these reached the inbox before: every one is spam now.
  const variants: Record<string, unknown>[] = [
    { message: 'cheap-pills.shop best-seo.xyz rank-fast.top' },
    { message: 'hxxps://a.example hxxps://b.example hxxps://c.example' },
    { message: 'ｈｔｔｐｓ：／／ａ.example ｈｔｔｐｓ：／／ｂ.example ｈｔｔｐｓ：／／ｃ.example' },
    { message: 'https://a.examplehttps://b.examplehttps://c.example' },
    { message: 'visit a[.]com, b(.)net and c dot org' },
    { cvLink: 'https://a.example https://b.example' },
    { cvLink: 'https://a.examplehttps://b.example' },
    { service: 'https://seo.example' },
    { budget: 'cheap-loans.online' },
    { page: 'http://spam.example/landing' },
    { position: 'www.jobs.example' },
    { name: 'ｗｗｗ．ｐｉｌｌｓ．com' },
    { company: 'a.com b.com', message: 'c.com' },
    { email: 'someone@mail.tm' },
  ]
  for (const fields of variants) expect(verdict(fields).spam, JSON.stringify(fields)).toBe(true)
  // What real enquiries hold stays in the inbox: a site or two, an email address, file names, version numbers.
  const real: Record<string, unknown>[] = [
    { message: 'Our site is https://sharmatextiles.in and our shop www.sharmashop.in' },
    { message: 'Write to me at ravi@sharmatextiles.in or ravi@gmail.com, or call.' },
    { message: 'We run Node.js 20 with main.py, README.md and config.yaml; version 2.5.1 of our app.' },
    { cvLink: 'https://www.linkedin.com/in/asha-sharma', message: 'My portfolio is on behance.net too.' },
    { company: 'Dot Net Solutions Pvt. Ltd.', name: 'Anil Kumar' },
    { page: '/contact', service: 'web-design', budget: '25000-50000', position: 'react-developer' },
  ]
  for (const fields of real) expect(verdict(fields), JSON.stringify(fields)).toEqual({ spam: false, reason: null })
})

test('a message of repeated characters is judged at once: no pattern backtracks over it', () => {
  // '@' x 5000 took 35 s before (an e-mail pattern backtracking in cubic time), and the service answered nothing
  // meanwhile. The repeated units are the shapes each pattern could have stumbled on; together they must take well
  // under the time one of them took then.
  const units = ['@', 'a@', '@a', 'x@', ' ', '\n', 'a ', 'a-', 'a.', '.a', 'a.b', 'h ', 'http://', 'www.', '[.]', ' dot', 'a@b.', '1.']
  const start = performance.now()
  for (const unit of units) {
    const message = unit.repeat(Math.ceil(LEAD_LIMITS.message / unit.length)).slice(0, LEAD_LIMITS.message)
    judgeLead(lead('contact', { message, company: message.slice(0, LEAD_LIMITS.company) }) as LeadInput)
  }
  expect(performance.now() - start).toBeLessThan(2000)
  // Reading the text in one pass changed no verdict: addresses are still not links, disguises still are.
  expect(countLinks('mail a@b.example or c@d.example')).toBe(0)
  expect(countLinks('@handle.com')).toBe(1)
  expect(countLinks('a  [.]  com and b\n\tdot   org')).toBe(2)
})

test('scrypt hashes verify the right password only, carry their parameters, and reject malformed settings', async () => {
  const encoded = await hashPassword('correct horse battery staple', { N: 2 ** 12, r: 8, p: 1 })
  expect(encoded).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
  const parsed = parseHash(encoded)
  expect(await verifyPassword('correct horse battery staple', parsed)).toBe(true)
  expect(await verifyPassword('correct horse battery stapl', parsed)).toBe(false)
  expect(await hashPassword('same', { N: 2 ** 12, r: 8, p: 1 })).not.toBe(await hashPassword('same', { N: 2 ** 12, r: 8, p: 1 }))
  expect(() => parseHash('scrypt$1000$8$1$c2FsdA==$a2V5')).toThrow('power of two')
  expect(() => parseHash('pbkdf2$1$2$3$4$5')).toThrow('scrypt$N$r$p$salt$hash')
})

test('login throttle: 5 free failures, then 30 s doubling to 15 minutes; a future failure is no throttle', () => {
  expect(waitFor(4, 0)).toBe(0)
  expect(waitFor(5, 0)).toBe(30_000)
  expect(waitFor(5, 10_000)).toBe(20_000)
  expect(waitFor(6, 0)).toBe(60_000)
  expect(waitFor(20, 0)).toBe(15 * 60_000)
  expect(waitFor(9, -60_000)).toBe(0)
})

test('notification retries back off from the base, doubling, capped at an hour', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([30, 60, 120, 240])
  expect(retryDelaySeconds(20, 30)).toBe(3600)
})
