// @vitest-environment node
/**
 * The content editor's configuration is generated from the schemas that validate the content files: every field of
 * every shipped data file has a field in the editor (and the other way round), each required field is required,
 * and the widgets follow the types. A schema change that the editor does not follow fails here.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { z } from 'zod'
import { collections } from '../../content/collections'
import { editorConfig, editorFields, type EditorField } from '../../lib/build/editorConfig'
import { parseFrontMatter } from '../../content/markdown'
import { readDataFolder } from '../../content/data'
import { pageMetaSchema } from '../../content/define'

const config = editorConfig({ proxyUrl: '/api/admin/content/proxy' })

/** Every key path the editor's fields describe ("salary.min", "phones[].number"). */
function fieldPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (field.widget === 'object') return fieldPaths(field.fields as EditorField[], `${path}.`)
    if (field.widget === 'list' && field.fields) return fieldPaths(field.fields as EditorField[], `${path}[].`)
    return [path]
  })
}

/** Every leaf key path of some data ("salary.min", "phones[].number"). */
function dataPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    const objects = value.filter((item) => item && typeof item === 'object' && !Array.isArray(item))
    return objects.length ? [...new Set(objects.flatMap((item) => dataPaths(item, `${prefix}[].`)))] : [prefix.replace(/\.$/, '')]
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => dataPaths(item, `${prefix}${key}.`))
  return [prefix.replace(/\.$/, '')]
}
const normalise = (paths: string[]) => [...new Set(paths.map((path) => path.replace(/\.\[\]/g, '[]').replace(/\[\]\.$/, '')))].sort()

describe('the content editor configuration', () => {
  it("uses the proxy back end on the site's origin, one collection per content collection", () => {
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/api/admin/content/proxy', branch: 'main' })
    expect(config.load_config_file).toBe(false)
    expect(config.collections.map((collection) => collection.name)).toEqual(collections.map((collection) => collection.name))
  })

  it('describes every field of every shipped data file', () => {
    for (const collection of collections) {
      if (collection.kind === 'files') {
        for (const file of collection.files) {
          const fields = editorFields(file.schema, file.mediaFolder)
          const data = parse(readFileSync(file.file, 'utf8')) as unknown
          const missing = normalise(dataPaths(data)).filter((path) => !normalise(fieldPaths(fields)).includes(path))
          expect(missing, file.file).toEqual([])
        }
      } else if (collection.extension === 'yml') {
        const fields = normalise(fieldPaths(editorFields(collection.schema)))
        for (const entry of readDataFolder(collection.folder.replace('content/data/', ''), z.unknown())) {
          const missing = normalise(dataPaths(entry.data)).filter((path) => !fields.includes(path))
          expect(missing, entry.file).toEqual([])
        }
      }
    }
    const blog = collections.find((collection) => collection.name === 'blog')!
    const post = parseFrontMatter(
      readFileSync('content/blog/google-ads-budget-in-rupees.md', 'utf8'),
      'x.md',
      new Set(['title', 'excerpt', 'author', 'date', 'category', 'image', 'featured', 'relatedService']),
    )
    expect(Object.keys(post.data).sort()).toEqual(fieldPaths(editorFields(blog.kind === 'folder' ? blog.schema : z.object({}))).sort())
  })

  it('follows each schema: required fields, widgets, choices, bounds and labels', () => {
    const jobs = config.collections.find((collection) => collection.name === 'jobs') as { fields: EditorField[]; folder: string; format: string }
    expect(jobs.folder).toBe('content/data/jobs')
    expect(jobs.format).toBe('yml')
    const field = (name: string) => jobs.fields.find((candidate) => candidate.name === name)!
    expect(field('title')).toMatchObject({ label: 'Job title', widget: 'string', required: true })
    expect(field('urgency')).toMatchObject({ widget: 'select', options: ['Urgent', 'High Priority', 'Open'] })
    expect(field('datePosted')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    expect(field('showOnCareersOverview')).toMatchObject({ widget: 'boolean', required: false, default: true })
    expect(field('requirements')).toMatchObject({ widget: 'list', required: true, min: 1 })
    expect(field('salary').fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'note', required: false })]))
    const blog = config.collections.find((collection) => collection.name === 'blog') as { fields: EditorField[]; format: string; media_folder: string }
    expect(blog.format).toBe('frontmatter')
    expect(blog.media_folder).toBe('/public/images/blog')
    expect(blog.fields.find((candidate) => candidate.name === 'image')).toMatchObject({ widget: 'image', public_folder: '/images/blog' })
    expect(blog.fields.find((candidate) => candidate.name === 'category')).toMatchObject({ widget: 'relation', collection: 'settings', file: 'blog' })
    expect(blog.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' })
  })

  it('changes with the schema (a drift cannot go unnoticed)', () => {
    const before = editorFields(z.object({ title: z.string().min(1) }))
    const after = editorFields(z.object({ title: z.string().min(1), closingDate: z.string().optional().meta({ title: 'Closing date', widget: 'date' }) }))
    expect(fieldPaths(after)).not.toEqual(fieldPaths(before))
    expect(after[1]).toMatchObject({ name: 'closingDate', label: 'Closing date', widget: 'datetime', required: false })
  })
})

type Rules = {
  type?: string | string[]
  properties?: Record<string, Rules>
  required?: string[]
  items?: Rules
  anyOf?: Rules[]
  enum?: unknown[]
  const?: unknown
  minLength?: number
  maxLength?: number
  pattern?: string
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
}

/** The one real branch of an optional value. */
const real = (rules: Rules): Rules => {
  const branch = rules.anyOf?.find((candidate) => candidate.type !== 'null' && Object.keys(candidate).length > 0)
  return branch ? { ...rules, ...branch } : rules
}

