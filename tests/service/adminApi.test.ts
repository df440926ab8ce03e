/**
 * The admin API on both storage back ends: nothing without a valid session, login throttling, the Origin check,
 * and every operation the dashboard uses (list, search, filter, status, spam, export, delete, erase, logout).
 */
import { backends } from './support/backends'
import { ADMIN, adminRequest, lead, login, postLead, serviceSuite, SITE } from './support/service'

const PROTECTED: [string, string, unknown?][] = [
  ['GET', '/session'],
  ['GET', '/leads'],
  ['GET', '/leads/export?format=csv'],
  ['GET', '/leads/facets'],
  ['GET', '/analytics/overview'],
  ['GET', '/analytics/report?from=2026-01-01&to=2026-01-31'],
  ['GET', '/leads/00000000-0000-4000-8000-000000000000'],
  ['PATCH', '/leads/00000000-0000-4000-8000-000000000000', { status: 'contacted' }],
  ['GET', '/leads/00000000-0000-4000-8000-000000000000/activity'],
  ['POST', '/leads/00000000-0000-4000-8000-000000000000/notes', { body: 'A note' }],
  ['PUT', '/leads/00000000-0000-4000-8000-000000000000/follow-up', { on: null, at: null }],
  ['PATCH', '/leads/00000000-0000-4000-8000-000000000000/notes/00000000-0000-4000-8000-000000000000', { body: 'A note' }],
  ['DELETE', '/leads/00000000-0000-4000-8000-000000000000'],
  ['POST', '/erasure', { email: 'a@b.in' }],
  ['GET', '/users'],
  ['POST', '/users', { name: 'New Person', email: 'new@b.in', role: 'owner' }],
  ['PATCH', '/users/00000000-0000-4000-8000-000000000000', { role: 'owner' }],
  ['POST', '/users/00000000-0000-4000-8000-000000000000/setup-link'],
  ['POST', '/account/password', { current: 'x', password: 'a long new password 1' }],
  ['POST', '/account/two-factor'],
  ['POST', '/account/two-factor/confirm', { code: '123456' }],
  ['POST', '/account/two-factor/off', { password: 'x' }],
]

