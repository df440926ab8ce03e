/**
 * The lead model (model/leadFields.ts) on both storage back ends: every field a form has is accepted by the service,
 * stored in its own column and read back by the admin API and in both exports. A field declared without the
 * numbered migration that adds its column fails here.
 */
import { fieldsOf, folderOf, LEAD_FIELD_NAMES, LEAD_FIELDS, LEAD_TYPES, leadField, type LeadFieldName } from '../../model/leadFields'
import { backends } from './support/backends'
import { adminRequest, lead, login, postLead, serviceSuite } from './support/service'

/** A value of the field's kind, unlike any other field's. */
function sample(name: LeadFieldName): string {
  switch (leadField(name).kind) {
    case 'email':
      return `${name.toLowerCase()}.model@example.in`
    case 'phone':
      return '+91 98765 43210'
    case 'link':
      return `https://example.in/${name}-model`
    case 'lines':
      return `${name} of the model, first line\nand its second line`
    case 'line':
      return `${name} of the model`
  }
}

describe.each(backends)('every declared field on $name', (backend) => {
  const service = serviceSuite(backend)

  test.skipIf(backend.skipReason)('has its column, and each form stores the fields it has and reads them back', async () => {
    const columns = (await service.db.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'leads'`)).map(
      (row) => row.column_name,
    )
    for (const name of LEAD_FIELD_NAMES) expect(columns, name).toContain(name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))

    const cookie = await login(service.app)
    for (const type of LEAD_TYPES) {
      const fields = Object.fromEntries(fieldsOf(type).map((name) => [name, sample(name)]))
      const body = lead(type, fields)
      expect((await postLead(service.app, body)).status, type).toBe(201)

      const stored = await (await adminRequest(service.app, 'GET', `/leads/${body.id}`, { cookie })).json()
      for (const name of LEAD_FIELD_NAMES) expect(stored[name], `${type} ${name}`).toBe(fields[name] ?? null)

      // Filed by kind: an application in Applications, a sign-up among the Subscribers, the rest in the inbox.
      const folder = folderOf({ spam: false, type, position: fields.position ?? null })
      const search = `folder=${folder}&q=${encodeURIComponent(String(body.email))}&type=${type}`
      const [exported] = await (await adminRequest(service.app, 'GET', `/leads/export?${search}&format=json`, { cookie })).json()
      for (const name of fieldsOf(type)) expect(exported[name], `${type} ${name}`).toBe(fields[name])
      const csv = await (await adminRequest(service.app, 'GET', `/leads/export?${search}&format=csv`, { cookie })).text()
      const [header, row] = csv.slice(1).split('\r\n')
      const cells = row!.split(/,(?=")/)
      for (const name of fieldsOf(type)) {
        const column = header!.split(',').indexOf(`"${LEAD_FIELDS[name].heading}"`)
        expect(cells[column], `${type} ${name}`).toBe(`"${fields[name]}"`)
      }
    }
  })
})
