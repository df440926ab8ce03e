/**
 * The content editor page (served by the lead service at /api/admin/content/editor, behind the admin login): Decap CMS
 * with the configuration generated from the content schemas, previews drawn with the site's components, and a bar
 * for what Decap does not do for this set-up: publishing (its state: queued, building, live, failed, and a View live
 * link) and the history of the open entry, any version of which can be restored as a new commit.
 */
import { createRoot } from 'react-dom/client'
import { useCallback, useEffect, useState } from 'react'
import './editor.css'
import { articleBodyPreview, articleCardPreview, jobPreview, pricesPreview } from './previews'
import { buttonClass } from '../components/ui/buttonClass'
import { inIndiaTime } from '../model/indiaTime'
import { MEDIA_LIMITS, megabytes } from '../model/requestLimits'

interface EditorSetup {
  config: {
    collections: ({ name: string; folder?: string; extension?: string; files?: { name: string; file: string }[] } & Record<string, unknown>)[]
  } & Record<string, unknown>
  /** The site's page for an entry, by collection (folder) or file name: "/careers/openings/{slug}". */
  pages: Record<string, string>
  /** The brand name, which prose in data files writes as {brand}. */
  brand: string
}
declare const __EDITOR_SETUP__: EditorSetup

type Immutable = { toJS(): unknown; getIn(path: string[]): Immutable | undefined }
type PreviewProps = { entry: Immutable & { get(key: string): unknown } }
interface Cms {
  init(options: { config: unknown }): void
  getLocale(name: string): Record<string, Record<string, Record<string, string>>> | undefined
  registerLocale(name: string, phrases: unknown): void
  registerPreviewStyle(href: string): void
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void
}
declare global {
  interface Window {
    CMS?: Cms
    CMS_MANUAL_INIT?: boolean
    h?: (type: string, props: Record<string, unknown>, ...children: unknown[]) => unknown
  }
}

