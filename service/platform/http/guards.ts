/** Checks shared by the routes: the caller's address, the Origin of a request, and reading a bounded JSON body. */
import { isIPv4, isIPv6 } from 'node:net'
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

/**
 * The key a per-client limit counts by: an IPv4 address as it is (an IPv4-mapped IPv6 address counts as its IPv4
 * address), an IPv6 address by its /64 network in one spelling. One subscriber usually holds a whole /64, so counting
 * single IPv6 addresses would give them 2^64 buckets, and `2001:db8::1`, `2001:DB8:0::1` and `[2001:db8::1]` are one.
 */
export function rateKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .split('%')[0]!
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return `other:${bare.toLowerCase().slice(0, 64)}`
  const groups = expandIPv6(bare)
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16)) as [number, number]
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, lower case, without leading zeros (an embedded IPv4 tail is converted). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase()
  const tailStart = text.lastIndexOf(':') + 1
  if (isIPv4(text.slice(tailStart))) {
    const [a, b, c, d] = text.slice(tailStart).split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, tailStart)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups.map((group) => parseInt(group, 16).toString(16))
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
export async function readJson(c: Context) {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: errorResponse(c, 415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.') } as const
  }
  const text = await c.req.text()
  try {
    return { ok: true, value: JSON.parse(text) as unknown } as const
  } catch {
    return { ok: false, response: errorResponse(c, 400, 'malformed_json', 'The body is not valid JSON.') } as const
  }
}
