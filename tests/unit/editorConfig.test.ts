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
import { parseFrontMatter } from '../../lib/markdown'
import { readDataFolder } from '../../content/data'

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
