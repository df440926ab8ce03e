// @vitest-environment node
import { hc, type InferRequestType, type InferResponseType } from 'hono/client'
import { expectTypeOf, test } from 'vitest'
import type { LeadChange, LeadFacets } from '../../admin/api/adminApi'
import type { LeadPage } from '../../model/leadFields'
import type { AdminApi } from '../../service/adminRoutes'

/**
 * The dashboard's client (admin/api/adminApi.ts) is written by hand against the admin routes, because the browser's
 * type check must not hold the service's modules (they bring Node's types with them: tsconfig.browser.json). This
 * test, type-checked with both, holds the two together: a route whose body, query or answer changes shape, or that
 * moves, fails `npm run typecheck` here.
 */
type Client = ReturnType<typeof hc<AdminApi>>
type LeadPatch = Client['leads'][':id']['$patch']

test('what the client sends is what the routes take, and what they answer is what the client reads', () => {
  expectTypeOf<LeadChange>().toMatchTypeOf<InferRequestType<LeadPatch>['json']>()
  expectTypeOf<InferRequestType<LeadPatch>['json']>().toMatchTypeOf<LeadChange>()
  expectTypeOf<InferResponseType<Client['leads']['facets']['$get'], 200>>().toEqualTypeOf<LeadFacets>()
  expectTypeOf<InferResponseType<Client['leads']['$get'], 200>>().toMatchTypeOf<LeadPage>()
  expectTypeOf<InferRequestType<Client['erasure']['$post']>['json']>().toEqualTypeOf<{ email: string }>()
})

test('a path, method, query or body the routes do not take fails the type check', () => {
  // Never called: what matters is that `npm run typecheck` refuses each line below (an unused @ts-expect-error fails it).
  const refused = (client: Client) => [
    // @ts-expect-error: no route at /lead
    client.lead.$get(),
    // @ts-expect-error: the list is read with GET, not POST
    client.leads.$post({ query: {} }),
    // @ts-expect-error: there is no folder "trash"
    client.leads.$get({ query: { folder: 'trash' } }),
    // @ts-expect-error: a lead's stage is its status, not "stage"
    client.leads[':id'].$patch({ param: { id: 'x' }, json: { stage: 'won' } }),
    // @ts-expect-error: a deal value is a number of rupees
    client.leads[':id'].$patch({ param: { id: 'x' }, json: { status: 'won', dealValue: '50000' } }),
    // @ts-expect-error: a note's route needs the lead's id
    client.leads[':id'].notes.$post({ json: { body: 'Called back' } }),
    // @ts-expect-error: a login sends a username and a password
    client.login.$post({ json: { user: 'owner', password: 'pw' } }),
  ]
  expectTypeOf(refused).toBeFunction()
})
