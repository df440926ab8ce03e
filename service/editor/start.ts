/** Turns the content editor on when CONTENT_REPO names a Git working copy of the site (service/main.ts). */
import type { Sql } from '../platform/db/database'
import { startPublisher } from './publisher'
import { ContentRepo } from './repo'
import { readContentSettings } from './settings'

export function startContentEditor(db: Sql, siteUrl: string, env: NodeJS.ProcessEnv = process.env) {
  const settings = readContentSettings(env, siteUrl)
  if (!settings) return undefined
  const repo = new ContentRepo(settings.repoDir)
  const publisher = startPublisher(db, repo, settings.publish)
  console.log(
    `Content editor: on, committing to ${settings.repoDir}; publishing by ${settings.publish.mode === 'swap' ? `swapping ${settings.publish.publishDir}/live` : `pushing to ${settings.publish.remote ?? 'origin'}`}`,
  )
  return { settings, repo, publisher }
}
