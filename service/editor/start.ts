/** Turns the content editor on when CONTENT_REPO names a Git working copy of the site (service/main.ts). */
import type { Sql } from '../platform/db/database'
import { log } from '../platform/log'
import { startPublisher } from './publisher'
import { ContentRepo } from './repo'
import { readContentSettings } from './settings'

export function startContentEditor(db: Sql, siteUrl: string, env: NodeJS.ProcessEnv = process.env) {
  const settings = readContentSettings(env, siteUrl)
  if (!settings) return undefined
  const repo = new ContentRepo(settings.repoDir)
  const publisher = startPublisher(db, repo, settings.publish)
  log('editor.on', {
    repo: settings.repoDir,
    publish: settings.publish.mode,
    to: settings.publish.mode === 'swap' ? `${settings.publish.publishDir}/live` : (settings.publish.remote ?? 'origin'),
  })
  return { settings, repo, publisher }
}
