/**
 * An address that may not reach anyone is flagged on the lead, on both storage back ends: a domain without a dot on
 * arrival, and a domain with no mail or web server after a lookup that runs once the lead is acknowledged (a fake
 * resolver here: there is no internet on this machine). The lookup never holds up the 201 and never loses a lead.
 * Also the lookup's own rules (service/leads/emailDomain.ts) over a fake DNS.
 */
import type { Hono } from 'hono'
import type { Database } from '../../service/platform/db/database'
import { dnsDomainLookup, type DnsResolver, type DomainLookup, type DomainVerdict } from '../../service/leads/emailDomain'
import { backends, openTestDatabase } from './support/backends'
import { adminRequest, lead, login, postLead, testService, type TestService } from './support/service'

/** A resolver whose answers the test gives, one domain at a time, and which records what it was asked. */
function fakeLookup() {
  const asked: string[] = []
  const pending = new Map<string, (verdict: DomainVerdict) => void>()
  const lookup: DomainLookup = (domain) => {
    asked.push(domain)
    return new Promise((resolve) => pending.set(domain, resolve))
  }
  const answer = (domain: string, verdict: DomainVerdict) => {
    const resolve = pending.get(domain)
    if (!resolve) throw new Error(`${domain} was not looked up`)
    resolve(verdict)
  }
  return { lookup, asked, answer }
}

describe.each(backends)('email address check on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  let fake: ReturnType<typeof fakeLookup>
  let service: TestService
  let app: Hono

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
  })
  afterAll(async () => close?.())
  beforeEach(async () => {
    if (backend.skipReason) return
    await db.query('delete from leads')
    fake = fakeLookup()
    service = await testService(db, { emailDomains: (domain) => fake.lookup(domain) })
    app = service.app
  })

  const problemOf = async (id: unknown) =>
    (await db.query<{ email_problem: string | null }>('select email_problem from leads where id = $1', [id]))[0]?.email_problem
  /** The lookup's update lands just after the answer: wait for it (a second at most). */
  const eventually = async (id: unknown, expected: string | null) => {
    const until = Date.now() + 1000
    while ((await problemOf(id)) !== expected && Date.now() < until) await new Promise((done) => setTimeout(done, 10))
    expect(await problemOf(id)).toBe(expected)
  }

  test.skipIf(backend.skipReason)('a domain without a dot is stored and flagged on arrival, with no lookup', async () => {
    const body = lead('contact', { email: 'anil@guptamotors' })
    expect((await postLead(app, body)).status).toBe(201)
    expect(await problemOf(body.id)).toBe('domain_without_dot')
    expect(fake.asked).toEqual([])
    const cookie = await login(app)
    const shown = await (await adminRequest(app, 'GET', `/leads/${body.id}`, { cookie })).json()
    expect(shown).toMatchObject({ email: 'anil@guptamotors', emailProblem: 'domain_without_dot' })
    const list = await (await adminRequest(app, 'GET', '/leads', { cookie })).json()
    expect(list.rows[0].emailProblem).toBe('domain_without_dot')
  })

  test.skipIf(backend.skipReason)('the 201 comes while the lookup is still waiting; a domain that does not exist is flagged after', async () => {
    const body = lead('hero', { email: 'anil@guptamotors-typo.in' })
    const response = await postLead(app, body)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: body.id, received: true })
    expect(fake.asked).toEqual(['guptamotors-typo.in'])
    expect(await problemOf(body.id)).toBeNull()
    fake.answer('guptamotors-typo.in', 'missing')
    await eventually(body.id, 'domain_not_found')
  })

  test.skipIf(backend.skipReason)('a domain that exists, or one the resolver could not answer for, is not flagged', async () => {
    const found = lead('hero', { email: 'asha@sharmatextiles.in' })
    const unknown = lead('popup', { email: 'ravi@slow-dns.in' })
    const missing = lead('contact', { email: 'ravi@no-such-shop.in' })
    for (const body of [found, unknown, missing]) expect((await postLead(app, body)).status).toBe(201)
    fake.answer('sharmatextiles.in', 'found')
    fake.answer('slow-dns.in', 'unknown')
    // Answered last, its flag is written after anything the first two answers could have written.
    fake.answer('no-such-shop.in', 'missing')
    await eventually(missing.id, 'domain_not_found')
    expect(await problemOf(found.id)).toBeNull()
    expect(await problemOf(unknown.id)).toBeNull()
  })

  test.skipIf(backend.skipReason)('a lookup that fails is logged by the lead id alone and leaves the lead as stored', async () => {
    const failing = await testService(db, { emailDomains: async () => Promise.reject(new Error('resolver crashed for anil@x.in')) })
    const body = lead('hero', { email: 'anil@broken-resolver.in' })
    expect((await postLead(failing.app, body)).status).toBe(201)
    const until = Date.now() + 1000
    while (!failing.logs.some((line) => line.event === 'lead.email_check_failed') && Date.now() < until) await new Promise((done) => setTimeout(done, 10))
    const logged = failing.logs.find((line) => line.event === 'lead.email_check_failed')
    expect(logged).toMatchObject({ lead: body.id })
    expect(JSON.stringify(logged)).not.toContain('anil@')
    expect(await problemOf(body.id)).toBeNull()
  })

  test.skipIf(backend.skipReason)('a flagged address is said in words in the CSV', async () => {
    await postLead(app, lead('contact', { email: 'anil@guptamotors' }))
    const cookie = await login(app)
    const csv = await (await adminRequest(app, 'GET', '/leads/export?format=csv', { cookie })).text()
    expect(csv).toContain('"Check this address: the domain has no ending such as .com or .in')
  })
})

