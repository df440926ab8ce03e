/**
 * The optional webhook: each lead POSTed as JSON, signed with HMAC-SHA256 over the exact bytes of the body
 * (header `X-Signature-256: sha256=<hex>`, as GitHub does), so the receiver can prove it came from this service.
 * The body carries the time it was signed; a receiver should refuse old ones to stop replays.
 */
import { createHmac } from 'node:crypto'
import type { LeadRecord } from '../../model/leadFields'

export const SIGNATURE_HEADER = 'X-Signature-256'

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

export type SendLeadWebhook = (lead: LeadRecord) => Promise<void>

export function createWebhook({ url, secret }: { url: string; secret: string }): SendLeadWebhook {
  return async (lead) => {
    const body = JSON.stringify({ event: 'lead.created', sentAt: new Date().toISOString(), lead })
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(body, secret), 'X-Lead-Id': lead.id },
      body,
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    })
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`)
  }
}
