import { z } from 'zod/mini'
import { readList, STORAGE_KEYS, updateList, type StorageResult } from './storage'

export const subscriptionSchema = z.object({ id: z.string(), email: z.string(), subscribedAt: z.string() })
export type Subscription = z.infer<typeof subscriptionSchema>

export const normaliseEmail = (value: string) => value.trim().toLowerCase()

/**
 * Stores an address once in `newsletterSubscriptions`. A repeated address (any case) is acknowledged, not stored again.
 * The duplicate check and the write happen in one step under the storage lock, so two tabs cannot both add it.
 */
export async function subscribe(
  email: string,
  now: Date = new Date(),
): Promise<{ status: 'subscribed' | 'already' } | { status: 'failed'; error: unknown }> {
  const address = normaliseEmail(email)
  let already = false
  const result: StorageResult = await updateList<Subscription>(STORAGE_KEYS.newsletter, (list) => {
    already = list.some((entry) => typeof entry?.email === 'string' && normaliseEmail(entry.email) === address)
    return already ? list : [...list, { id: String(now.getTime()), email: address, subscribedAt: now.toISOString() }]
  })
  if (!result.ok) return { status: 'failed', error: result.error }
  return { status: already ? 'already' : 'subscribed' }
}

export const readSubscriptions = () => readList(STORAGE_KEYS.newsletter, subscriptionSchema)