const api = '/api/admin/content'
const setup = __EDITOR_SETUP__

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${api}${path}`, { credentials: 'same-origin', ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } })
  const body = (await response.json().catch(() => ({}))) as T
  return { status: response.status, body }
}

/** The entry open in Decap (from its #/collections/<name>/entries/<slug> address): its file and its page. */
function openEntry(): { path: string; page: string | null } | null {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(window.location.hash)
  if (!match) return null
  const [, name, slug] = match as unknown as [string, string, string]
  const collection = setup.config.collections.find((candidate) => candidate.name === name)
  if (!collection) return null
  if (collection.folder) return { path: `${collection.folder}/${slug}.${collection.extension}`, page: setup.pages[name]?.replace('{slug}', slug) ?? null }
  const file = collection.files?.find((candidate) => candidate.name === slug)
  return file ? { path: file.file, page: setup.pages[file.name] ?? null } : null
}

interface Publish {
  id: number
  state: 'queued' | 'building' | 'live' | 'failed'
  message: string | null
  requestedBy: string
  createdAt: string
  finishedAt: string | null
}
interface PublishStatus {
  publishes: Publish[]
  liveUrl: string
  head: string
  liveCommit: string | null
  mode: 'swap' | 'push'
}
interface Version {
  commit: string
  author: string
  date: string
  message: string
  byEditor: boolean
}

const stateWords: Record<Publish['state'], string> = {
  queued: 'Queued: waiting to build',
  building: 'Building: checking every page (a few minutes)',
  live: 'Live',
  failed: 'Failed: the live site is unchanged',
}

function useHash() {
  const [hash, setHash] = useState(window.location.hash)
  useEffect(() => {
    const update = () => setHash(window.location.hash)
    window.addEventListener('hashchange', update)
    return () => window.removeEventListener('hashchange', update)
  }, [])
  return hash
}

function History({ path, onClose }: { path: string; onClose: () => void }) {
  const [versions, setVersions] = useState<Version[] | null>(null)
  const [note, setNote] = useState('')
  useEffect(() => {
    void call<{ versions: Version[] }>(`/history?path=${encodeURIComponent(path)}`).then(({ body }) => setVersions(body.versions ?? []))
  }, [path])
  const restore = async (version: Version) => {
    const { status } = await call('/restore', { method: 'POST', body: JSON.stringify({ path, commit: version.commit }) })
    if (status === 200) {
      setNote('Restored as a new version. Reloading…')
      window.location.reload()
    } else setNote('That version could not be restored.')
  }
  return (
    <section
      aria-label="Earlier versions"
      className="absolute right-2 bottom-full z-50 mb-1 max-h-96 w-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Earlier versions of {path.split('/').pop()}</h2>
        <button type="button" className="text-brand-700 underline" onClick={onClose}>
          Close
        </button>
      </div>
      {note && <p role="status">{note}</p>}
      {versions === null ? (
        <p>Loading…</p>
      ) : versions.length === 0 ? (
        <p>No earlier versions.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {versions.map((version, index) => (
            <li key={version.commit} className="flex items-start justify-between gap-3 py-2" data-version={version.commit}>
              <span>
                <span className="block text-slate-900">
                  <time dateTime={version.date}>{inIndiaTime(version.date)}</time> · {version.author}
                </span>
                {version.message && <span className="text-slate-600">{version.message}</span>}
              </span>
              {index > 0 && (
                <button type="button" className={buttonClass('outline', { size: 'sm', className: 'shrink-0' })} onClick={() => void restore(version)}>
                  Restore
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function PublishBar() {
  const [status, setStatus] = useState<PublishStatus | null>(null)
  // The history panel belongs to the entry it was opened on: another entry's address closes it.
  const [historyOf, setHistoryOf] = useState<string | null>(null)
  const hash = useHash()
  const showHistory = historyOf === hash
  const entry = openEntry()
  const latest = status?.publishes[0]
  const busy = latest?.state === 'queued' || latest?.state === 'building'

  const refresh = useCallback(async () => {
    const { status: code, body } = await call<PublishStatus>('/publishes')
    if (code === 200) setStatus(body)
  }, [])
  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0)
    const timer = setInterval(() => void refresh(), busy ? 2000 : 10000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [refresh, busy])

  const publish = async () => {
    await call('/publishes', { method: 'POST', body: '{}' })
    await refresh()
  }
  const unpublished = status && status.head !== status.liveCommit
  const live = status ? new URL(entry?.page ?? '/', status.liveUrl).toString() : '#'
  return (
    <div className="fixed inset-x-0 bottom-0 z-[1000] flex flex-wrap items-center gap-3 border-t border-slate-300 bg-white px-4 py-2 text-sm shadow-[0_-2px_8px_rgba(0,0,0,0.08)]">
      <strong className="text-slate-900">Website content</strong>
      <span role="status" aria-live="polite" data-publish-state={latest?.state ?? 'none'} className="text-slate-700">
        {latest ? stateWords[latest.state] : 'Not published from the editor yet'}
        {latest?.state === 'failed' && latest.message ? <span className="ml-2 font-medium text-red-700">{latest.message}</span> : null}
        {latest?.state === 'live' && status?.mode === 'push' && latest.message ? <span className="ml-2">{latest.message}</span> : null}
      </span>
      <span className="ml-auto flex items-center gap-2">
        {entry && (
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            aria-expanded={showHistory}
            onClick={() => setHistoryOf(showHistory ? null : hash)}
          >
            History
          </button>
        )}
        <a className={buttonClass('outline', { size: 'sm' })} href={live} target="_blank" rel="noopener">
          View live
        </a>
        <button type="button" className={buttonClass('primary', { size: 'sm' })} disabled={busy} onClick={() => void publish()}>
          {busy ? 'Publishing…' : unpublished ? 'Publish changes to the live site' : 'Publish to the live site'}
        </button>
      </span>
      {showHistory && entry && <History path={entry.path} onClose={() => setHistoryOf(null)} />}
    </div>
  )
}

function message(text: string) {
  document.getElementById('editor-bar')!.innerHTML = ''
  const paragraph = document.createElement('p')
  paragraph.className = 'p-6 text-slate-800'
  paragraph.textContent = text
  const link = document.createElement('a')
  link.href = '/admin/dashboard'
  link.className = 'ml-2 text-brand-700 underline'
  link.textContent = 'Go to the dashboard'
  paragraph.append(link)
  document.getElementById('editor-bar')!.append(paragraph)
}

/** Decap CMS's bundle, loaded only once the session is known to be the owner's; started by hand with our config. */
function loadDecap(): Promise<Cms | undefined> {
  window.CMS_MANUAL_INIT = true
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = '/admin/editor/decap/decap-cms.js'
    script.onload = () => resolve(window.CMS)
    script.onerror = reject
    document.body.append(script)
  })
}

async function start() {
  const { status, body } = await call<{ username?: string; enabled?: boolean; error?: { message: string } }>('/session')
  if (status === 401) return message('Please log in to the dashboard first; then open the content editor again.')
  if (status !== 200 || !body.username) return message(body.error?.message ?? 'The content editor is not available.')
  if (!body.enabled) return message('The content editor is not set up on this server.')
  const cms = await loadDecap().catch(() => undefined)
  if (!cms || !window.h) return message('The editor did not load. Reload the page.')
  // Signed in already (the dashboard's login): the editor skips its own login step.
  localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy', name: body.username, login: body.username }))
  createRoot(document.getElementById('editor-bar')!).render(<PublishBar />)
  const h = window.h
  const html = (markupText: string) => h('div', { dangerouslySetInnerHTML: { __html: markupText } })
  const brand = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replaceAll('{brand}', setup.brand)
      : Array.isArray(value)
        ? value.map(brand)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, brand(item)]))
          : value
  const data = (props: PreviewProps) => brand(props.entry.getIn(['data'])?.toJS() ?? {}) as Record<string, unknown>
  const slug = (props: PreviewProps) => String(props.entry.get('slug') ?? '')
  // In this set-up Decap's "Publish" only saves (a commit); going live is the bar's "Publish to the live site".
  const english = cms.getLocale('en')
  if (english?.editor?.editorToolbar && english.ui?.toast && english.mediaLibrary?.mediaLibrary) {
    cms.registerLocale('en', {
      ...english,
      editor: {
        ...english.editor,
        editorToolbar: {
          ...english.editor.editorToolbar,
          publish: 'Save',
          publishing: 'Saving...',
          published: 'Saved',
          publishNow: 'Save now',
          publishAndCreateNew: 'Save and create new',
          publishAndDuplicate: 'Save and duplicate',
          deployButtonLabel: 'View live',
        },
      },
      ui: { ...english.ui, toast: { ...english.ui.toast, onFailToPublishEntry: 'Not saved: %{details}' } },
      mediaLibrary: {
        ...english.mediaLibrary,
        mediaLibrary: {
          ...english.mediaLibrary.mediaLibrary,
          fileTooLarge: `This image is larger than ${megabytes(MEDIA_LIMITS.imageBytes)}, the most the site takes for one image, so it was not added. Make it smaller first (for example, export it as WebP or JPEG at most 2000 px wide) and choose it again.`,
        },
      },
    })
  }
  cms.registerPreviewStyle(document.querySelector<HTMLLinkElement>('link[data-site-style]')!.href)
  cms.registerPreviewTemplate('jobs', (props) => html(jobPreview(data(props), slug(props))))
  cms.registerPreviewTemplate('blog', (props) => {
    const fields = data(props)
    const body = String(fields.body ?? '')
    return h('div', {}, html(articleCardPreview(fields, body, slug(props))), html(articleBodyPreview(body)))
  })
  cms.registerPreviewTemplate('prices', (props) => html(pricesPreview(data(props))))
  cms.init({ config: setup.config })
}

void start()
