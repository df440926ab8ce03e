import type { z } from 'zod'
import { articleFrontMatterSchema, blogFileSchema } from './blog'
import { caseStudyFileSchema } from './caseStudies'
import { clientsFileSchema } from './clients'
import { figuresFileSchema } from './figures'
import { internshipsFileSchema } from './internships'
import { jobFileSchema } from './jobs'
import { peopleFileSchema } from './people'
import { pricesFileSchema } from './prices'
import { siteFileSchema } from './site'

/**
 * The content the owner edits: where each collection's files are and the schema that checks them. One list for the
 * build (content/*.ts read these files), the content editor's configuration (generated from the schemas, so the two
 * cannot drift) and the lead service, which checks every save against the same schema before committing it.
 */

export interface FolderCollection {
  kind: 'folder'
  name: string
  /** Shown in the editor. */
  label: string
  labelSingular: string
  folder: string
  extension: 'yml' | 'md'
  schema: z.ZodType
  /** The field an entry's file name (its slug, its page's address) is made from. */
  identifierField: string
  /** Uploads for this collection go here (under public/, served at the same path without public). */
  mediaFolder?: string
  /** The page of an entry, for "View live": /careers/openings/{slug}. */
  pagePath?: string
}

export interface FileCollectionEntry {
  name: string
  label: string
  file: string
  schema: z.ZodType
  mediaFolder?: string
  pagePath?: string
}

export interface FilesCollection {
  kind: 'files'
  name: string
  label: string
  files: FileCollectionEntry[]
}

export type Collection = FolderCollection | FilesCollection

export const collections: Collection[] = [
  {
    kind: 'folder',
    name: 'jobs',
    label: 'Job openings',
    labelSingular: 'Job opening',
    folder: 'content/data/jobs',
    extension: 'yml',
    schema: jobFileSchema,
    identifierField: 'title',
    pagePath: '/careers/openings/{slug}',
  },
  {
    kind: 'folder',
    name: 'blog',
    label: 'Blog posts',
    labelSingular: 'Blog post',
    folder: 'content/blog',
    extension: 'md',
    schema: articleFrontMatterSchema,
    identifierField: 'title',
    mediaFolder: 'public/images/blog',
    pagePath: '/blog/{slug}',
  },
  {
    kind: 'folder',
    name: 'case-studies',
    label: 'Case studies',
    labelSingular: 'Case study',
    folder: 'content/data/case-studies',
    extension: 'yml',
    schema: caseStudyFileSchema,
    identifierField: 'title',
    pagePath: '/portfolio/{slug}',
  },
  {
    kind: 'files',
    name: 'settings',
    label: 'Prices, people and contact details',
    files: [
      { name: 'prices', label: 'Prices', file: 'content/data/prices.yml', schema: pricesFileSchema, pagePath: '/pricing' },
      { name: 'site', label: 'Contact details and hours', file: 'content/data/site.yml', schema: siteFileSchema, pagePath: '/contact' },
      { name: 'figures', label: 'Figures and reply promises', file: 'content/data/figures.yml', schema: figuresFileSchema, pagePath: '/' },
      {
        name: 'people',
        label: 'People',
        file: 'content/data/people.yml',
        schema: peopleFileSchema,
        mediaFolder: 'public/images/people',
        pagePath: '/about/team',
      },
      {
        name: 'internships',
        label: 'Internship programmes',
        file: 'content/data/internships.yml',
        schema: internshipsFileSchema,
        pagePath: '/careers/internships',
      },
      { name: 'clients', label: 'Client brands', file: 'content/data/clients.yml', schema: clientsFileSchema, pagePath: '/portfolio' },
      { name: 'blog', label: 'Blog categories', file: 'content/data/blog.yml', schema: blogFileSchema, pagePath: '/blog' },
    ],
  },
]

/** Where uploads go when a collection names no folder of its own. */
export const defaultMediaFolder = 'public/images/uploads'

/** The schema and format of the file at a repository path, or null for a path no collection owns. */
export function collectionOf(path: string): { schema: z.ZodType; format: 'yml' | 'md'; label: string } | null {
  for (const collection of collections) {
    if (collection.kind === 'folder') {
      const inside = path.startsWith(`${collection.folder}/`) && !path.slice(collection.folder.length + 1).includes('/')
      if (inside && path.endsWith(`.${collection.extension}`))
        return { schema: collection.schema, format: collection.extension, label: collection.labelSingular }
    } else {
      const file = collection.files.find((entry) => entry.file === path)
      if (file) return { schema: file.schema, format: 'yml', label: file.label }
    }
  }
  return null
}