/**
 * Every rule of a schema field that the editor's form has to know, compared with its form field: required, choices,
 * list and number bounds, and for text its lengths and pattern, tried on strings at each bound.
 */
function compareField(name: string, raw: Rules, required: boolean, field: EditorField, where: string): string[] {
  const rules = real(raw)
  const at = `${where}.${name}`
  const problems: string[] = []
  const expect = (ok: boolean, rule: string) => (ok ? undefined : problems.push(`${at}: ${rule}`))
  if (field.widget === 'hidden') return problems
  expect(field.required === required, `required is ${String(field.required)}, the schema says ${String(required)}`)
  if (field.widget === 'relation') return problems
  if (rules.enum) {
    expect(JSON.stringify(field.options) === JSON.stringify(rules.enum), 'choices differ')
    return problems
  }
  const type = Array.isArray(rules.type) ? rules.type.find((t) => t !== 'null') : rules.type
  if (type === 'array') {
    if (rules.minItems && rules.minItems > 0)
      expect(field.min === rules.minItems, `at least ${rules.minItems} entries, the form says ${String(field.min)}`)
    if (rules.maxItems !== undefined) expect(field.max === rules.maxItems, `at most ${rules.maxItems} entries, the form says ${String(field.max)}`)
    const items = real(rules.items ?? {})
    if (items.enum) expect(JSON.stringify(field.options) === JSON.stringify(items.enum), 'choices differ')
    else if (field.fields) problems.push(...compareObject(items, field.fields as EditorField[], `${at}[]`))
    else if (field.field) problems.push(...compareField(name, items, true, field.field as EditorField, `${at}[]`))
  } else if (type === 'object') {
    problems.push(...compareObject(rules, field.fields as EditorField[], at))
  } else if (type === 'number' || type === 'integer') {
    if (rules.minimum !== undefined) expect(field.min === rules.minimum, `minimum ${rules.minimum}, the form says ${String(field.min)}`)
    if (rules.maximum !== undefined) expect(field.max === rules.maximum, `maximum ${rules.maximum}, the form says ${String(field.max)}`)
  } else if (type === 'string' && field.widget !== 'image' && field.widget !== 'datetime') {
    const pattern = field.pattern as [string, string] | undefined
    const accepts = (text: string) => !pattern || new RegExp(pattern[0]).test(text)
    const own = rules.pattern && rules.pattern !== '^[^\\r\\n]*$' ? rules.pattern : undefined
    if (own) expect(Boolean(pattern?.[0].includes(own)), `pattern ${own} is not the form's`)
    else {
      // Plain text at each bound: the form refuses one character too few or too many, and takes the bounds themselves.
      if (rules.minLength && rules.minLength > 1) {
        expect(!accepts('a'.repeat(rules.minLength - 1)), `at least ${rules.minLength} characters, the form takes fewer`)
        expect(accepts('a'.repeat(rules.minLength)), `at least ${rules.minLength} characters, the form refuses that many`)
      }
      if (rules.maxLength !== undefined) {
        expect(!accepts('a'.repeat(rules.maxLength + 1)), `at most ${rules.maxLength} characters, the form takes more`)
        expect(accepts('a'.repeat(rules.maxLength)), `at most ${rules.maxLength} characters, the form refuses that many`)
      }
    }
  }
  return problems
}

function compareObject(rules: Rules, fields: EditorField[], where: string): string[] {
  const required = new Set(rules.required ?? [])
  const names = Object.keys(rules.properties ?? {})
  const problems = names.length === fields.length ? [] : [`${where}: ${names.length} fields in the schema, ${fields.length} in the form`]
  for (const [name, property] of Object.entries(rules.properties ?? {})) {
    const field = fields.find((candidate) => candidate.name === name)
    if (!field) problems.push(`${where}.${name}: not in the form`)
    else problems.push(...compareField(name, property, required.has(name), field, where))
  }
  return problems
}

describe("the editor's form and the schemas a save and a publish check", () => {
  const schemas = collections.flatMap((collection) =>
    collection.kind === 'files'
      ? collection.files.map((file) => ({ name: file.file, schema: file.schema, mediaFolder: file.mediaFolder }))
      : [{ name: collection.folder, schema: collection.schema, mediaFolder: collection.mediaFolder }],
  )

  it.each(schemas)('$name: every rule of each field is a rule of its form field', ({ name, schema, mediaFolder }) => {
    const rules = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Rules
    expect(compareObject(rules, editorFields(schema, mediaFolder), name)).toEqual([])
  })

  it("a job's and a case study's keywords and description follow the page head's rules, which a publish checks", () => {
    const head = z.toJSONSchema(pageMetaSchema, { io: 'input' }) as Rules
    for (const name of ['jobs', 'case-studies']) {
      const collection = collections.find((candidate) => candidate.name === name)!
      const rules = z.toJSONSchema(collection.kind === 'folder' ? collection.schema : z.object({}), { io: 'input' }) as Rules
      const fields = editorFields(collection.kind === 'folder' ? collection.schema : z.object({}))
      expect(rules.properties!.keywords!.minItems, name).toBe(head.properties!.keywords!.minItems)
      expect(rules.properties!.keywords!.items!.minLength, name).toBe(head.properties!.keywords!.items!.minLength)
      expect(
        fields.find((field) => field.name === 'keywords'),
        name,
      ).toMatchObject({ min: 3 })
      expect(rules.properties!.metaDescription!.minLength, name).toBe(head.properties!.description!.minLength)
      expect(rules.properties!.metaDescription!.maxLength, name).toBe(head.properties!.description!.maxLength)
    }
  })
})
