/**
 * The content editor's routes under /api/admin/content, for the owner only: the editor's back end (Decap CMS's proxy
 * protocol, each save a commit by the signed-in user), the history of an entry and restoring one of its versions as
 * a new commit, and publishing (queue a build; its state: queued, building, live, failed).
 * Like the rest of the admin API: a valid session, an allowed Origin on every change, and JSON errors.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { commitAuthor } from './author'
import { EDITOR_CSP, editorPage } from './editorPage'
import { handleProxyRequest, ProxyError, EDITABLE_ROOTS } from './proxy'
import { RepoError, safePath } from './repo'
import { inIndiaTime } from '../../model/indiaTime'
import { lastLivePublish, queuePublish, recentPublishes } from './publishStore'
import { CONTENT_EDITOR_MAX_BODY_BYTES } from '../../model/requestLimits'
import type { ServiceContext } from '../context'
import { errorResponse } from '../platform/http/errors'
import { sameOriginChanges, siteCors } from '../platform/http/cors'
import { readJson } from '../platform/http/guards'
import { jsonBody } from '../platform/http/validation'
import { ownerOnly, signedIn, type AdminEnv } from '../team/roles'

const restoreSchema = z.object({ path: z.string(), commit: z.string().regex(/^[0-9a-f]{40}$/, 'a version id') })

export function contentRoutes(context: ServiceContext) {
  const { config, db } = context
  const routes = new Hono<AdminEnv>()
  routes.use('*', siteCors(config.allowedOrigins, { methods: ['GET', 'POST'], credentials: true }))
  routes.use('*', sameOriginChanges(config.allowedOrigins))
  // Images come base64-encoded inside the JSON: 5 MB of image is about 6.7 MB of body.
  routes.use(
    '*',
    bodyLimit({
      maxSize: CONTENT_EDITOR_MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', 'That is too large to save (5 MB per image at most).'),
    }),
  )
  // The editor's page itself: it checks the session through /session and says what to do when there is none.
  routes.get('/editor', (c) => {
    c.header('Content-Security-Policy', EDITOR_CSP)
    c.header('X-Robots-Tag', 'noindex, nofollow')
    return c.html(editorPage)
  })
  // Changing the public site is an owner's (service/team/roles.ts, where the role is read for every admin route).
  routes.use('*', signedIn(db, 'the content editor'), ownerOnly)

  const editor = () => context.content
  const off = (c: Context) =>
    errorResponse(
      c,
      503,
      'editor_off',
      'The content editor is not set up on this server: start the service with CONTENT_REPO set to a Git working copy of the site.',
    )
  // A commit is by the signed-in user, from their account's checked fields (service/editor/author.ts).
  const author = (c: Context<AdminEnv>) => commitAuthor(c.get('user'))

  routes.get('/session', (c) => c.json({ username: c.get('username'), role: c.get('user').role, enabled: Boolean(editor()) }))

  // Decap CMS's proxy protocol: its errors are { error: "<message>" }, which the editor shows as they are.
  routes.post('/proxy', async (c) => {
    const content = editor()
    if (!content) return off(c)
    const json = await readJson(c)
    if (!json.ok) return json.response
    try {
      return c.json((await handleProxyRequest(content.repo, json.value, author(c))) ?? null)
    } catch (error) {
      if (error instanceof ProxyError) return c.json({ error: error.message, problems: error.problems }, error.status)
      if (error instanceof RepoError) return c.json({ error: `Not saved: ${error.message}` }, 409)
      throw error
    }
  })

  routes.get('/history', async (c) => {
    const content = editor()
    if (!content) return off(c)
    const path = safePath(c.req.query('path'), EDITABLE_ROOTS)
    if (!path) return errorResponse(c, 400, 'invalid_path', 'Name a content file.')
    return c.json({ path, versions: await content.repo.history(path) })
  })

  routes.post('/restore', jsonBody(restoreSchema), async (c) => {
    const content = editor()
    if (!content) return off(c)
    const request = c.req.valid('json')
    const path = safePath(request.path, EDITABLE_ROOTS)
    if (!path) return errorResponse(c, 422, 'invalid_body', 'Send the file and the version to restore.')
    const old = await content.repo.showAt(request.commit, path)
    if (!old) return errorResponse(c, 404, 'no_such_version', 'That version of the file does not exist.')
    const [version] = (await content.repo.history(path, 200)).filter((entry) => entry.commit === request.commit)
    const when = version ? inIndiaTime(version.date) : request.commit.slice(0, 7)
    const commit = await content.repo.commit({ write: [{ path, content: old }] }, author(c), `Restore ${path} to the version of ${when}`)
    return c.json({ path, commit })
  })

  routes.get('/publishes', async (c) => {
    const content = editor()
    if (!content) return off(c)
    const [publishes, live, head] = await Promise.all([recentPublishes(db), lastLivePublish(db), content.repo.head()])
    return c.json({ publishes, liveUrl: content.settings.liveUrl, mode: content.settings.publish.mode, head, liveCommit: live?.commit ?? null })
  })

  routes.post('/publishes', async (c) => {
    const content = editor()
    if (!content) return off(c)
    const publish = await queuePublish(db, c.get('username'))
    void content.publisher.wake()
    return c.json(publish, 202)
  })

  return routes
}
