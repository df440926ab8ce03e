/**
 * Build time: the content editor's (Decap CMS) configuration, generated from the same zod schemas that validate the
 * content files (content/collections), so the editor's form and the build's checks cannot drift: each field's
 * widget, label, hint, whether it is required, its pattern and its bounds come from its schema.
 */
import { z } from 'zod'
import { collections, defaultMediaFolder, type Collection } from '../../content/collections'
import { fieldLabel } from '../../content/data'
import { MEDIA_LIMITS } from '../../model/requestLimits'

type JsonSchema = {
  type?: string | string[]
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  anyOf?: JsonSchema[]
  widget?: string
  relation?: { collection: string; file: string; list: string; field: string }
  additionalProperties?: unknown
}

const ONE_LINE = '^[^\\r\\n]*$'

export type EditorField = Record<string, unknown> & { name: string; label: string; widget: string }

/** The site's own path for an uploaded image: public/images/blog -> /images/blog. */
const publicPath = (folder: string) => folder.replace(/^public/, '')

/** The one non-null branch of an optional (`anyOf: [X, { not: {} }]` and the like). */
function settle(schema: JsonSchema): JsonSchema {
  if (schema.anyOf) {
    const real = schema.anyOf.filter((branch) => branch.type !== 'null' && Object.keys(branch).length > 0)
    if (real.length === 1) return { ...real[0], ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'anyOf')) }
  }
  return schema
}

/** "10 to 70 characters", "at least 2 characters", "at most 200 characters". */
function lengthWords(min: number | undefined, max: number | undefined): string {
  if (min && max) return `${min} to ${max} characters`
  return min ? `at least ${min} characters` : `at most ${max} characters`
}

/**
 * Decap's one `pattern` for a string field, holding every rule of its schema: the lengths (a look-ahead, as Decap
 * has no length bounds of its own) and the schema's own pattern. One line is what a string field gives anyway.
 */
function stringPattern(schema: JsonSchema, base: EditorField): [string, string] | undefined {
  const min = schema.minLength && schema.minLength > 1 ? schema.minLength : undefined
  const max = schema.maxLength
  const own = schema.pattern && schema.pattern !== ONE_LINE ? schema.pattern : undefined
  if (!min && !max && !own) return undefined
  const lengths = min || max ? `(?=[\\s\\S]{${min ?? 0},${max ?? ''}}$)` : ''
  const words = [
    ...(min || max ? [lengthWords(min, max)] : []),
    ...(own ? [base.hint ? `written like this: ${base.hint}` : 'in the form the site expects'] : []),
  ]
  return [`^${lengths}${own ? `(?:${own})` : ''}`, `${base.label}: ${words.join(', ')}`]
}

function fieldFrom(name: string, raw: JsonSchema, required: boolean, mediaFolder: string | undefined): EditorField {
  const schema = settle(raw)
  const base: EditorField = { name, label: schema.title ?? fieldLabel(name), widget: 'string', required }
  if (schema.description) base.hint = schema.description
  if (schema.default !== undefined) base.default = schema.default
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum }
  if (schema.relation) {
    const { collection, file, list, field } = schema.relation
    return {
      ...base,
      widget: 'relation',
      collection,
      file,
      search_fields: [`${list}.*.${field}`],
      value_field: `${list}.*.${field}`,
      display_fields: [`${list}.*.${field}`],
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'string': {
      if (schema.widget === 'date')
        return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
      if (schema.widget === 'image') {
        const folder = mediaFolder ?? defaultMediaFolder
        // Decap's own library refuses a larger file when it is chosen (its field-level config; 3.16 reads no global one).
        const media_library = { config: { max_file_size: MEDIA_LIMITS.imageBytes } }
        return { ...base, widget: 'image', choose_url: false, media_folder: `/${folder}`, public_folder: publicPath(folder), media_library }
      }
      const widget = schema.widget === 'text' ? 'text' : schema.widget === 'color' ? 'color' : 'string'
      const field: EditorField = { ...base, widget }
      const pattern = stringPattern(schema, base)
      if (pattern) field.pattern = pattern
      return field
    }
    case 'number':
    case 'integer': {
      const field: EditorField = { ...base, widget: 'number', value_type: type === 'integer' ? 'int' : 'float' }
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (type === 'integer' ? 1 : 0) : undefined)
      if (min !== undefined) field.min = min
      if (schema.maximum !== undefined) field.max = schema.maximum
      return field
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: schema.default ?? false }
    case 'array': {
      const items = settle(schema.items ?? {})
      const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) }
      if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum, ...bounds }
      if (items.type === 'object') return { ...base, widget: 'list', fields: fieldsOf(items, mediaFolder), ...bounds, collapsed: true }
      return { ...base, widget: 'list', field: fieldFrom(name, { ...items, title: items.title ?? base.label }, true, mediaFolder), ...bounds }
    }
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(schema, mediaFolder), collapsed: false }
    default:
      return base
  }
}

function fieldsOf(schema: JsonSchema, mediaFolder: string | undefined): EditorField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldFrom(name, property, required.has(name), mediaFolder))
}

/** The editor's fields for one schema (its input side: a field with a default may be left empty). */
export function editorFields(schema: z.ZodType, mediaFolder?: string): EditorField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fieldsOf(json, mediaFolder)
}

function collectionConfig(collection: Collection) {
  if (collection.kind === 'files') {
    return {
      name: collection.name,
      label: collection.label,
      delete: false,
      editor: { preview: true },
      files: collection.files.map((file) => ({
        name: file.name,
        label: file.label,
        file: file.file,
        fields: editorFields(file.schema, file.mediaFolder),
      })),
    }
  }
  const fields = editorFields(collection.schema, collection.mediaFolder)
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    folder: collection.folder,
    extension: collection.extension,
    format: collection.extension === 'md' ? 'frontmatter' : 'yml',
    create: true,
    delete: true,
    slug: '{{slug}}',
    identifier_field: collection.identifierField,
    summary: `{{${collection.identifierField}}}`,
    ...(collection.mediaFolder ? { media_folder: `/${collection.mediaFolder}`, public_folder: publicPath(collection.mediaFolder) } : {}),
    fields: collection.extension === 'md' ? [...fields, { name: 'body', label: 'Text', widget: 'markdown', required: true }] : fields,
  }
}

/** The whole configuration Decap CMS is started with (CMS.init({ config })). */
export function editorConfig({ proxyUrl }: { proxyUrl: string }) {
  return {
    load_config_file: false,
    backend: { name: 'proxy', proxy_url: proxyUrl, branch: 'main' },
    publish_mode: 'simple',
    // No site_url: the editor's own bar links to the live site, from the service's settings (the build's SITE_URL
    // may be a placeholder on a self-hosted set-up).
    media_folder: defaultMediaFolder,
    public_folder: publicPath(defaultMediaFolder),
    collections: collections.map(collectionConfig),
  }
}
