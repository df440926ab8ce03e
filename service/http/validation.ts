/** Reading a route's query or JSON body through a zod schema: the parsed value, or the error response to answer. */
import type { Context } from 'hono'
import type { z } from 'zod'
import { errorResponse, issuesOf, summarise } from './errors'
import { readJson } from './guards'

export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> | Response {
  const parsed = schema.safeParse(c.req.query())
  if (parsed.success) return parsed.data
  const issues = issuesOf(parsed.error)
  return errorResponse(c, 400, 'invalid_query', `The query is not valid: ${summarise(issues)}.`, issues)
}

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | Response> {
  const json = await readJson(c)
  if (!json.ok) return json.response
  const parsed = schema.safeParse(json.value)
  if (parsed.success) return parsed.data
  const issues = issuesOf(parsed.error)
  return errorResponse(c, 422, 'invalid_body', `The request is not valid: ${summarise(issues)}.`, issues)
}
