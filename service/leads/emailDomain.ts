/**
 * Whether an address's domain exists as typed: a mail server (MX) or, failing that, a host (A or AAAA) that mail
 * could be delivered to (RFC 5321, section 5.1). Looked up after the lead is stored and acknowledged, never before:
 * a slow or absent resolver must never cost a lead. A domain is called missing only when the resolver says so and
 * can still find a domain known to exist, so a host without DNS (offline, firewalled) flags nothing.
 */
import { Resolver } from 'node:dns/promises'
import { emailDomain } from '../../model/leadFields'
import { flagEmailDomainNotFound } from './leadStore'
import type { Sql } from '../platform/db/database'

/** found: the domain has MX, A or AAAA records; missing: it has none or does not exist; unknown: no answer. */
export type DomainVerdict = 'found' | 'missing' | 'unknown'
export type DomainLookup = (domain: string) => Promise<DomainVerdict>

/** What node:dns answers for a name that does not exist, or exists without records of the type asked. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA'])
/** A domain that has mail servers for as long as anyone will run this: the resolver's own health check. */
const CONTROL_DOMAIN = 'gmail.com'
const CACHE_MS = 10 * 60_000
const CACHE_SIZE = 1000

/** The three questions asked of DNS (node:dns's Resolver answers them; tests pass their own). */
export type DnsResolver = Pick<Resolver, 'resolveMx' | 'resolve4' | 'resolve6'>

/**
 * Looks domains up with the system's resolvers, each query given `timeoutMs` and one try, so a verdict comes within
 * a few seconds. Verdicts are kept for ten minutes (the same domain posting twice is looked up once).
 */
export function dnsDomainLookup({
  timeoutMs = 2500,
  resolver = new Resolver({ timeout: timeoutMs, tries: 1 }),
}: { timeoutMs?: number; resolver?: DnsResolver } = {}): DomainLookup {
  const cache = new Map<string, { verdict: Promise<DomainVerdict>; until: number }>()

  async function records(domain: string): Promise<DomainVerdict> {
    const kinds = [() => resolver.resolveMx(domain), () => resolver.resolve4(domain), () => resolver.resolve6(domain)]
    for (const resolve of kinds) {
      try {
        if ((await resolve()).length > 0) return 'found'
      } catch (error) {
        if (!ABSENT.has((error as { code?: string }).code ?? '')) return 'unknown'
      }
    }
    return 'missing'
  }

  const cached = (domain: string) => {
    const now = Date.now()
    const hit = cache.get(domain)
    if (hit && hit.until > now) return hit.verdict
    if (cache.size >= CACHE_SIZE) cache.clear()
    const verdict = records(domain)
    cache.set(domain, { verdict, until: now + CACHE_MS })
    return verdict
  }

  return async (domain) => {
    const verdict = await cached(domain)
    if (verdict !== 'missing') return verdict
    // "Not found" from a resolver that finds nothing at all means no DNS here, not a wrong address.
    return (await cached(CONTROL_DOMAIN)) === 'found' ? 'missing' : 'unknown'
  }
}

/**
 * Looks up a stored lead's address and flags the lead when its domain does not exist. Resolves in any case
 * (a failure is logged by `onError`, never thrown: nobody awaits this on the visitor's behalf).
 */
export async function checkLeadEmailDomain(
  db: Sql,
  lead: { id: string; email: string },
  lookup: DomainLookup,
  onError: (error: unknown) => void,
): Promise<DomainVerdict | 'failed'> {
  try {
    const verdict = await lookup(emailDomain(lead.email))
    if (verdict === 'missing') await flagEmailDomainNotFound(db, lead.id)
    return verdict
  } catch (error) {
    onError(error)
    return 'failed'
  }
}
