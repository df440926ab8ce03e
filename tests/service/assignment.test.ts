/**
 * Assigning leads, on both storage back ends: an owner assigns any lead to anyone active; a member takes a lead
 * nobody has and passes on their own, but cannot take someone else's; each change is in the lead's history with who
 * and when; "My leads" lists and counts the signed-in user's leads in every folder but spam; the exports name the
 * assignee.
 */
import { backends } from './support/backends'
import { addUser, adminRequest, lead, login, postLead, serviceSuite } from './support/service'

describe.each(backends)('assignment on $name', (backend) => {
  const service = serviceSuite(backend, { emptied: ['leads'] })
  let owner: string
  let ownerId: string
  let priya: { id: string; cookie: string }
  let ravi: { id: string; cookie: string }

  beforeAll(async () => {
    if (backend.skipReason) return
    owner = await login(service.app)
    ownerId = (await (await adminRequest(service.app, 'GET', '/session', { cookie: owner })).json()).id
    priya = await addUser(service.app, owner, { name: 'Priya Nair', email: 'priya@agency.test' })
    ravi = await addUser(service.app, owner, { name: 'Ravi Kumar', email: 'ravi@agency.test' })
  })

  const assign = (cookie: string, id: unknown, userId: string | null) =>
    adminRequest(service.app, 'PUT', `/leads/${id}/assignee`, { cookie, body: { userId } })
  async function newLead(fields: Record<string, unknown> = {}, type: 'contact' | 'newsletter' = 'contact'): Promise<string> {
    const body = lead(type, fields)
    expect((await postLead(service.app, body)).status).toBe(201)
    return String(body.id)
  }

  test.skipIf(backend.skipReason)('the assignable users are the active ones, for every signed-in user', async () => {
    await addUser(service.app, owner, { name: 'Zara Disabled', email: 'zara@agency.test' })
    const zara = (await service.db.query<{ id: string }>(`select id from users where email = 'zara@agency.test'`))[0]!.id
    expect((await adminRequest(service.app, 'PATCH', `/users/${zara}`, { cookie: owner, body: { disabled: true } })).status).toBe(200)
    // Invited but never set up: not assignable either.
    expect(
      (await adminRequest(service.app, 'POST', '/users', { cookie: owner, body: { name: 'Ina Invited', email: 'ina@agency.test', role: 'member' } }))
        .status,
    ).toBe(201)
    const response = await adminRequest(service.app, 'GET', '/assignees', { cookie: ravi.cookie })
    expect(response.status).toBe(200)
    expect((await response.json()).users).toEqual([
      { id: ownerId, name: 'owner' },
      { id: priya.id, name: 'Priya Nair' },
      { id: ravi.id, name: 'Ravi Kumar' },
    ])
    expect((await assign(owner, await newLead(), zara)).status).toBe(422)
  })

  test.skipIf(backend.skipReason)(
    'an owner assigns and reassigns; each change is in the history with who and when; the lead shows its assignee',
    async () => {
      const id = await newLead({ name: 'Asha Sharma' })
      const before = Date.now()
      const assigned = await assign(owner, id, priya.id)
      expect(assigned.status).toBe(200)
      expect(await assigned.json()).toMatchObject({ id, assignedTo: { id: priya.id, name: 'Priya Nair' } })
      expect((await assign(owner, id, ravi.id)).status).toBe(200)
      // The same assignment again changes nothing and records nothing.
      expect((await assign(owner, id, ravi.id)).status).toBe(200)
      expect((await assign(owner, id, null)).status).toBe(200)

      const activity = await (await adminRequest(service.app, 'GET', `/leads/${id}/activity`, { cookie: priya.cookie })).json()
      const assignments = activity.events.filter((event: { kind: string }) => event.kind === 'assign')
      expect(
        assignments.map((event: { by: { name: string }; fromAssignedTo: { name: string } | null; assignedTo: { name: string } | null }) => [
          event.by.name,
          event.fromAssignedTo?.name ?? null,
          event.assignedTo?.name ?? null,
        ]),
      ).toEqual([
        ['owner', null, 'Priya Nair'],
        ['owner', 'Priya Nair', 'Ravi Kumar'],
        ['owner', 'Ravi Kumar', null],
      ])
      for (const event of assignments) expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before - 1000)
      expect(await (await adminRequest(service.app, 'GET', `/leads/${id}`, { cookie: owner })).json()).toMatchObject({ assignedTo: null })
    },
  )

  test.skipIf(backend.skipReason)('a member takes a lead nobody has and passes on their own, but cannot take or move someone else’s', async () => {
    const free = await newLead()
    // Not to someone else while it is free...
    expect((await assign(priya.cookie, free, ravi.id)).status).toBe(403)
    // ...but to themselves.
    expect((await assign(priya.cookie, free, priya.id)).status).toBe(200)
    // Now it is Priya's: Ravi can neither take it nor clear it.
    const refused = await assign(ravi.cookie, free, ravi.id)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.code).toBe('not_yours')
    expect((await assign(ravi.cookie, free, null)).status).toBe(403)
    // Priya passes it to Ravi; then it is Ravi's to let go of.
    expect((await assign(priya.cookie, free, ravi.id)).status).toBe(200)
    expect((await assign(priya.cookie, free, priya.id)).status).toBe(403)
    expect((await assign(ravi.cookie, free, null)).status).toBe(200)

    // Bad input gets the service's error shape; nothing changes.
    expect((await assign(owner, free, 'not-a-uuid')).status).toBe(422)
    expect((await assign(owner, free, '00000000-0000-4000-8000-000000000000')).status).toBe(422)
    expect((await adminRequest(service.app, 'PUT', `/leads/${free}/assignee`, { cookie: owner, body: { userId: priya.id, extra: 1 } })).status).toBe(422)
    expect((await assign(owner, '00000000-0000-4000-8000-000000000000', priya.id)).status).toBe(404)
    expect((await assign(owner, 'nope', priya.id)).status).toBe(404)
    expect((await adminRequest(service.app, 'PUT', `/leads/${free}/assignee`, { body: { userId: priya.id } })).status).toBe(401)
    expect((await service.db.query('select assigned_to from leads where id = $1', [free]))[0]).toEqual({ assigned_to: null })
  })

  test.skipIf(backend.skipReason)('My leads: the signed-in user’s leads in every folder but spam, with their counts', async () => {
    const enquiry = await newLead({ name: 'Mine Enquiry' })
    const application = await newLead({ name: 'Mine Applicant', position: 'devops-engineer' })
    const signUp = await newLead({ email: 'mine.reader@example.in' }, 'newsletter')
    const spam = await newLead({ name: 'Mine Spam', email: 'x@yopmail.com' })
    const ravis = await newLead({ name: 'Ravi’s Lead' })
    await newLead({ name: 'Nobody’s Lead' })
    for (const id of [enquiry, application, signUp, spam]) expect((await assign(owner, id, priya.id)).status).toBe(200)
    expect((await assign(owner, ravis, ravi.id)).status).toBe(200)

    const page = await (await adminRequest(service.app, 'GET', '/leads?folder=mine', { cookie: priya.cookie })).json()
    expect(page.rows.map((row: { name: string | null; email: string }) => row.name ?? row.email).sort()).toEqual([
      'Mine Applicant',
      'Mine Enquiry',
      'mine.reader@example.in',
    ])
    expect(page.total).toBe(3)
    expect(page.counts).toMatchObject({ all: 3, contact: 2, newsletter: 1, hero: 0 })
    expect(page.folders.mine).toBe(3)
    // Another user's My leads are their own; the folders' counts are everyone's.
    const theirs = await (await adminRequest(service.app, 'GET', '/leads?folder=mine', { cookie: ravi.cookie })).json()
    expect(theirs.rows.map((row: { name: string }) => row.name)).toEqual(['Ravi’s Lead'])
    expect(theirs.folders).toMatchObject({ inbox: 3, applications: 1, subscribers: 1, spam: 1, mine: 1 })
    // Filters apply within it.
    const contactOnly = await (await adminRequest(service.app, 'GET', '/leads?folder=mine&type=contact&q=applicant', { cookie: priya.cookie })).json()
    expect(contactOnly.rows.map((row: { name: string }) => row.name)).toEqual(['Mine Applicant'])
  })

  test.skipIf(backend.skipReason)('the CSV and JSON exports name the assignee', async () => {
    const id = await newLead({ name: 'Exported Lead' })
    await newLead({ name: 'Unassigned Lead' })
    expect((await assign(owner, id, priya.id)).status).toBe(200)
    const csv = await (await adminRequest(service.app, 'GET', '/leads/export?format=csv', { cookie: owner })).text()
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const column = header!.split('","').indexOf('Assigned to')
    expect(column).toBeGreaterThan(0)
    const cells = (name: string) => rows.find((row) => row.includes(name))!.split('","')
    expect(cells('Exported Lead')[column]).toBe('Priya Nair')
    expect(cells('Unassigned Lead')[column]).toBe('')
    const json = await (await adminRequest(service.app, 'GET', '/leads/export?format=json', { cookie: owner })).json()
    expect(json.find((row: { id: string }) => row.id === id)).toMatchObject({ assignedTo: { id: priya.id, name: 'Priya Nair' } })
    // "My leads" exports as a view: the owner's own leads only.
    const ownersLead = await newLead({ name: 'Owner’s Own Lead' })
    expect((await assign(owner, ownersLead, ownerId)).status).toBe(200)
    const mine = await (await adminRequest(service.app, 'GET', '/leads/export?format=json&folder=mine', { cookie: owner })).json()
    expect(mine.map((row: { name: string }) => row.name)).toEqual(['Owner’s Own Lead'])
  })
})
