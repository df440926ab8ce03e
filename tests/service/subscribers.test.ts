/**
 * The newsletter's subscriber list, on both storage back ends: the Subscribers folder, its export (current
 * subscribers only, each address once), unsubscribing an address on its owner's request (recorded with who and when,
 * kept in the list but out of the export, a later sign-up subscribing again), and erasure of the address taking every
 * sign-up with it.
 */
import { backends } from './support/backends'
import { addUser, adminRequest, lead, login, postLead, serviceSuite } from './support/service'

describe.each(backends)('subscribers on $name', (backend) => {
  const service = serviceSuite(backend, { emptied: ['leads'] })
  let owner: string
  let member: { id: string; cookie: string }

  beforeAll(async () => {
    if (backend.skipReason) return
    owner = await login(service.app)
    member = await addUser(service.app, owner, { name: 'Meena Pillai', email: 'meena@agency.test' })
  })

  async function signUp(email: string): Promise<string> {
    const body = lead('newsletter', { email })
    expect((await postLead(service.app, body)).status).toBe(201)
    return String(body.id)
  }
  const exported = async (format: 'csv' | 'json') =>
    adminRequest(service.app, 'GET', `/leads/export?format=${format}&folder=subscribers`, { cookie: owner })
  const exportedEmails = async () => ((await (await exported('json')).json()) as { email: string }[]).map((row) => row.email)
  const unsubscribe = (cookie: string, email: string) => adminRequest(service.app, 'POST', '/subscribers/unsubscribe', { cookie, body: { email } })

  test.skipIf(backend.skipReason)('sign-ups form the Subscribers folder; its export lists each address once, newest first', async () => {
    await signUp('first@example.in')
    await signUp('second@example.in')
    await signUp('First@Example.in')
    const enquiry = lead('hero', { name: 'Not A Subscriber' })
    expect((await postLead(service.app, enquiry)).status).toBe(201)
    const page = await (await adminRequest(service.app, 'GET', '/leads?folder=subscribers', { cookie: member.cookie })).json()
    expect(page.total).toBe(3)
    expect(page.rows.every((row: { type: string }) => row.type === 'newsletter')).toBe(true)
    expect(await exportedEmails()).toEqual(['First@Example.in', 'second@example.in'])
    const csv = await (await exported('csv')).text()
    expect(csv.trim().split('\r\n')).toHaveLength(3)
    expect(csv).not.toContain('Not A Subscriber')
  })

  test.skipIf(backend.skipReason)(
    'unsubscribing an address marks its sign-ups with who and when, keeps them listed and leaves them out of the export',
    async () => {
      const old = await signUp('leaving@example.in')
      const again = await signUp('LEAVING@example.in')
      const stays = await signUp('stays@example.in')
      const before = Date.now()
      // A member records it (anyone who answers the request may).
      const response = await unsubscribe(member.cookie, ' Leaving@Example.in ')
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ unsubscribed: 2 })

      const page = await (await adminRequest(service.app, 'GET', '/leads?folder=subscribers', { cookie: owner })).json()
      const byId = new Map(page.rows.map((row: { id: string; unsubscribedAt: string | null }) => [row.id, row.unsubscribedAt]))
      expect(page.total).toBe(3)
      for (const id of [old, again]) expect(Date.parse(byId.get(id) as string)).toBeGreaterThanOrEqual(before - 1000)
      expect(byId.get(stays)).toBeNull()
      expect(await exportedEmails()).toEqual(['stays@example.in'])
      const activity = await (await adminRequest(service.app, 'GET', `/leads/${old}/activity`, { cookie: owner })).json()
      expect(activity.events).toEqual([expect.objectContaining({ kind: 'unsubscribe', by: { id: member.id, name: 'Meena Pillai' } })])

      // Nothing more to unsubscribe: said so, nothing changes.
      const repeat = await unsubscribe(owner, 'leaving@example.in')
      expect(repeat.status).toBe(404)
      expect((await repeat.json()).error.code).toBe('not_subscribed')
      expect((await unsubscribe(owner, 'not-an-address')).status).toBe(422)
      // An enquiry from the same address is not a subscription: it is never marked.
      const enquiry = lead('contact', { email: 'stays@example.in' })
      expect((await postLead(service.app, enquiry)).status).toBe(201)
      expect((await unsubscribe(owner, 'stays@example.in')).status).toBe(200)
      expect((await service.db.query('select unsubscribed_at from leads where id = $1', [enquiry.id]))[0]).toEqual({ unsubscribed_at: null })
      expect((await exported('json')).status).toBe(404)

      // Signing up again later is a new subscription.
      await signUp('leaving@example.in')
      expect(await exportedEmails()).toEqual(['leaving@example.in'])
    },
  )

  test.skipIf(backend.skipReason)('erasing an address deletes every sign-up with it, unsubscribed or not, and their history', async () => {
    const first = await signUp('erase.me@example.in')
    await signUp('Erase.Me@example.in')
    await signUp('keep.me@example.in')
    expect((await unsubscribe(owner, 'erase.me@example.in')).status).toBe(200)
    await signUp('erase.me@example.in')
    const erased = await adminRequest(service.app, 'POST', '/erasure', { cookie: owner, body: { email: 'ERASE.ME@example.in' } })
    expect(await erased.json()).toEqual({ erased: 3 })
    expect((await service.db.query<{ email: string }>('select email from leads')).map((row) => row.email)).toEqual(['keep.me@example.in'])
    expect(await service.db.query('select 1 from lead_events where lead_id = $1', [first])).toEqual([])
    expect(await exportedEmails()).toEqual(['keep.me@example.in'])
  })
})
