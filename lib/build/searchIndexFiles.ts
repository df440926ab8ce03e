/**
 * Writing the search index (Pagefind) to the build, and checking it before the build may call itself done.
 *
 * Pagefind's `writeFiles()` answers as soon as its writes are queued, not when they are on disk: its back end writes
 * each file through an asynchronous file handle and never flushes it, so the last piece of a file may still be on
 * its way to the disk when the answer arrives. Closing Pagefind then kills that process, and whatever had not landed
 * is lost: on a busy machine that left a 0-byte pagefind-entry.json or a pagefind.js cut short. So the build never
 * lets Pagefind write: it asks for the files' bytes (`getFiles()`, which arrive whole in Pagefind's answer) and
 * writes them itself, synchronously, into a fresh folder that replaces the old one only when it is complete.
 *
 * Then the written index is read back: every file pagefind-entry.json names exists and is non-empty, every
 * compressed chunk decompresses in full and every chunk the metadata names is there, the WebAssembly is valid, and
 * pagefind.js (a module) and its worker (a classic script) parse as JavaScript.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Script } from 'node:vm'
import { gunzipSync } from 'node:zlib'

export interface IndexFile {
  path: string
  content: Uint8Array
}

/** Writes `files` (paths relative to `dir`) as the whole content of `dir`, replacing what was there. */
export function writeSearchIndex(dir: string, files: readonly IndexFile[]): void {
  const partial = `${dir}.partial`
  rmSync(partial, { recursive: true, force: true })
  for (const file of files) {
    if (file.path.startsWith('/') || file.path.split(/[\\/]/).includes('..')) throw new Error(`Pagefind named a file outside its folder: ${file.path}`)
    const target = join(partial, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
  rmSync(dir, { recursive: true, force: true })
  renameSync(partial, dir)
}

/** Pagefind's compressed files start, once decompressed, with this marker. */
const CHUNK_MARKER = 'pagefind_dcd'

interface Entry {
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>
}

/** What is wrong with the index in `dir`, one line per problem, each naming the file (relative to `dir`); empty when whole. */
export function searchIndexProblems(dir: string): string[] {
  const problems: string[] = []
  const bytesOf = (file: string): Buffer | null => {
    const path = join(dir, file)
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push(`${file} is missing`)
      return null
    }
    const bytes = readFileSync(path)
    if (bytes.length === 0) {
      problems.push(`${file} is empty (0 bytes)`)
      return null
    }
    return bytes
  }
  const chunk = (file: string): Buffer | null => {
    const bytes = bytesOf(file)
    if (!bytes) return null
    try {
      const data = gunzipSync(bytes)
      if (data.subarray(0, CHUNK_MARKER.length).toString('latin1') === CHUNK_MARKER) return data
      problems.push(`${file} does not hold a Pagefind chunk`)
    } catch (error) {
      problems.push(`${file} does not decompress (${(error as Error).message}): it is cut short or damaged`)
    }
    return null
  }

  const entryBytes = bytesOf('pagefind-entry.json')
  let entry: Entry | null = null
  if (entryBytes) {
    try {
      entry = JSON.parse(entryBytes.toString('utf8')) as Entry
      if (!entry.languages || Object.keys(entry.languages).length === 0) problems.push('pagefind-entry.json names no language index')
    } catch (error) {
      problems.push(`pagefind-entry.json is not valid JSON (${(error as Error).message})`)
    }
  }
  for (const [language, { hash, wasm, page_count: pageCount }] of Object.entries(entry?.languages ?? {})) {
    const meta = chunk(`pagefind.${hash}.pf_meta`)
    wasmModule(wasm ? `wasm.${wasm}.pagefind` : 'wasm.unknown.pagefind')
    if (!meta) continue
    const named = chunkNames(meta, language)
    const fragments = [...named].filter((name) => existsSync(join(dir, 'fragment', `${name}.pf_fragment`)))
    const indexes = [...named].filter((name) => existsSync(join(dir, 'index', `${name}.pf_index`)))
    const missing = [...named].filter((name) => !fragments.includes(name) && !indexes.includes(name))
    for (const name of missing) problems.push(`fragment/${name}.pf_fragment or index/${name}.pf_index is missing`)
    // Every page has its fragment: fewer found means the metadata was not read as expected (or pages are missing).
    if (fragments.length + missing.length < pageCount)
      problems.push(
        `pagefind.${hash}.pf_meta names ${fragments.length + missing.length} page fragments, not the ${pageCount} pages pagefind-entry.json counts`,
      )
    if (indexes.length === 0) problems.push(`pagefind.${hash}.pf_meta names no word index in index/`)
  }
  for (const folder of ['fragment', 'index', 'filter']) {
    if (!existsSync(join(dir, folder))) continue
    for (const file of readdirSync(join(dir, folder))) chunk(`${folder}/${file}`)
  }
  wasmModule('wasm.unknown.pagefind')
  javaScript('pagefind.js', 'module')
  javaScript('pagefind-worker.js', 'script')
  return [...new Set(problems)]

  function wasmModule(file: string): void {
    const data = chunk(file)
    if (data && !WebAssembly.validate(new Uint8Array(data.subarray(CHUNK_MARKER.length)))) problems.push(`${file} is not valid WebAssembly`)
  }

  function javaScript(file: string, kind: 'module' | 'script'): void {
    const bytes = bytesOf(file)
    if (!bytes) return
    const error = kind === 'script' ? scriptSyntaxError(bytes.toString('utf8')) : moduleSyntaxError(bytes)
    if (error) problems.push(`${file} does not parse as JavaScript (${error})`)
  }
}

/**
 * The chunks the metadata names, by hash ("en_3f2a9c1": each page's fragment and each word-index chunk). The
 * metadata is CBOR, where a short text is one byte 0x60 + its length, then its bytes.
 */
function chunkNames(meta: Buffer, language: string): Set<string> {
  const name = new RegExp(`^${language}_[0-9a-f]+$`)
  const names = new Set<string>()
  for (let at = 0; at < meta.length; at++) {
    const length = meta[at]! - 0x60
    if (length < 1 || length > 23) continue
    const text = meta.toString('latin1', at + 1, at + 1 + length)
    if (name.test(text)) names.add(text)
  }
  return names
}

/** A classic script (the worker) is compiled, never run. */
function scriptSyntaxError(source: string): string | null {
  try {
    new Script(source)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** Node compiles a module without running it only from the command line (`--check`); Node 20 has no in-process way. */
function moduleSyntaxError(source: Buffer): string | null {
  const checked = spawnSync(process.execPath, ['--input-type=module', '--check'], { input: source, encoding: 'utf8' })
  if (checked.status === 0) return null
  return checked.stderr.match(/^SyntaxError: .*$/m)?.[0] ?? `node --check exited with ${checked.status}`
}

/** Throws, naming every file found wrong, unless the index in `dir` is whole. */
export function checkSearchIndex(dir: string): void {
  const problems = searchIndexProblems(dir)
  if (problems.length > 0) throw new Error(`The search index in ${dir} is broken:\n  ${problems.join('\n  ')}`)
}
