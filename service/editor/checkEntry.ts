/**
 * Checks one file the editor saves against the schema its collection has at build time (content/collections), so a
 * broken value (an empty title, a price of "abc") is refused at once with the field named in plain words, before it
 * is ever committed. Checks that need the whole site (a category that exists, a photo's shape, a client that is
 * listed) run in the publish build, which refuses to go live when one fails.
 */
import { collectionOf } from '../../content/collections'
import { ContentError, describeIssues, parseYaml } from '../../content/data'
import { parseFrontMatter } from '../../content/markdown'

export type EntryCheck = { ok: true } | { ok: false; problems: string[] }

export function checkEntry(path: string, raw: string): EntryCheck | null {
  const collection = collectionOf(path)
  if (!collection) return null
  let data: unknown
  try {
    if (collection.format === 'md') {
      const schemaKeys = 'shape' in collection.schema ? Object.keys((collection.schema as unknown as { shape: object }).shape) : []
      data = parseFrontMatter(raw, path, new Set(schemaKeys)).data
    } else {
      data = parseYaml(raw, path)
    }
  } catch (error) {
    return { ok: false, problems: error instanceof ContentError ? [...error.problems] : [error instanceof Error ? error.message : String(error)] }
  }
  const result = collection.schema.safeParse(data, { reportInput: true })
  return result.success ? { ok: true } : { ok: false, problems: describeIssues(result.error, collection.schema) }
}
