import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { z } from 'zod'

/**
 * The content the owner changes month to month lives in data files under content/data/ (YAML; the blog's posts are
 * Markdown with YAML front matter), written by the content editor and read here at build time. Each file is parsed
 * with a maintained YAML parser and validated by the same zod schema the editor's form is generated from
 * (content/collections.ts), so a mistake stops the build with the file and the field named in plain words.
 *
 * Build time only (node:fs): imported by content modules, which never reach the browser. The compiled lead service,
 * which runs where there is no repository, carries the files as they were when it was built instead (see below).
 */

/**
 * The compiled lead service's copy of content/data/ (path -> text), put in by lib/build/serviceBuild.ts; elsewhere
 * (the build, the scripts, `npm run service`) it is undefined and the files are read from disk.
 */
declare const __CONTENT_DATA_FILES__: Record<string, string> | undefined
const bundledFiles: Record<string, string> | undefined = typeof __CONTENT_DATA_FILES__ === 'undefined' ? undefined : __CONTENT_DATA_FILES__

/** A data file's text (`relativePath` under content/data/ of `root`, else of this project), or null when it is missing. */
function dataText(relativePath: string, root?: string): string | null {
  if (bundledFiles && root === undefined) return bundledFiles[relativePath] ?? null
  const file = join(root ?? projectRoot(), 'content/data', relativePath)
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

/** The YAML files of a folder under content/data/, by name. */
function dataFolderNames(folder: string, root?: string): string[] {
  if (bundledFiles && root === undefined) {
    const prefix = `${folder}/`
    return Object.keys(bundledFiles)
      .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .map((path) => path.slice(prefix.length))
  }
  const dir = join(root ?? projectRoot(), 'content/data', folder)
  return existsSync(dir) ? readdirSync(dir) : []
}

/** The project folder the content is read from: the build, the scripts and the tests all run from there. */
export const projectRoot = () => resolve(process.env.CONTENT_ROOT ?? process.cwd())

/** "salaryLpa" -> "Salary LPA", "datePosted" -> "Date posted": the words a field is named by in the editor and in errors. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(' ')
  return words
    .map((word, index) => (/^[A-Z]{2,}$/.test(word) ? word : index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase()))
    .join(' ')
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType }
const defOf = (schema: z.ZodType | undefined) => (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def

/** The schema itself, through optional, default, pipe and the like. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current)
    const next = def?.innerType ?? (def?.type === 'pipe' ? def.in : undefined)
    if (!next) return current
    current = next
  }
  return current
}

/** A field's name as the editor shows it: its schema's title, else its key in words. */
const titleOf = (schema: z.ZodType | undefined, key: string) => {
  let current = schema
  for (let depth = 0; depth < 10 && current; depth++) {
    const title = z.globalRegistry.get(current)?.title
    if (title) return title
    const def = defOf(current)
    current = def?.innerType ?? (def?.type === 'pipe' ? def.in : undefined)
  }
  return fieldLabel(key)
}

/**
 * An issue's place in owner's words, with the editor's field names when the schema is given:
 * ["packages", 0, "price", "amount"] -> "Monthly packages › item 1 › Price › Amount (₹)".
 */
export function describePath(path: readonly PropertyKey[], schema?: z.ZodType): string {
  let current = unwrap(schema)
  return path
    .map((part) => {
      const def = defOf(current)
      if (typeof part === 'number') {
        current = unwrap(def?.element)
        return `item ${part + 1}`
      }
      const field = def?.shape?.[String(part)]
      const label = titleOf(field, String(part))
      current = unwrap(field)
      return label
    })
    .join(' › ')
}

/** Every problem of a failed parse, one line each, the field named first. */
export function describeIssues(error: z.ZodError, schema?: z.ZodType): string[] {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${describePath(issue.path, schema)}: ${ownerMessage(issue)}` : ownerMessage(issue)))
}

/** zod's messages, in the words of someone filling in a form rather than a programmer. */
function ownerMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return 'is missing'
    const expected = issue.expected === 'number' || issue.expected === 'int' ? 'a number' : issue.expected === 'string' ? 'text' : issue.expected
    return `should be ${expected}, not ${JSON.stringify(issue.input)}`
  }
  if (issue.code === 'too_small' && issue.origin === 'string')
    return issue.minimum === 1 ? 'is empty' : `is too short (at least ${issue.minimum} characters)`
  if (issue.code === 'too_big' && issue.origin === 'string') return `is too long (at most ${issue.maximum} characters)`
  if (issue.code === 'too_small' && issue.origin === 'array') return `needs at least ${issue.minimum} ${issue.minimum === 1 ? 'entry' : 'entries'}`
  if (issue.code === 'too_small' && issue.origin === 'number') return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
  if (issue.code === 'unrecognized_keys') return `has fields the site does not know: ${issue.keys.join(', ')}`
  return issue.message
}

/** A content file that fails its checks: the file, then each problem. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid content in ${file}:\n${problems.map((problem) => `  ✖ ${problem}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

/** Parses YAML text; a syntax error names its line. */
export function parseYaml(text: string, file: string): unknown {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
  if (document.errors.length > 0) {
    throw new ContentError(
      file,
      document.errors.map((error) => `line ${error.linePos?.[0]?.line ?? '?'}: ${error.message.split('\n')[0]}`),
    )
  }
  return document.toJS()
}

/** Validates data against its schema; a failure lists every problem of the file. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true })
  if (!result.success) throw new ContentError(file, describeIssues(result.error, schema))
  return result.data
}

/** One YAML data file under content/data/ (of another copy of the site when `root` names one), validated. */
export function readDataFile<S extends z.ZodType>(name: string, schema: S, root?: string): z.output<S> {
  const shown = `content/data/${name}`
  const text = dataText(name, root)
  if (text === null) throw new ContentError(shown, ['the file is missing'])
  return validate(schema, parseYaml(text, shown), shown)
}

/** Every YAML file of a folder under content/data/ (one entry each, its slug the file name), in file-name order. */
export function readDataFolder<S extends z.ZodType>(folder: string, schema: S, root?: string): { slug: string; file: string; data: z.output<S> }[] {
  return dataFolderNames(folder, root)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => {
      const slug = name.replace(/\.yml$/, '')
      const shown = `content/data/${folder}/${name}`
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new ContentError(shown, ['the file name must be lower-case words joined by hyphens'])
      return { slug, file: shown, data: validate(schema, parseYaml(dataText(`${folder}/${name}`, root) ?? '', shown), shown) }
    })
}

/**
 * Prose in a data file names the brand as {brand}, so renaming the brand in site.yml renames it everywhere. Applied to
 * every string of a file's data.
 */
export function withBrand<T>(value: T, brand: string): T {
  if (typeof value === 'string') return value.replaceAll('{brand}', brand) as T
  if (Array.isArray(value)) return value.map((item) => withBrand(item, brand)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBrand(item, brand)])) as T
  return value
}
