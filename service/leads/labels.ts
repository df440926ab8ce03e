/**
 * The label tables the service shows a lead's codes through (CSV, search, the owner's email, the digest): the
 * site's as this process started with them, then each published copy's, so a job the owner publishes reads by its
 * title at once, as it does on the rebuilt site and dashboard (service/editor/publisher.ts replaces them).
 */
import { formLabels, readFormLabels, searchVocabulary } from '../../content/formLabels'

type LabelTables = ReturnType<typeof readFormLabels>

let current: LabelTables = { labels: formLabels, vocabulary: searchVocabulary }

export const labelTables = (): LabelTables => current

/** The tables of the copy of the site in `root` (the snapshot a publish built). */
export const readLabelTables = (root: string): LabelTables => readFormLabels(root)

export function showLeadsThrough(tables: LabelTables): void {
  current = tables
}
