/**
 * Runs a step on browser storage exclusively across the tabs of the site, and in request order within a page.
 *
 * Chromium runs tabs in separate processes, and localStorage's read-modify-write is not atomic across them:
 * 400 appends from each of two tabs kept 400 to 517 of 800. A Web Lock (`navigator.locks`) alone is not enough
 * either: each tab reads its own copy of storage, which learns of another tab's write a little later (under load,
 * over a second later), so the next holder of the lock could still read the old list (694 to 799 of 800 kept).
 * So each write also counts up a revision stored beside the data and, before it releases the lock, takes a lock
 * named after that revision; the next writer asks the lock manager (which orders both) for the newest revision
 * announced and waits until its own copy of storage holds it before it reads.
 *
 * Where the Web Locks API is missing (an old browser, a plain-http origin) or refuses, the step runs at once
 * (one synchronous step, as atomic as localStorage allows). A step still waiting for the lock when the page is
 * hidden (navigation, closing) runs then, unlocked, rather than never.
 */

/** The Web Lock every write holds (one for all keys: a write takes well under a millisecond). */
export const STORAGE_LOCK = 'agency-website:localStorage'
/** Prefix of the locks that announce the revision a tab has just written: `<prefix><revision>`. */
export const REVISION_LOCK_PREFIX = `${STORAGE_LOCK}:revision:`
/** How long a tab announces its latest revision; by then every other tab has long seen the write. */
const ANNOUNCE_MS = 10_000
/** The longest a write waits for the previous writer's data to reach this tab before it goes ahead. */
const CATCH_UP_MS = 5_000

/** The revision counter kept in storage beside the data. */
export interface Revisions {
  read(): number
  /** false when it could not be stored. */
  write(revision: number): boolean
}

function lockManager(): LockManager | null {
  try {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks
    return locks && typeof locks.request === 'function' ? locks : null
  } catch {
    return null
  }
}

/** Steps waiting for the lock in this page, run at once if the page is hidden first. */
const waiting = new Set<() => void>()
/** The revision locks this page holds, with the function that releases each. */
const announced = new Map<number, () => void>()
let listening = false

function onPageHide(): void {
  for (const run of [...waiting]) run()
  // A page kept for back/forward navigation must not hold locks.
  for (const release of [...announced.values()]) release()
}

/** The newest revision another tab has announced (0: none). */
async function announcedByOthers(locks: LockManager): Promise<number> {
  if (typeof locks.query !== 'function') return 0
  try {
    let newest = 0
    for (const { name } of (await locks.query()).held ?? []) {
      if (!name?.startsWith(REVISION_LOCK_PREFIX)) continue
      const revision = Number(name.slice(REVISION_LOCK_PREFIX.length))
      if (Number.isSafeInteger(revision) && revision > newest && !announced.has(revision)) newest = revision
    }
    return newest
  } catch {
    return 0
  }
}

/** Waits until this tab's copy of storage holds `revision` (another tab's writes arrive with storage events). */
async function catchUp(revision: number, revisions: Revisions): Promise<void> {
  const deadline = Date.now() + CATCH_UP_MS
  while (revisions.read() < revision && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener('storage', done)
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(done, 20)
      window.addEventListener('storage', done)
    })
  }
}

/** Holds `<prefix><revision>` for a while; resolves once granted, so the next writer is sure to see it. */
function announce(locks: LockManager, revision: number): Promise<void> {
  const older = [...announced.values()]
  return new Promise<void>((granted) => {
    const hold = () =>
      new Promise<void>((release) => {
        const done = () => {
          announced.delete(revision)
          clearTimeout(timer)
          release()
        }
        const timer = setTimeout(done, ANNOUNCE_MS)
        announced.set(revision, done)
        granted()
      })
    locks.request(REVISION_LOCK_PREFIX + revision, hold).catch(() => granted())
  }).then(() => older.forEach((release) => release()))
}

/** Runs `step` exclusively across tabs; a step whose result is ok counts up the revision. */
export function runExclusive<R extends { ok: boolean }>(step: () => R, revisions: Revisions): Promise<R> {
  const locks = lockManager()
  if (!locks) return Promise.resolve(step())
  if (!listening && typeof window !== 'undefined') {
    listening = true
    window.addEventListener('pagehide', onPageHide)
  }
  return new Promise((resolve) => {
    let settled = false
    /** Runs the step once and returns the revision it wrote (null: none). */
    const runOnce = (seen: number): number | null => {
      if (settled) return null
      settled = true
      waiting.delete(runUnlocked)
      const result = step()
      resolve(result)
      if (!result.ok) return null
      const revision = Math.max(revisions.read(), seen) + 1
      return revisions.write(revision) ? revision : null
    }
    const runUnlocked = () => void runOnce(0)
    waiting.add(runUnlocked)
    const underLock = async () => {
      const seen = await announcedByOthers(locks)
      await catchUp(seen, revisions)
      const revision = runOnce(seen)
      if (revision !== null) await announce(locks, revision)
    }
    try {
      // A request the browser refuses (SecurityError in an opaque origin, say) falls back to an unlocked step.
      locks.request(STORAGE_LOCK, underLock).catch(runUnlocked)
    } catch {
      runUnlocked()
    }
  })
}