describe.each(backends)('admin API on $name', (backend) => {
  const service = serviceSuite(backend, { emptied: ['leads', 'login_failures'] })

  const seed = async (bodies: Record<string, unknown>[]) => {
    for (const body of bodies) expect((await postLead(service.app, body)).status).toBe(201)
  }

  test.skipIf(backend.skipReason)('every admin endpoint refuses a request without a session, with a forged cookie, or with an expired one', async () => {
    const cookie = await login(service.app)
    // Expire that session in the database, as if its 8 hours had passed.
    await service.db.query(`update admin_sessions set expires_at = now() - interval '1 minute'`)
    for (const [method, path, body] of PROTECTED) {
      const none = await adminRequest(service.app, method, path, { body })
      expect(none.status, `${method} ${path} without a cookie`).toBe(401)
      expect((await none.json()).error.code).toBe('not_signed_in')
      const forged = await adminRequest(service.app, method, path, { body, cookie: 'admin_session=' + 'A'.repeat(43) })
      expect(forged.status, `${method} ${path} with a forged cookie`).toBe(401)
      const garbage = await adminRequest(service.app, method, path, { body, cookie: `admin_session=' OR 1=1 --` })
      expect(garbage.status).toBe(401)
    }
    const expired = await adminRequest(service.app, 'GET', '/leads', { cookie })
    expect(expired.status).toBe(401)
    expect((await expired.json()).error).toEqual({ code: 'session_expired', message: 'Your session has expired. Please log in again.' })
    // An expired session is gone, not just refused.
    expect((await adminRequest(service.app, 'GET', '/leads', { cookie })).status).toBe(401)
  })

  test.skipIf(backend.skipReason)('login sets an HttpOnly, SameSite=Strict, Secure cookie with an expiry, scoped to the admin API', async () => {
    const response = await adminRequest(service.app, 'POST', '/login', { body: ADMIN })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ username: ADMIN.username })
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Secure/i)
    expect(cookie).toMatch(/Path=\/api\/admin/)
    expect(cookie).toMatch(/Max-Age=28800/)
    // Only a hash of the token is stored.
    const token = cookie.split(';')[0]!.split('=')[1]!
    const stored = await service.db.query<{ token_hash: string }>('select token_hash from admin_sessions')
    expect(stored.map((row) => row.token_hash)).not.toContain(token)
  })

  test.skipIf(backend.skipReason)(
    'a wrong password or user is refused with the spec message; five failures throttle that user from any address',
    async () => {
      const wrong = await adminRequest(service.app, 'POST', '/login', { body: { username: ADMIN.username, password: 'guess' } })
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid credentials. Please try again.' } })
      expect((await adminRequest(service.app, 'POST', '/login', { body: { username: 'root', password: ADMIN.password } })).status).toBe(401)
      for (let attempt = 0; attempt < 4; attempt++)
        await adminRequest(service.app, 'POST', '/login', { body: { username: ADMIN.username, password: `guess ${attempt}` } })
      // Now even the right password, from a new address, waits.
      const throttled = await adminRequest(service.app, 'POST', '/login', { body: ADMIN })
      expect(throttled.status).toBe(429)
      expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(25)
      expect((await throttled.json()).error.message).toMatch(/^Too many failed attempts\. Please wait \d+ seconds before trying again\.$/)
    },
  )

  test.skipIf(backend.skipReason)('five failures from one address throttle that address for every username', async () => {
    const ip = '192.0.2.44'
    for (let attempt = 0; attempt < 5; attempt++)
      await adminRequest(service.app, 'POST', '/login', { ip, body: { username: `user${attempt}`, password: 'guess' } })
    expect((await adminRequest(service.app, 'POST', '/login', { ip, body: ADMIN })).status).toBe(429)
    expect((await adminRequest(service.app, 'POST', '/login', { ip: '192.0.2.45', body: ADMIN })).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('a failure recorded in the future (the clock moved) does not lock the admin out', async () => {
    await service.db.query(`insert into login_failures (key, failures, last_failure_at) values ('user:${ADMIN.username}', 9, now() + interval '2 days')`)
    expect((await adminRequest(service.app, 'POST', '/login', { body: ADMIN })).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('a state-changing request from another origin, or with no Origin, is refused even with a valid session', async () => {
    await seed([lead('hero')])
    const cookie = await login(service.app)
    const id = (await service.db.query<{ id: string }>('select id from leads'))[0]!.id
    for (const origin of ['https://evil.example', null]) {
      const patch = await adminRequest(service.app, 'PATCH', `/leads/${id}`, { cookie, origin, body: { status: 'contacted' } })
      expect(patch.status).toBe(403)
      expect((await patch.json()).error.code).toBe('origin_not_allowed')
      expect((await adminRequest(service.app, 'DELETE', `/leads/${id}`, { cookie, origin })).status).toBe(403)
      expect((await adminRequest(service.app, 'POST', '/erasure', { cookie, origin, body: { email: 'asha@sharmatextiles.in' } })).status).toBe(403)
      expect((await adminRequest(service.app, 'POST', '/login', { origin, body: ADMIN })).status).toBe(403)
    }
    expect((await service.db.query('select status from leads'))[0]).toEqual({ status: 'new' })
  })

  test.skipIf(backend.skipReason)('the list pages newest first, searches like the spec, filters by form, status and folder, and counts', async () => {
    const bodies = Array.from({ length: 120 }, (_, index) =>
      lead(index % 3 === 0 ? 'contact' : 'hero', {
        name: `Client ${String(index).padStart(3, '0')}`,
        phone: `+91 90000 ${String(index).padStart(5, '0')}`,
        service: index % 2 ? 'seo' : 'ppc',
      }),
    )
    for (const body of bodies) {
      await service.db.query(
        `insert into leads (id, type, name, email, phone, service, submitted_at, received_at) values ($1, $2, $3, $4, $5, $6, now(), now() - make_interval(secs => $7::int))`,
        [body.id, body.type, body.name, `client${bodies.indexOf(body)}@example.in`, body.phone, body.service, 1000 - bodies.indexOf(body)],
      )
    }
    await seed([lead('hero', { name: 'Spam Bot', website: 'x' })])
    const cookie = await login(service.app)
    const get = async (query: string) => {
      const response = await adminRequest(service.app, 'GET', `/leads?${query}`, { cookie })
      expect(response.status).toBe(200)
      return response.json()
    }
    const first = await get('')
    expect(first.total).toBe(120)
    expect(first.rows).toHaveLength(50)
    expect(first.rows[0].name).toBe('Client 119')
    expect(first.counts).toEqual({ all: 120, hero: 80, popup: 0, contact: 40, newsletter: 0 })
    expect(first.folders).toEqual({ inbox: 120, applications: 0, subscribers: 0, spam: 1, mine: 0 })
    const third = await get('page=3')
    expect(third.rows.map((row: { name: string }) => row.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Client ${String(19 - index).padStart(3, '0')}`),
    )

    expect((await get('q=CLIENT 00')).total).toBe(10)
    expect((await get('q=client7%40example')).total).toBe(1)
    expect((await get('q=SEO')).total).toBe(60)
    expect((await get('q=90000 0011')).total).toBe(10) // phone, as typed
    expect((await get('q=%25')).total).toBe(0) // a % is text, not a wildcard
    expect((await get('q=119client119')).total).toBe(0) // no match runs on from the name into the email
    const contacts = await get('type=contact&q=seo')
    expect(contacts.total).toBe(20)
    expect(contacts.counts).toMatchObject({ all: 60, hero: 40, contact: 20 })
    const spam = await get('folder=spam')
    expect(spam.rows.map((row: { name: string; spamReason: string }) => [row.name, row.spamReason])).toEqual([['Spam Bot', 'honeypot field filled']])

    const bad = await adminRequest(service.app, 'GET', '/leads?pageSize=5000&folder=trash', { cookie })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('invalid_query')
    const twoLines = await adminRequest(service.app, 'GET', '/leads?q=Client%20119%0Aclient119', { cookie })
    expect(twoLines.status).toBe(400)
    expect((await twoLines.json()).error.message).toContain('must be one line')
  })

  test.skipIf(backend.skipReason)('status changes, spam and not-spam moves, and delete', async () => {
    const keep = lead('contact')
    const remove = lead('popup')
    const spam = lead('hero', { email: 'x@yopmail.com' })
    await seed([keep, remove, spam])
    const cookie = await login(service.app)
    const closed = await adminRequest(service.app, 'PATCH', `/leads/${keep.id}`, { cookie, body: { status: 'contacted' } })
    expect(await closed.json()).toMatchObject({ id: keep.id, status: 'contacted', spam: false })
    expect((await adminRequest(service.app, 'PATCH', `/leads/${keep.id}`, { cookie, body: { status: 'lost' } })).status).toBe(422)
    expect((await adminRequest(service.app, 'PATCH', `/leads/${keep.id}`, { cookie, body: {} })).status).toBe(422)

    const rescued = await adminRequest(service.app, 'PATCH', `/leads/${spam.id}`, { cookie, body: { spam: false } })
    expect(await rescued.json()).toMatchObject({ spam: false, spamReason: null })
    const marked = await adminRequest(service.app, 'PATCH', `/leads/${keep.id}`, { cookie, body: { spam: true } })
    expect(await marked.json()).toMatchObject({ spam: true, spamReason: 'marked by admin', status: 'contacted' })

    expect((await adminRequest(service.app, 'DELETE', `/leads/${remove.id}`, { cookie })).status).toBe(204)
    expect((await adminRequest(service.app, 'DELETE', `/leads/${remove.id}`, { cookie })).status).toBe(404)
    expect((await adminRequest(service.app, 'GET', `/leads/${remove.id}`, { cookie })).status).toBe(404)
    expect((await adminRequest(service.app, 'GET', '/leads/not-a-uuid', { cookie })).status).toBe(404)
  })

  test.skipIf(backend.skipReason)('exports the current filter as CSV (labels, formula-safe, BOM) and JSON; an empty filter says No Data', async () => {
    await seed([
      lead('contact', { name: '=cmd|calc', service: 'web-design', budget: '25000-50000', message: 'Hello, "quoted"' }),
      lead('hero', { name: 'Ravi', service: 'seo' }),
    ])
    const cookie = await login(service.app)
    const csv = await adminRequest(service.app, 'GET', '/leads/export?format=csv&type=contact', { cookie })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="form-submissions-\d{4}-\d\d-\d\d\.csv"$/)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, row, ...rest] = text.split('\r\n')
    // The spec's seven columns first, in their order; then the rest of the lead.
    expect(header).toBe(
      '"Date","Type","Name","Email","Phone","Service","Message","Company","Budget","Position","CV or Portfolio",' +
        '"Lead id","Status","Deal value (INR)","Lost reason","Follow-up","Assigned to","Unsubscribed","Page","Email check",' +
        '"Source","Landing page","Referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","fbclid","msclkid"',
    )
    const contactId = (await service.db.query<{ id: string }>(`select id from leads where type = 'contact'`))[0]!.id
    const [stored] = await service.db.query<{ received_at: Date | string }>('select received_at from leads where id = $1', [contactId])
    const date = row!.slice(1, row!.indexOf('","'))
    // ISO 8601 in India Standard Time, to the second, naming the moment the lead was received.
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/)
    expect(Date.parse(date)).toBe(Math.floor(new Date(stored!.received_at).getTime() / 1000) * 1000)
    expect(row).toBe(
      `"${date}","Contact form","'=cmd|calc","asha@sharmatextiles.in","+91 98765 43210","Website Development","Hello, ""quoted""",` +
        `"","₹25,000-₹50,000","","","${contactId}","new","","","","","","/","",` +
        '"","","","","","","","","","",""',
    )
    expect(rest).toEqual([''])

    const json = await adminRequest(service.app, 'GET', '/leads/export?format=json&q=ravi', { cookie })
    const leads = await json.json()
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      name: 'Ravi',
      service: 'seo',
      type: 'hero',
      form: 'Free consultation form',
      status: 'new',
      page: '/',
      emailProblem: null,
    })
    expect(leads[0].receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/)
    expect(leads[0].submittedAt).toMatch(/\+05:30$/)
    expect(Object.keys(leads[0]).slice(0, 3)).toEqual(['id', 'type', 'form'])

    const empty = await adminRequest(service.app, 'GET', '/leads/export?format=csv&q=nobody', { cookie })
    expect(empty.status).toBe(404)
    expect(await empty.json()).toEqual({ error: { code: 'no_data', message: 'No form submissions found to download.' } })
  })

  test.skipIf(backend.skipReason)('erasure removes every lead of an address in both folders, whatever its case, and logs only the count', async () => {
    await seed([
      lead('hero', { email: 'Meera@Example.in' }),
      lead('contact', { email: 'meera@example.in', message: 'a http://a.example http://b.example http://c.example' }),
      lead('newsletter', { email: 'MEERA@example.in' }),
      lead('hero', { email: 'someone.else@example.in' }),
    ])
    const cookie = await login(service.app)
    const response = await adminRequest(service.app, 'POST', '/erasure', { cookie, body: { email: ' meera@example.in ' } })
    expect(await response.json()).toEqual({ erased: 3 })
    expect((await service.db.query<{ email: string }>('select email from leads')).map((row) => row.email)).toEqual(['someone.else@example.in'])
    const log = await service.db.query<Record<string, unknown>>('select * from erasures order by id desc limit 1')
    expect(log[0]).toMatchObject({ erased_by: ADMIN.username, lead_count: 3 })
    expect(JSON.stringify(log)).not.toContain('meera')
  })

  test.skipIf(backend.skipReason)('logout ends the session on the server', async () => {
    const cookie = await login(service.app)
    expect((await adminRequest(service.app, 'GET', '/session', { cookie })).status).toBe(200)
    const out = await adminRequest(service.app, 'POST', '/logout', { cookie })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/admin_session=;.*Max-Age=0/)
    expect((await adminRequest(service.app, 'GET', '/session', { cookie })).status).toBe(401)
  })

  test.skipIf(backend.skipReason)('bad input is a 4xx in the error shape: type, JSON, size and shape of a body, the query, and ids', async () => {
    const cookie = await login(service.app)
    const raw = (path: string, body: string, contentType: string) =>
      service.app.request(`/api/admin${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: SITE, 'Content-Type': contentType }, body })
    const answer = async (response: Response) => [response.status, await response.json()]

    expect(await answer(await raw('/erasure', 'email=a@b.in', 'application/x-www-form-urlencoded'))).toEqual([
      415,
      { error: { code: 'unsupported_media_type', message: 'Send the body as JSON with Content-Type: application/json.' } },
    ])
    // A JSON type other than application/json itself is refused too, not read.
    expect((await raw('/erasure', '{"email":"a@b.in"}', 'application/vnd.api+json')).status).toBe(415)
    expect(await answer(await raw('/erasure', '{"email":', 'application/json'))).toEqual([
      400,
      { error: { code: 'malformed_json', message: 'The body is not valid JSON.' } },
    ])
    expect(await answer(await raw('/erasure', JSON.stringify({ email: 'x'.repeat(9000) }), 'application/json'))).toEqual([
      413,
      { error: { code: 'payload_too_large', message: 'The body is too large.' } },
    ])
    expect(await answer(await raw('/erasure', '{"email":"nobody"}', 'application/json; charset=utf-8'))).toEqual([
      422,
      {
        error: {
          code: 'invalid_body',
          message: 'The request is not valid: email: email must be an email address.',
          issues: [{ path: 'email', message: 'email must be an email address' }],
        },
      },
    ])

    const pageSize = await adminRequest(service.app, 'GET', '/leads?pageSize=0', { cookie })
    expect(pageSize.status).toBe(400)
    expect((await pageSize.json()).error).toMatchObject({ code: 'invalid_query', issues: [{ path: 'pageSize' }] })
    // A name given twice counts by its first value.
    expect((await adminRequest(service.app, 'GET', '/leads?pageSize=1&pageSize=500', { cookie })).status).toBe(200)
    expect((await adminRequest(service.app, 'GET', '/leads?pageSize=500&pageSize=1', { cookie })).status).toBe(400)

    // An id that cannot name anything is a 404 before the body is read; a well-formed one is looked up after it.
    const noLead = await adminRequest(service.app, 'PATCH', '/leads/not-a-uuid', { cookie, body: { stage: 'won' } })
    expect(await answer(noLead)).toEqual([404, { error: { code: 'not_found', message: 'There is no such lead.' } }])
    expect((await adminRequest(service.app, 'PATCH', '/leads/00000000-0000-4000-8000-000000000000', { cookie, body: { stage: 'won' } })).status).toBe(422)
    const noNote = await adminRequest(service.app, 'PATCH', '/leads/00000000-0000-4000-8000-000000000000/notes/7', { cookie, body: {} })
    expect(await answer(noNote)).toEqual([404, { error: { code: 'not_found', message: 'There is no such note.' } }])
    const noUser = await adminRequest(service.app, 'PATCH', '/users/00000000-0000-4000-8000-000000000000', { cookie, body: { role: 'boss' } })
    expect(await answer(noUser)).toEqual([404, { error: { code: 'not_found', message: 'There is no such user.' } }])

    // U+0000 (which PostgreSQL text cannot hold) is refused wherever text comes in, naming the field, never a 500.
    const seeded = lead('hero')
    await seed([seeded])
    const id = seeded.id as string
    const nul = 'a\u0000b'
    const withNul: [string, string, unknown, number, string][] = [
      ['POST', '/login', { username: nul, password: 'x' }, 422, 'username'],
      ['POST', `/leads/${id}/notes`, { body: nul }, 422, 'body'],
      ['GET', `/leads?q=${encodeURIComponent(nul)}`, undefined, 400, 'q'],
      ['GET', `/leads/export?format=csv&q=${encodeURIComponent(nul)}`, undefined, 400, 'q'],
      ['POST', '/erasure', { email: `a@b.in${nul}` }, 422, 'email'],
      ['POST', '/subscribers/unsubscribe', { email: `a@b.in${nul}` }, 422, 'email'],
    ]
    for (const [method, path, body, status, field] of withNul) {
      const response = await adminRequest(service.app, method, path, { cookie, body })
      expect(response.status, `${method} ${path}`).toBe(status)
      expect((await response.json()).error.issues, `${method} ${path}`).toEqual([{ path: field, message: 'must not contain the NUL character (U+0000)' }])
    }
  })
})

test('the allowed origin list is the site plus ALLOWED_ORIGINS, and a wrong setting stops the service with its name', async () => {
  const { testConfig } = await import('./support/service')
  expect((await testConfig({ ALLOWED_ORIGINS: 'http://localhost:4173, http://127.0.0.1:4173/' })).allowedOrigins).toEqual([
    SITE,
    'http://localhost:4173',
    'http://127.0.0.1:4173',
  ])
  await expect(testConfig({ SMTP_URL: 'smtp://localhost:25' })).rejects.toThrow('Set SMTP_URL and LEADS_NOTIFY_TO together')
  await expect(testConfig({ LEADS_RATE_LIMIT: 'lots' })).rejects.toThrow('LEADS_RATE_LIMIT must look like')
  await expect(testConfig({ ADMIN_PASSWORD_HASH: 'plain-password' })).rejects.toThrow('ADMIN_PASSWORD_HASH must look like scrypt$N$r$p$salt$hash')
  await expect(testConfig({ DATABASE_URL: 'mysql://x' })).rejects.toThrow('DATABASE_URL must start with postgres://')
})
