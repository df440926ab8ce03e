/**
 * The service's log: one JSON object per line (standard output; errors on standard error), so a host's log
 * collector can parse and count it. A line names its event and the facts about it: ids, forms, outcomes and
 * durations, never a name, email address, phone number, message or IP address.
 */
import { describeError } from './http/errors'

export type LogValue = string | number | boolean | null | undefined | readonly string[]
export type LogFields = Record<string, LogValue>
export type LogLevel = 'info' | 'warn' | 'error'

export type Log = (event: string, fields?: LogFields, level?: LogLevel) => void

export const log: Log = (event, fields = {}, level = 'info') => {
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`
  if (level === 'error') process.stderr.write(line)
  else process.stdout.write(line)
}

/** What may be logged of an error: its class and code (service/platform/http/errors.ts, describeError), never its text. */
export const errorFields = (error: unknown): LogFields => ({ error: describeError(error) })

/** Milliseconds since `start` (a performance.now() reading), to one decimal. */
export const elapsedMs = (start: number) => Math.round((performance.now() - start) * 10) / 10
