/**
 * Every answer of the service is JSON; an error has one stable shape a client can rely on:
 *   { "error": { "code": "invalid_lead", "message": "A sentence for a person", "issues": [{ "path": "email", "message": "…" }] } }
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface ErrorIssue {
  path: string
  message: string
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: ErrorIssue[] }
}

/** Typed by its status, so the dashboard's client (hono/client) tells an error's body from a success's. */
export function errorResponse<S extends ContentfulStatusCode>(c: Context, status: S, code: string, message: string, issues?: ErrorIssue[]) {
  const body: ErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } }
  return c.json(body, status)
}

/** zod issues as the error shape's `issues`, paths written as dotted names. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}

export const summarise = (issues: ErrorIssue[]) => issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')

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
