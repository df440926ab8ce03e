/**
 * The Git working copy of the site that the content editor writes to. Every save is one commit, authored by the
 * signed-in user, touching only the files of that save (anything else changed in the working copy is left alone);
 * history and restore read earlier commits. Git operations run one at a time.
 */
import { execFile } from 'node:child_process'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, normalize, sep } from 'node:path'

export interface Author {
  name: string
  email: string
}

/**
 * One version of a file in the editor's history. The owner's history is what the editor committed (its saves and
 * restores, told apart by the committer the editor writes every commit with); a run of developers' commits in
 * between is one version "by the site's developers", without their messages, so that it too can be restored.
 */
export interface Version {
  commit: string
  /** Who saved it: the signed-in user's name, or the site's developers. */
  author: string
  /** ISO 8601. */
  date: string
  /** The editor's own one-line description of a save; empty for the developers' versions. */
  message: string
  byEditor: boolean
}

/** The committer of every commit the editor makes (the author is whoever saved). */
const EDITOR_COMMITTER = { name: 'Content editor', email: 'editor@localhost' }
const DEVELOPERS = "The site's developers"

export class RepoError extends Error {}

/**
 * A path inside the repository that the editor may touch: relative, normalised, under one of `roots` (or, for a folder
 * to list, one of the roots itself: content/blog is both a root and the blog posts' folder).
 */
export function safePath(path: unknown, roots: readonly string[], { folder = false } = {}): string | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > 300) return null
  if (path.startsWith('/') || path.includes('\\') || path.includes('\0')) return null
  const normal = normalize(path).split(sep).join('/')
  if (normal !== path || normal.split('/').some((part) => part === '..' || part === '.' || part === '' || part.startsWith('.'))) return null
  return roots.some((root) => normal.startsWith(`${root}/`) || (folder && normal === root)) ? normal : null
}

export class ContentRepo {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(readonly dir: string) {}

  /** Runs git in the working copy; its committer is the service, its author whoever saved. */
  git(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        args,
        {
          cwd: this.dir,
          maxBuffer: 64 * 1024 * 1024,
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_TERMINAL_PROMPT: '0',
            GIT_COMMITTER_NAME: EDITOR_COMMITTER.name,
            GIT_COMMITTER_EMAIL: EDITOR_COMMITTER.email,
            ...options.env,
          },
        },
        (error, stdout, stderr) => (error ? reject(new RepoError(`git ${args[0]}: ${String(stderr || error.message).trim()}`)) : resolve(stdout)),
      )
      // git may exit before reading its input (a refused command): its exit code says so, the broken pipe is no news.
      child.stdin?.on('error', () => undefined)
      if (options.input !== undefined) child.stdin?.end(options.input)
    })
  }

  /** One operation at a time: two saves never interleave their writes and commits. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  async read(path: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, path))
    } catch {
      return null
    }
  }

  /** Files of a folder with an extension, down to `depth` levels, as repository paths. */
  async list(folder: string, extension: string, depth = 1): Promise<string[]> {
    const walk = async (dir: string, level: number): Promise<string[]> => {
      if (level <= 0) return []
      const entries = await readdir(join(this.dir, dir), { withFileTypes: true }).catch(() => [])
      const nested = await Promise.all(
        entries.map((entry) =>
          entry.isDirectory() ? walk(`${dir}/${entry.name}`, level - 1) : Promise.resolve(entry.name.endsWith(extension) ? [`${dir}/${entry.name}`] : []),
        ),
      )
      return nested.flat().sort()
    }
    return walk(folder, depth)
  }

  /** Sizes in bytes of every file of a folder, down to `depth` levels, by repository path. */
  async sizes(folder: string, depth: number): Promise<Map<string, number>> {
    const paths = await this.list(folder, '', depth)
    return new Map(await Promise.all(paths.map(async (path) => [path, (await stat(join(this.dir, path))).size] as const)))
  }

  /** Writes and deletes files and commits exactly those paths as one commit; returns the new commit. */
  commit(change: { write?: { path: string; content: Buffer | string }[]; remove?: string[] }, author: Author, message: string): Promise<string> {
    return this.serial(async () => {
      const written = change.write ?? []
      const removed = change.remove ?? []
      for (const file of written) {
        await mkdir(dirname(join(this.dir, file.path)), { recursive: true })
        await writeFile(join(this.dir, file.path), file.content, { mode: 0o644 })
      }
      for (const path of removed) await rm(join(this.dir, path), { force: true })
      const paths = [...written.map((file) => file.path), ...removed]
      if (paths.length === 0) throw new RepoError('nothing to save')
      await this.git(['add', '--all', '--', ...paths])
      const staged = (await this.git(['diff', '--cached', '--name-only', '--', ...paths])).trim()
      if (!staged) return this.head()
      await this.git(['commit', '--no-verify', '--no-gpg-sign', '--quiet', `--author=${author.name} <${author.email}>`, '-m', message, '--', ...paths])
      return this.head()
    })
  }

  async head(): Promise<string> {
    return (await this.git(['rev-parse', 'HEAD'])).trim()
  }

  /** Earlier versions of a file, newest first: the editor's commits, and each run of developers' commits as one. */
  async history(path: string, limit = 30): Promise<Version[]> {
    const out = await this.git(['log', `-n${limit * 5}`, '--format=%H%x1f%an%x1f%aI%x1f%ce%x1f%s', '--', path])
    const versions: Version[] = []
    for (const line of out.split('\n').filter(Boolean)) {
      const [commit = '', author = '', date = '', committer = '', message = ''] = line.split('\x1f')
      const byEditor = committer === EDITOR_COMMITTER.email
      if (!byEditor && versions.at(-1)?.byEditor === false) continue
      versions.push(byEditor ? { commit, author, date, message, byEditor } : { commit, author: DEVELOPERS, date, message: '', byEditor })
    }
    return versions.slice(0, limit)
  }

  /** The file as it was in a commit (null when that commit did not have it). */
  async showAt(commit: string, path: string): Promise<Buffer | null> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new RepoError('not a version')
    return new Promise((resolve) => {
      execFile('git', ['show', `${commit}:${path}`], { cwd: this.dir, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
        resolve(error ? null : stdout),
      )
    })
  }

  /** Writes the files of a commit into `target` (a clean snapshot to build from). */
  async exportTo(commit: string, target: string): Promise<void> {
    await mkdir(target, { recursive: true })
    await new Promise<void>((resolve, reject) => {
      const archive = execFile(
        'git',
        ['archive', '--format=tar', commit],
        { cwd: this.dir, encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 },
        (error) => {
          if (error) reject(new RepoError(`git archive: ${error.message}`))
        },
      )
      const untar = execFile('tar', ['-x', '-C', target], (error) => (error ? reject(new RepoError(`tar: ${error.message}`)) : resolve()))
      // tar that stops reading (its own error, killed) fails above; the pipe it broke would otherwise end the service.
      untar.stdin!.on('error', () => archive.kill())
      archive.stdout?.pipe(untar.stdin!)
    })
  }

  /** Pushes a commit to a branch of a remote (the static host rebuilds from it). */
  push(remote: string, commit: string, branch: string): Promise<string> {
    return this.serial(() => this.git(['push', '--quiet', remote, `${commit}:refs/heads/${branch}`]))
  }
}