describe('dnsDomainLookup', () => {
  /** DNS as a table: domain -> records per kind, or an error code for every question about it. */
  function fakeDns(zone: Record<string, { mx?: number; a?: number; aaaa?: number } | string>) {
    const questions: string[] = []
    const ask = (kind: 'mx' | 'a' | 'aaaa') => async (domain: string) => {
      questions.push(`${kind} ${domain}`)
      const entry = zone[domain] ?? 'ENOTFOUND'
      if (typeof entry === 'string') throw Object.assign(new Error(`queryX ${entry} ${domain}`), { code: entry })
      const count = entry[kind] ?? 0
      if (count === 0) throw Object.assign(new Error(`queryX ENODATA ${domain}`), { code: 'ENODATA' })
      return Array.from({ length: count }, () => ({ exchange: 'mx.example', priority: 10 }))
    }
    const resolver = { resolveMx: ask('mx'), resolve4: ask('a'), resolve6: ask('aaaa') } as unknown as DnsResolver
    return { resolver, questions }
  }
  const working = { 'gmail.com': { mx: 5 } }

  test('found by a mail server, or failing that by an A or AAAA record', async () => {
    const dns = fakeDns({ ...working, 'shop.in': { mx: 1 }, 'web-only.in': { a: 1 }, 'v6.in': { aaaa: 1 } })
    const lookup = dnsDomainLookup({ resolver: dns.resolver })
    expect(await lookup('shop.in')).toBe('found')
    expect(await lookup('web-only.in')).toBe('found')
    expect(await lookup('v6.in')).toBe('found')
  })

  test('missing when the name does not exist or has none of them, while the resolver still finds a known domain', async () => {
    const dns = fakeDns({ ...working, 'parked.in': { mx: 0 } })
    const lookup = dnsDomainLookup({ resolver: dns.resolver })
    expect(await lookup('guptamotors-typo.in')).toBe('missing')
    expect(await lookup('parked.in')).toBe('missing')
  })

  test('unknown, never missing, when DNS itself does not work here (offline, firewalled) or times out', async () => {
    const offline = dnsDomainLookup({ resolver: fakeDns({}).resolver })
    expect(await offline('guptamotors-typo.in')).toBe('unknown')
    const slow = dnsDomainLookup({ resolver: fakeDns({ ...working, 'slow.in': 'ETIMEOUT' }).resolver })
    expect(await slow('slow.in')).toBe('unknown')
  })

  test('a domain is looked up once for many leads', async () => {
    const dns = fakeDns({ ...working, 'shop.in': { mx: 1 } })
    const lookup = dnsDomainLookup({ resolver: dns.resolver })
    await Promise.all([lookup('shop.in'), lookup('shop.in'), lookup('shop.in')])
    expect(dns.questions.filter((question) => question.endsWith(' shop.in'))).toEqual(['mx shop.in'])
  })

  test('the real resolver answers within its timeout (no internet here: found, missing or unknown, never an error)', async () => {
    const started = Date.now()
    const verdict = await dnsDomainLookup({ timeoutMs: 500 })('no-such-domain.invalid')
    expect(['missing', 'unknown']).toContain(verdict)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
