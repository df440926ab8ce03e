/**
 * The content editor's settings, from the service's environment. Without CONTENT_REPO the editor is off and its
 * routes say so; `npm start` turns it on for the checkout it runs in.
 */
import { resolve } from 'node:path'
import { z } from 'zod'
import { editorEnvSchema } from '../config'
import type { PublishSettings } from './publisher'

export interface ContentSettings {
  /** The Git working copy of the site the editor commits to. */
  repoDir: string
  publish: PublishSettings
  /** The live site's address, for "View live". */
  liveUrl: string
}

/** Settings of the service that a site build must never see. */
const SERVICE_ONLY = /^(ADMIN_PASSWORD_HASH|DATABASE_URL|SMTP_URL|LEADS_WEBHOOK_SECRET|LEADS_WEBHOOK_URL|DATA_DIR|PORT|HOST|CONTENT_REPO|PUBLISH_.*)$/

export function readContentSettings(env: NodeJS.ProcessEnv, siteUrl: string): ContentSettings | undefined {
  const parsed = editorEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(`The content editor's settings are not valid:\n${z.prettifyError(parsed.error)}`)
  const value = parsed.data
  if (!value.CONTENT_REPO) return undefined
  const buildEnv: Record<string, string> = {}
  for (const [name, given] of Object.entries(env)) if (given !== undefined && !SERVICE_ONLY.test(name)) buildEnv[name] = given
  // The site is built as a developer builds it for this set-up: forms posting to this service on the site's origin.
  buildEnv.LEADS_ENDPOINT = value.PUBLISH_LEADS_ENDPOINT
  if (value.PUBLISH_SITE_URL) buildEnv.SITE_URL = value.PUBLISH_SITE_URL
  else delete buildEnv.SITE_URL
  return {
    repoDir: resolve(value.CONTENT_REPO),
    liveUrl: value.PUBLISH_LIVE_URL ?? siteUrl,
    publish: {
      mode: value.PUBLISH_MODE,
      publishDir: resolve(value.PUBLISH_DIR),
      nodeModules: resolve(value.PUBLISH_NODE_MODULES),
      buildCommand: value.PUBLISH_BUILD_COMMAND.split(' ').filter(Boolean),
      buildEnv,
      remote: value.PUBLISH_REMOTE,
      branch: value.PUBLISH_BRANCH,
      timeoutMs: value.PUBLISH_TIMEOUT_MS,
    },
  }
}
