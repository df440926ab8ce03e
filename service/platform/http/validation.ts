/**
 * A route's input checked by Hono's validator middleware (@hono/zod-validator) against the route's zod schema. The
 * handler reads the parsed value with `c.req.valid(…)`; what fails is answered in the service's error shape, and the
 * route's type (what the dashboard's client is typed from) carries each input's shape.
 */
import { zValidator } from '@hono/zod-validator'
import type { Context, Next } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { errorResponse, issuesOf, summarise } from './errors'
import { readJson } from './guards'

const refusal = <S extends ContentfulStatusCode>(c: Context, status: S, code: string, what: string, error: Parameters<typeof issuesOf>[0]) => {
  const issues = issuesOf(error)
  return errorResponse(c, status, code, `${what} is not valid: ${summarise(issues)}.`, issues)
}

const firstValues = (query: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(query).map(([name, given]) => [name, Array.isArray(given) ? given[0] : given]))

/**
 * Where in a request's input a text holds U+0000 (null when none does), which no field means and which PostgreSQL
 * text cannot store: the query would fail, a 500 for a search, a note or a login name with a NUL in it.
 */
function nulAt(value: unknown, path: readonly string[] = []): readonly string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (!value || typeof value !== 'object') return null
  for (const [name, item] of Object.entries(value)) {
    const found = name.includes('\u0000') ? path : nulAt(item, [...path, name])
    if (found) return found
  }
  return null
}

/** The input as the route's schema reads it, unless a text in it holds a NUL: then the refusal names where. */
function withoutNul(schema: z.ZodType, value: unknown) {
  const path = nulAt(value)
  if (!path) return schema.safeParseAsync(value)
  return { success: false, error: { issues: [{ path, message: 'must not contain the NUL character (U+0000)' }] } }
}

/**
 * The query string: 400 `invalid_query` naming each problem. A name given twice counts by its first value, as
 * `c.req.query()` reads it (the validator itself would hand the schema an array).
 */
export const query = <S extends z.ZodType>(schema: S) =>
  zValidator(
    'query',
    schema,
    (result, c) => {
      if (!result.success) return refusal(c, 400, 'invalid_query', 'The query', result.error)
    },
    {
      // The library types the result by the schema's zod version, which TypeScript cannot settle for a generic schema.
      validationFunction: (schema, value) => withoutNul(schema, firstValues(value)) as never,
    },
  )

/**
 * The JSON body: 415 unless it is sent as application/json and 400 when it does not parse (both checked here, before
 * the validator, which would read any other body as `{}` and answer a parse error as a bare 400), then 422
 * `invalid_body` naming each problem. The route's body limit applies as the body is read.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const validate = zValidator(
    'json',
    schema,
    (result, c) => {
      if (!result.success) return refusal(c, 422, 'invalid_body', 'The request', result.error)
    },
    { validationFunction: (schema, value) => withoutNul(schema, value) as never },
  )
  return async (c: Parameters<typeof validate>[0], next: Next) => {
    const json = await readJson(c)
    return json.ok ? validate(c, next) : json.response
  }
}

/** Path parameters that cannot name anything (an id that is not a UUID): 404 with the route's own sentence. */
export const params = <S extends z.ZodType>(schema: S, notFound: string) =>
  zValidator('param', schema, (result, c) => {
    if (!result.success) return errorResponse(c, 404, 'not_found', notFound)
  })
