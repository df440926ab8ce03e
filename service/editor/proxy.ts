/**
 * The content editor's back end: Decap CMS's `proxy` backend protocol (the one its decap-server speaks, one POST with
 * `{ action, params }`), served by the lead service behind the admin session instead of by a Git host. Reads come from
 * the working copy; every save, upload and delete is one commit authored by the signed-in user. Only the content
 * folders and the image folders can be read or written; a save whose file fails its schema is refused (422) with
 * each problem named.
 */
import { createHash } from 'node:crypto'
import { basename } from 'node:path'
import { z } from 'zod'
import { MEDIA_LIMITS, megabytes } from '../../model/requestLimits'
import { checkEntry } from './checkEntry'
import { keepYamlFormatting } from './keepYaml'
import { imageTypeProblem } from './imageType'
import { safePath, type Author, type ContentRepo } from './repo'

/** Folders the editor may read and write: the content collections and the images under public/. */
export const EDITABLE_ROOTS = ['content/data', 'content/blog', 'public/images'] as const

/** Media the editor may upload: images only, in the media library's folder. */
const MEDIA_TYPES = /\.(?:png|jpe?g|webp|avif|svg|gif)$/i
const MEDIA_ROOT = 'public/images'

export class ProxyError extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message)
  }
}

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

const pathSchema = z.string().transform((path, context) => {
  const safe = safePath(path, EDITABLE_ROOTS)
  if (!safe) context.addIssue({ code: 'custom', message: `${path} is not a content file the editor may use` })
  return safe ?? ''
})
/** A folder to list: one under the editable roots, or a root itself. */
const folderSchema = z.string().transform((path, context) => {
  const safe = safePath(path, EDITABLE_ROOTS, { folder: true })
  if (!safe) context.addIssue({ code: 'custom', message: `${path} is not a content folder the editor may use` })
  return safe ?? ''
})
const assetSchema = z.object({ path: pathSchema, content: z.string(), encoding: z.literal('base64') })

const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info'), params: z.unknown().optional() }),
  z.object({
    action: z.literal('entriesByFolder'),
    params: z.object({ folder: folderSchema, extension: z.string().max(10), depth: z.number().int().min(1).max(5) }),
  }),
  z.object({
    action: z.literal('entriesByFiles'),
    params: z.object({ files: z.array(z.object({ path: pathSchema, label: z.string().optional() })).max(100) }),
  }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path: pathSchema }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({
      dataFiles: z
        .array(z.object({ path: pathSchema, raw: z.string().max(1_000_000), slug: z.string().optional(), newPath: pathSchema.optional() }))
        .min(1)
        .max(10),
      assets: z.array(assetSchema).max(20).default([]),
      options: z
        .object({ commitMessage: z.string().max(500).optional() })
        .passthrough()
        .default({}),
    }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: folderSchema }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: pathSchema }) }),
  z.object({
    action: z.literal('persistMedia'),
    params: z.object({
      asset: assetSchema,
      options: z
        .object({ commitMessage: z.string().max(500).optional() })
        .passthrough()
        .default({}),
    }),
  }),
  z.object({
    action: z.literal('deleteFile'),
    params: z.object({
      path: pathSchema,
      options: z
        .object({ commitMessage: z.string().max(500).optional() })
        .passthrough()
        .default({}),
    }),
  }),
  z.object({
    action: z.literal('deleteFiles'),
    params: z.object({
      paths: z.array(pathSchema).min(1).max(50),
      options: z
        .object({ commitMessage: z.string().max(500).optional() })
        .passthrough()
        .default({}),
    }),
  }),
  z.object({ action: z.literal('getDeployPreview'), params: z.unknown().optional() }),
  // Editorial workflow is off (publish_modes: simple): these answer "nothing there".
  z.object({ action: z.literal('unpublishedEntries'), params: z.unknown().optional() }),
  z.object({ action: z.literal('unpublishedEntry'), params: z.unknown().optional() }),
])

/** A one-line commit message: the editor's own ("Update Job openings “devops-engineer”"), or a plain default. */
const messageOf = (options: { commitMessage?: string | undefined }, fallback: string) =>
  (options.commitMessage ?? fallback).replace(/[\r\n]+/g, ' ').trim() || fallback

function decodeMedia(asset: { path: string; content: string }): { path: string; content: Buffer } {
  const name = basename(asset.path)
  if (!MEDIA_TYPES.test(asset.path)) throw new ProxyError(422, `${name}: only images (png, jpg, webp, avif, svg, gif) can be uploaded`)
  const bytes = Buffer.from(asset.content, 'base64')
  if (bytes.length > MEDIA_LIMITS.imageBytes)
    throw new ProxyError(
      422,
      `${name} is ${megabytes(bytes.length)}, larger than ${megabytes(MEDIA_LIMITS.imageBytes)} (the most for one image); make it smaller first`,
    )
  if (!asset.path.startsWith(`${MEDIA_ROOT}/`)) throw new ProxyError(422, `${asset.path}: images go under ${MEDIA_ROOT}/`)
  const problem = imageTypeProblem(name, bytes)
  if (problem) throw new ProxyError(422, problem)
  return { path: asset.path, content: bytes }
}

