/** Checks shared by the routes: the caller's address, the Origin of a request, and reading a bounded JSON body. */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { errorResponse } from './errors'

/**
 * The client's address. Behind a trusted reverse proxy (TRUST_PROXY=1) it is the last X-Forwarded-For entry, the one
 * the proxy itself saw (earlier entries are whatever the client claimed); otherwise the socket's peer.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // not running on a Node socket (in-process requests)
  }
}

/** Null when the request may go on; otherwise the 403 to answer. `required`: a missing Origin is refused too. */
export function checkOrigin(c: Context, allowed: readonly string[], { required }: { required: boolean }): Response | null {
  const origin = c.req.header('origin')
  if (origin === undefined ? !required : allowed.includes(origin)) return null
  return errorResponse(
    c,
    403,
    'origin_not_allowed',
    origin ? `Requests from ${origin} are not accepted.` : 'This request must come from the website (no Origin header was sent).',
  )
}

/** Reads a JSON body: 415 unless it is sent as application/json, 400 when it does not parse. */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: errorResponse(c, 415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.') }
  }
  const text = await c.req.text()
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: errorResponse(c, 400, 'malformed_json', 'The body is not valid JSON.') }
  }
}
