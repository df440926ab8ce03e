/**
 * The content editor's settings, from the service's environment. Without CONTENT_REPO the editor is off and its
 * routes say so; `npm start` turns it on for the checkout it runs in.
 */
import { resolve } from 'node:path'
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
  if (!env.CONTENT_REPO) return undefined
  const mode = env.PUBLISH_MODE ?? 'swap'
  if (mode !== 'swap' && mode !== 'push') throw new Error(`PUBLISH_MODE must be swap or push; got "${mode}"`)
  const buildEnv: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) if (value !== undefined && !SERVICE_ONLY.test(name)) buildEnv[name] = value
  // The site is built as a developer builds it for this set-up: forms posting to this service on the site's origin.
  buildEnv.LEADS_ENDPOINT = env.PUBLISH_LEADS_ENDPOINT ?? '/api/leads'
  if (env.PUBLISH_SITE_URL) buildEnv.SITE_URL = env.PUBLISH_SITE_URL
  else delete buildEnv.SITE_URL
  return {
    repoDir: resolve(env.CONTENT_REPO),
    liveUrl: env.PUBLISH_LIVE_URL ?? siteUrl,
    publish: {
      mode,
      publishDir: resolve(env.PUBLISH_DIR ?? '.data/publish'),
      nodeModules: resolve(env.PUBLISH_NODE_MODULES ?? 'node_modules'),
      buildCommand: (env.PUBLISH_BUILD_COMMAND ?? 'npm run build').split(' ').filter(Boolean),
      buildEnv,
      remote: env.PUBLISH_REMOTE,
      branch: env.PUBLISH_BRANCH,
      timeoutMs: Number(env.PUBLISH_TIMEOUT_MS ?? 15 * 60_000),
    },
  }
}