/** Refuses uploads that would take the media library past its number of images or its bytes in all. */
async function checkLibraryRoom(repo: ContentRepo, uploads: { path: string; content: Buffer }[]) {
  if (uploads.length === 0) return
  const sizes = new Map([...(await repo.sizes(MEDIA_ROOT, 4))].filter(([path]) => MEDIA_TYPES.test(path)))
  const [filesBefore, bytesBefore] = [sizes.size, [...sizes.values()].reduce((sum, size) => sum + size, 0)]
  for (const upload of uploads) sizes.set(upload.path, upload.content.length)
  const bytesAfter = [...sizes.values()].reduce((sum, size) => sum + size, 0)
  const advice = 'Delete images no page uses (Media, at the top of the editor) or make this one smaller, then save again.'
  if (sizes.size > MEDIA_LIMITS.files && sizes.size > filesBefore)
    throw new ProxyError(422, `The media library holds at most ${MEDIA_LIMITS.files} images and has ${filesBefore}. ${advice}`)
  if (bytesAfter > MEDIA_LIMITS.totalBytes && bytesAfter > bytesBefore)
    throw new ProxyError(
      422,
      `The media library holds at most ${megabytes(MEDIA_LIMITS.totalBytes)} of images together; it has ${megabytes(bytesBefore)}, and this would make it ${megabytes(bytesAfter)}. ${advice}`,
    )
}

async function mediaFile(repo: ContentRepo, path: string) {
  const content = await repo.read(path)
  if (!content) throw new ProxyError(404, `${path} does not exist`)
  return { id: sha(content), content: content.toString('base64'), encoding: 'base64', path, name: basename(path) }
}

/** A YAML file keeps its comments and formatting: only the values the owner changed are written. */
async function savedText(repo: ContentRepo, file: { path: string; raw: string }): Promise<string> {
  if (!file.path.endsWith('.yml')) return file.raw
  const existing = await repo.read(file.path)
  return existing ? keepYamlFormatting(existing.toString('utf8'), file.raw) : file.raw
}

async function entries(repo: ContentRepo, files: { path: string; label?: string | undefined }[]) {
  return Promise.all(
    files.map(async (file) => {
      const content = await repo.read(file.path)
      return { data: content ? content.toString('utf8') : null, file: { path: file.path, label: file.label, id: content ? sha(content) : null } }
    }),
  )
}

/** Answers one request of the protocol for the signed-in `author`. */
export async function handleProxyRequest(repo: ContentRepo, body: unknown, author: Author): Promise<unknown> {
  const parsed = requestSchema.safeParse(body)
  if (!parsed.success)
    throw new ProxyError(400, `The editor sent a request the server does not understand: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  const request = parsed.data
  switch (request.action) {
    case 'info':
      return { repo: basename(repo.dir), publish_modes: ['simple'], type: 'local_git' }
    case 'entriesByFolder': {
      const files = await repo.list(request.params.folder, request.params.extension, request.params.depth)
      return entries(
        repo,
        files.map((path) => ({ path })),
      )
    }
    case 'entriesByFiles':
      return entries(repo, request.params.files)
    case 'getEntry':
      return (await entries(repo, [{ path: request.params.path }]))[0]
    case 'persistEntry': {
      const { dataFiles, assets, options } = request.params
      const problems = dataFiles.flatMap((file) => {
        const target = file.newPath ?? file.path
        const check = checkEntry(target, file.raw)
        if (check === null) return [`${target} is not a file of any content collection`]
        return check.ok ? [] : check.problems
      })
      if (problems.length > 0) throw new ProxyError(422, `Not saved. Please fix: ${problems.join('; ')}`, problems)
      // Decap sends every image uploaded while the entry was open, chosen or not: only those the entry uses are checked and
      // committed, so an image refused at save and then replaced by another does not refuse every later save.
      const used = assets.filter((asset) => dataFiles.some((file) => file.raw.includes(asset.path.slice('public'.length))))
      const media = used.map(decodeMedia)
      await checkLibraryRoom(repo, media)
      const write = [
        ...(await Promise.all(dataFiles.map(async (file) => ({ path: file.newPath ?? file.path, content: await savedText(repo, file) })))),
        ...media,
      ]
      const remove = dataFiles.filter((file) => file.newPath && file.newPath !== file.path).map((file) => file.path)
      await repo.commit({ write, remove }, author, messageOf(options, `Update ${dataFiles.map((file) => basename(file.path)).join(', ')}`))
      return { message: 'entry persisted' }
    }
    case 'getMedia': {
      const files = await repo.list(request.params.mediaFolder, '', 1)
      return Promise.all(files.filter((path) => MEDIA_TYPES.test(path)).map((path) => mediaFile(repo, path)))
    }
    case 'getMediaFile':
      return mediaFile(repo, request.params.path)
    case 'persistMedia': {
      const { asset, options } = request.params
      const media = decodeMedia(asset)
      await checkLibraryRoom(repo, [media])
      await repo.commit({ write: [media] }, author, messageOf(options, `Upload ${basename(asset.path)}`))
      return mediaFile(repo, asset.path)
    }
    case 'deleteFile':
      await repo.commit({ remove: [request.params.path] }, author, messageOf(request.params.options, `Delete ${basename(request.params.path)}`))
      return { message: `deleted file ${request.params.path}` }
    case 'deleteFiles':
      await repo.commit(
        { remove: request.params.paths },
        author,
        messageOf(request.params.options, `Delete ${request.params.paths.map((path) => basename(path)).join(', ')}`),
      )
      return { message: 'deleted files' }
    case 'getDeployPreview':
      return null
    case 'unpublishedEntries':
      return []
    case 'unpublishedEntry':
      throw new ProxyError(404, 'content is not under editorial workflow')
  }
}
