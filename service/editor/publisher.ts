/**
 * Publishing: the owner's saved commits go live only through the same validation and build a developer runs
 * (`npm run build`, which checks every content file first), built from a clean snapshot of the commit. A failing build
 * leaves the live site exactly as it was and its error, with the file and field, is shown in the editor. A passing
 * build either replaces the served site in one atomic step (self-hosted: the `live` symlink that scripts/serve.mjs
 * serves is swapped by a rename) or pushes the commit to a Git remote, whose static host (Netlify, Cloudflare Pages,
 * GitHub Pages) then builds and serves it.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import type { Sql } from '../platform/db/database'
import { errorFields, log } from '../platform/log'
import { StartError } from '../platform/startError'
import { claimPublish, failInterruptedPublishes, finishPublish } from './publishStore'
import { readLabelTables, showLeadsThrough } from '../leads/labels'
import type { ContentRepo } from './repo'

export interface PublishSettings {
  /** swap: build here and swap the served folder; push: build here to check, then push to the remote. */
  mode: 'swap' | 'push'
  /** Holds builds/<id>/ and the `live` symlink (swap), or the check builds (push). */
  publishDir: string
  /** The project's node_modules, linked into each snapshot so a build installs nothing. */
  nodeModules: string
  buildCommand: readonly string[]
  /** The build's environment (SITE_URL, LEADS_ENDPOINT …): the same a developer's build of this site uses. */
  buildEnv: Record<string, string>
  remote?: string | undefined
  branch?: string | undefined
  /** Longest a build may take. */
  timeoutMs: number
}

/** The symlink a self-hosted server serves: <publishDir>/live -> builds/<id>/out/client. */
export const livePath = (settings: PublishSettings) => join(settings.publishDir, 'live')

/** What went wrong, in the words the build used for the owner: the file and each problem, else the last lines. */
export function buildFailure(output: string): string {
  const content = /Invalid (?:content|front matter) in ([^\s:]+):\n((?:[ \t]*✖[^\n]*(?:\n|$))+)/.exec(output)
  if (content) {
    const problems = content[2]!
      .split('\n')
      .map((line) => line.replace(/^[\s✖]+/, '').trim())
      .filter(Boolean)
    return `${content[1]}: ${problems.join('; ')}`
  }
  const named = /(content\/(?:data|blog)\/[^\s:]+): ([^\n]+)/.exec(output)
  if (named) return `${named[1]}: ${named[2]}`
  const lines = output.split('\n').filter((line) => line.trim() && !/^\s+at /.test(line))
  return `The build failed: ${lines.slice(-3).join(' ').slice(0, 400)}`
}

function run(command: readonly string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolvePromise) => {
    // A build's files are for the web server to read, whatever this service's own umask.
    const child = spawn('sh', ['-c', 'umask 022 && exec "$@"', 'build', ...command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-200_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    // A build that cannot start (its folder gone, no process left) is a failed publish: 'close' follows with a code.
    child.on('error', (error) => keep(Buffer.from(`\nThe build could not start: ${error.message}`)))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolvePromise({ ok: code === 0, output: code === null ? `${output}\nThe build took too long and was stopped.` : output })
    })
  })
}

/** Points `live` at a finished build in one rename, so a request sees the old site or the new one, never a mix. */
async function swapLive(settings: PublishSettings, target: string): Promise<void> {
  const next = join(settings.publishDir, `.live-${process.pid}-${Date.now()}`)
  await symlink(target, next)
  await rename(next, livePath(settings))
}

/** Keeps the live build and the one before it (a rollback by hand); removes older builds. */
async function pruneBuilds(settings: PublishSettings, keep: readonly string[]): Promise<void> {
  const builds = join(settings.publishDir, 'builds')
  const names = (await readdir(builds).catch(() => [])).sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]))
  const kept = new Set([...keep.map((path) => basename(path)), ...names.slice(0, 2)])
  await Promise.all(names.filter((name) => !kept.has(name)).map((name) => rm(join(builds, name), { recursive: true, force: true })))
}

