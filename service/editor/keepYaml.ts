/**
 * A save of a YAML file changes only what the owner changed: the editor sends the whole file re-serialised (its own
 * line width, no comments), so its values are applied to the file's existing YAML document instead, which keeps the
 * comments, key order, quoting and long lines of everything left alone.
 */
import { isDeepStrictEqual } from 'node:util'
import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type Node } from 'yaml'

/** How this repository writes YAML: no folding of long lines, flow lists without inner padding (`[a, b]`). */
const FORMAT = { lineWidth: 0, flowCollectionPadding: false } as const

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The node for `value`: the existing one updated in place where its kind matches, else a new one. */
function update(document: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isPlainObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key
      if (typeof key !== 'string' || !(key in value)) node.delete(pair.key)
    }
    for (const [key, item] of Object.entries(value)) {
      const pair = node.items.find((candidate) => (isScalar(candidate.key) ? candidate.key.value : candidate.key) === key)
      if (pair) pair.value = update(document, pair.value, item)
      else node.set(key, document.createNode(item))
    }
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) => update(document, node.items[index], item))
    return node
  }
  if (isScalar(node) && !isPlainObject(value) && !Array.isArray(value)) {
    if (!isDeepStrictEqual(node.value, value)) node.value = value
    return node
  }
  return document.createNode(value) as Node
}

/**
 * The file's new text: `edited` (what the editor sent) applied to `existing` (the file as committed). Falls back to
 * `edited` itself when the existing file does not parse or the result would not read back as the same values.
 */
export function keepYamlFormatting(existing: string, edited: string): string {
  const document = parseDocument(existing)
  if (document.errors.length > 0) return edited
  const values: unknown = parse(edited)
  document.contents = update(document, document.contents, values) as typeof document.contents
  const text = document.toString(FORMAT)
  return isDeepStrictEqual(parse(text), values) ? text : edited
}
