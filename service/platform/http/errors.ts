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