/** Builds the repository's current commit and, when it passes, makes it live. */
export async function publishOnce(repo: ContentRepo, settings: PublishSettings, id: number): Promise<{ ok: boolean; commit: string; message: string }> {
  const commit = await repo.head()
  const buildDir = resolve(settings.publishDir, 'builds', `${id}-${commit.slice(0, 12)}`)
  const source = join(buildDir, 'src')
  await rm(buildDir, { recursive: true, force: true })
  await repo.exportTo(commit, source)
  await symlink(resolve(settings.nodeModules), join(source, 'node_modules'))
  // Built inside the snapshot (the server bundle Vike prerenders from must find node_modules beside it), then
  // moved beside it, so the snapshot's sources can go.
  const result = await run(settings.buildCommand, source, { ...settings.buildEnv, BUILD_OUT_DIR: 'dist' }, settings.timeoutMs)
  const outDir = join(buildDir, 'out')
  const built = result.ok && existsSync(join(source, 'dist', 'client', 'index.html'))
  if (built) await rename(join(source, 'dist'), outDir)
  // Read before the snapshot goes; shown once its build is live (or pushed).
  const labels = built ? readLabelTables(source) : undefined
  await rm(source, { recursive: true, force: true })
  if (!labels) {
    await rm(buildDir, { recursive: true, force: true })
    return { ok: false, commit, message: buildFailure(result.output) }
  }
  if (settings.mode === 'push') {
    await rm(buildDir, { recursive: true, force: true })
    await repo.push(settings.remote ?? 'origin', commit, settings.branch ?? 'main')
    showLeadsThrough(labels)
    return {
      ok: true,
      commit,
      message: `Pushed ${commit.slice(0, 7)} to ${settings.remote ?? 'origin'}/${settings.branch ?? 'main'}; the host is building it.`,
    }
  }
  const previous = await readlink(livePath(settings)).catch(() => null)
  await swapLive(settings, join(outDir, 'client'))
  showLeadsThrough(labels)
  await pruneBuilds(settings, [buildDir, ...(previous ? [resolve(settings.publishDir, previous, '..', '..')] : [])])
  return { ok: true, commit, message: `Live: ${commit.slice(0, 7)}.` }
}

/**
 * Runs queued publishes one at a time. `wake()` starts the next at once (after a request); a slow poll picks up
 * publishes queued by another instance or left queued by a restart.
 */
export function startPublisher(db: Sql, repo: ContentRepo, settings: PublishSettings, { pollMs = 5000 } = {}) {
  let running: Promise<void> | null = null
  let stopped = false
  const drain = async () => {
    for (;;) {
      const job = await claimPublish(db)
      if (!job) return
      let outcome: { ok: boolean; commit: string | null; message: string }
      try {
        outcome = await publishOnce(repo, settings, job.id)
      } catch (error) {
        outcome = { ok: false, commit: null, message: `The publish could not run: ${error instanceof Error ? error.message : String(error)}` }
      }
      await finishPublish(db, job.id, outcome.ok ? 'live' : 'failed', outcome.commit, outcome.message)
      log('editor.publish', { id: job.id, outcome: outcome.ok ? 'live' : 'failed' })
    }
  }
  const wake = () => {
    if (stopped) return Promise.resolve()
    running ??= drain()
      .catch((error: unknown) => log('editor.publisher_stopped', errorFields(error), 'error'))
      .finally(() => {
        running = null
      })
    return running
  }
  // Ready once its folder exists and what a stopped process left half done is marked failed. Failing that is a
  // start that cannot go on (service/main.ts prints the line and exits 1), never a rejection nobody hears.
  const ready = mkdir(join(settings.publishDir, 'builds'), { recursive: true })
    .then(() => failInterruptedPublishes(db))
    .catch((error: unknown) => {
      throw new StartError(
        `the content editor cannot start (PUBLISH_DIR ${settings.publishDir}): ${error instanceof Error ? error.message : String(error)}`,
      )
    })
  void ready.then(wake, () => undefined)
  const timer = setInterval(() => void wake(), pollMs)
  timer.unref()
  return {
    wake,
    ready,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
