/**
 * Files only the service's own user may read or write: the embedded database's folder, the admin password that
 * `npm start` keeps, backups. Folders are 0700 and files 0600, whatever the umask; an existing tree is brought
 * in line (an install from before this rule, or files a library created with wider modes).
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Creates a folder (and its parents) that only this user can enter, or makes an existing one so. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(dir, PRIVATE_DIR_MODE)
}

/**
 * Makes every folder under `dir` 0700 and every file 0600. PGlite creates its files 0666 whatever the umask, so the
 * service runs this at start and in its hourly upkeep; in between, a new file sits in 0700 folders no one else can
 * enter. Returns how many entries it changed.
 */
export function privatiseTree(dir: string): number {
  let changed = 0
  const visit = (path: string) => {
    const info = lstatSync(path)
    if (info.isSymbolicLink()) return
    const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
    if ((info.mode & 0o777) !== wanted) {
      chmodSync(path, wanted)
      changed++
    }
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  if (existsSync(dir)) visit(dir)
  return changed
}

/** Writes a file only this user can read (created 0600, and made so if it existed). */
export function writePrivateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: PRIVATE_FILE_MODE })
  chmodSync(path, PRIVATE_FILE_MODE)
}
