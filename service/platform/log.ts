/**
 * The service's log: one JSON object per line (standard output; errors on standard error), so a host's log
 * collector can parse and count it. A line names its event and the facts about it: ids, forms, outcomes and
 * durations, never a name, email address, phone number, message or IP address.
 */
export type LogValue = string | number | boolean | null | undefined | readonly string[]
export type LogFields = Record<string, LogValue>
export type LogLevel = 'info' | 'warn' | 'error'

export type Log = (event: string, fields?: LogFields, level?: LogLevel) => void

export const log: Log = (event, fields = {}, level = 'info') => {
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`
  if (level === 'error') process.stderr.write(line)
  else process.stdout.write(line)
}

/** A failure while handling one lead, carrying the lead's id: the one thing about a lead an error log may name. */
export class LeadError extends Error {
  constructor(
    readonly leadId: string,
    readonly cause: unknown,
  ) {
    super('The lead could not be handled')
    this.name = 'LeadError'
  }
}

/**
 * An error as the logs may hold it: its class and its code (a PostgreSQL SQLSTATE, a system errno, an SMTP reply
 * code), never its message or details, which can quote what a visitor typed (a database error lists the failing
 * row's values). Logs outlive erasure requests, so they hold no name, e-mail, phone or message.
 */
export function describeError(error: unknown): string {
  if (error instanceof LeadError) return describeError(error.cause)
  if (!(error instanceof Error)) return typeof error
  const details = error as Error & { code?: unknown; responseCode?: unknown; errno?: unknown }
  const code = [details.code, details.responseCode, typeof details.errno === 'number' ? `errno ${details.errno}` : undefined]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join(' ')
  return code ? `${error.name} (${code})` : error.name
}

/** What may be logged of an error: its class and code (describeError above), never its text. */
export const errorFields = (error: unknown): LogFields => ({ error: describeError(error) })

/** Milliseconds since `start` (a performance.now() reading), to one decimal. */
export const elapsedMs = (start: number) => Math.round((performance.now() - start) * 10) / 10
