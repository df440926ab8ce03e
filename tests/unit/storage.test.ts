import { appendToList, newEntryStamp, readList, removeKeys, STORAGE_KEYS, updateList, updateValue, writeValue } from '../../lib/client/storage'
import { REVISION_LOCK_PREFIX, STORAGE_LOCK } from '../../lib/client/tabLock'
import { submissionSchema } from '../../model/leadSubmissions'
import { quotaExceeded, useFakeStorage } from './fakeStorage'

const entry = (name: string) => ({ ...newEntryStamp(new Date('2026-11-01T10:00:00Z')), name, email: `${name}@x.in`, phone: '+91 98765 43210' })

describe('storage', () => {
  test('appends entries and reads them back validated', async () => {
    expect((await appendToList(STORAGE_KEYS.hero, entry('Asha'))).ok).toBe(true)
    expect((await appendToList(STORAGE_KEYS.hero, entry('Ravi'))).ok).toBe(true)
    expect(readList(STORAGE_KEYS.hero, submissionSchema).map((e) => e.name)).toEqual(['Asha', 'Ravi'])
  })

  test('an entry has a random UUID id (the lead service recognises a resent lead by it) and an ISO submittedAt', () => {
    const stamp = newEntryStamp(new Date('2026-11-01T10:00:00.000Z'))
    expect(stamp.submittedAt).toBe('2026-11-01T10:00:00.000Z')
    expect(stamp.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newEntryStamp(new Date('2026-11-01T10:00:00.000Z')).id).not.toBe(stamp.id)
  })

  test('invalid entries are skipped on read, without throwing', () => {
    localStorage.setItem(STORAGE_KEYS.contact, JSON.stringify([entry('Ok'), { name: 42 }, null, 'text']))
    expect(readList(STORAGE_KEYS.contact, submissionSchema).map((e) => e.name)).toEqual(['Ok'])
  })

  test('a value that is not JSON reads as empty and is backed up, never overwritten, before the next write', async () => {
    localStorage.setItem(STORAGE_KEYS.popup, '{not json')
    expect(readList(STORAGE_KEYS.popup, submissionSchema)).toEqual([])
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A clock that moves on every call: the message must name the key really written, not a second reading.
    let time = 1234
    expect((await appendToList(STORAGE_KEYS.popup, entry('New'), { now: () => time++ })).ok).toBe(true)
    expect(localStorage.getItem(`${STORAGE_KEYS.popup}.corrupt.1234`)).toBe('{not json')
    expect(localStorage.getItem(`${STORAGE_KEYS.popup}.corrupt.1235`)).toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]![0])).toContain(`"${STORAGE_KEYS.popup}.corrupt.1234"`)
    expect(readList(STORAGE_KEYS.popup, submissionSchema).map((e) => e.name)).toEqual(['New'])
  })

  test('a JSON value that is not a list is backed up too', async () => {
    localStorage.setItem(STORAGE_KEYS.hero, '{"a":1}')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await appendToList(STORAGE_KEYS.hero, entry('New'), { now: () => 99 })
    expect(localStorage.getItem(`${STORAGE_KEYS.hero}.corrupt.99`)).toBe('{"a":1}')
  })

  test('storage that throws gives a failed result and logs, never an exception', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const restore = useFakeStorage({ setItem: quotaExceeded })
    const result = await appendToList(STORAGE_KEYS.hero, entry('Full'))
    expect(result.ok).toBe(false)
    expect(error).toHaveBeenCalled()
    expect(writeValue('x', 'y').ok).toBe(false)
    restore()
  })

  test('reading storage that throws gives an empty list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const restore = useFakeStorage({
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(readList(STORAGE_KEYS.hero, submissionSchema)).toEqual([])
    restore()
  })

  test('keepNewest trims to the newest entries', async () => {
    for (let i = 0; i < 5; i++) await appendToList('log', i, { keepNewest: 3 })
    expect(JSON.parse(localStorage.getItem('log')!)).toEqual([2, 3, 4])
  })

  test('updateList and removeKeys', async () => {
    await appendToList('a', 1)
    await updateList<number>('a', (list) => list.map((n) => n * 10))
    expect(localStorage.getItem('a')).toBe('[10]')
    await removeKeys(['a'])
    expect(localStorage.getItem('a')).toBeNull()
  })
})

/**
 * A LockManager as browsers have it, for one page: exclusive locks per name, granted in request order a task later,
 * and `query()` listing the held ones. `hold(name)` takes a lock as another tab would, until released.
 */
function installLocks({ refuse = false } = {}) {
  const queues = new Map<string, (() => Promise<void>)[]>()
  const held = new Set<string>()
  const pump = (name: string) => {
    const queue = queues.get(name) ?? []
    if (held.has(name) || queue.length === 0) return
    held.add(name)
    const next = queue.shift()!
    setTimeout(() => {
      void next().finally(() => {
        held.delete(name)
        pump(name)
      })
    })
  }
  const enqueue = (name: string, task: () => Promise<void>) => {
    queues.set(name, [...(queues.get(name) ?? []), task])
    pump(name)
  }
  const locks = {
    requested: [] as string[],
    request(name: string, callback: () => unknown): Promise<unknown> {
      locks.requested.push(name)
      if (refuse) return Promise.reject(new DOMException('The request is not allowed.', 'SecurityError'))
      return new Promise((resolve) => enqueue(name, async () => resolve(await callback())))
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: 'exclusive' })), pending: [] }
    },
    /** Holds a lock (like another tab) until the returned function is called. */
    hold(name: string = STORAGE_LOCK): Promise<() => void> {
      return new Promise((granted) => enqueue(name, () => new Promise<void>((release) => granted(release))))
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return { locks, restore: () => delete (navigator as unknown as Record<string, unknown>).locks }
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

describe('writes across tabs', () => {
  test('every write waits for the Web Lock held by another tab, then runs in request order', async () => {
    const { locks, restore } = installLocks()
    try {
      const release = await locks.hold()
      const writes = [
        appendToList('list', 1),
        updateList<number>('list', (list) => [...list, 2]),
        updateValue('flag', () => 'on'),
        appendToList('list', 3),
      ]
      await tick(20)
      expect(localStorage.getItem('list')).toBeNull()
      expect(localStorage.getItem('flag')).toBeNull()
      release()
      expect((await Promise.all(writes)).every((result) => result.ok)).toBe(true)
      expect(localStorage.getItem('list')).toBe('[1,2,3]')
      expect(localStorage.getItem('flag')).toBe('on')
      expect(locks.requested.filter((name) => name === STORAGE_LOCK)).toHaveLength(4)
      await removeKeys(['list'])
      expect(localStorage.getItem('list')).toBeNull()
    } finally {
      window.dispatchEvent(new Event('pagehide'))
      restore()
    }
  })

  test('each write counts up the revision and announces it with a lock until the next write', async () => {
    const { locks, restore } = installLocks()
    try {
      await appendToList('list', 1)
      expect(localStorage.getItem(STORAGE_KEYS.revision)).toBe('1')
      await tick()
      expect((await locks.query()).held.map((lock) => lock.name)).toEqual([`${REVISION_LOCK_PREFIX}1`])
      await appendToList('list', 2)
      expect(localStorage.getItem(STORAGE_KEYS.revision)).toBe('2')
      await tick()
      expect((await locks.query()).held.map((lock) => lock.name)).toEqual([`${REVISION_LOCK_PREFIX}2`])
    } finally {
      window.dispatchEvent(new Event('pagehide'))
      restore()
    }
  })

  test("a write waits until another tab's announced revision has reached this tab's storage, then reads it", async () => {
    const { locks, restore } = installLocks()
    try {
      // Another tab wrote revision 7 (its list holds its entry), but this tab's copy of storage still has revision 6.
      localStorage.setItem(STORAGE_KEYS.revision, '6')
      localStorage.setItem('list', '["old"]')
      const releaseAnnouncement = await locks.hold(`${REVISION_LOCK_PREFIX}7`)
      let done = false
      const write = appendToList('list', 'mine').then((result) => {
        done = true
        return result
      })
      await tick(100)
      expect(done).toBe(false)
      expect(localStorage.getItem('list')).toBe('["old"]')
      // The other tab's write arrives.
      localStorage.setItem('list', '["old","theirs"]')
      localStorage.setItem(STORAGE_KEYS.revision, '7')
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.revision, newValue: '7' }))
      expect((await write).ok).toBe(true)
      expect(localStorage.getItem('list')).toBe('["old","theirs","mine"]')
      expect(localStorage.getItem(STORAGE_KEYS.revision)).toBe('8')
      releaseAnnouncement()
    } finally {
      window.dispatchEvent(new Event('pagehide'))
      restore()
    }
  })

  test('a write still waiting for the lock when the page is hidden runs then, once', async () => {
    const { locks, restore } = installLocks()
    try {
      const release = await locks.hold()
      const write = appendToList('list', 'leaving')
      window.dispatchEvent(new Event('pagehide'))
      expect(localStorage.getItem('list')).toBe('["leaving"]')
      expect((await write).ok).toBe(true)
      release()
      await appendToList('list', 'after')
      expect(localStorage.getItem('list')).toBe('["leaving","after"]')
    } finally {
      window.dispatchEvent(new Event('pagehide'))
      restore()
    }
  })

  test('a browser that refuses the lock request still stores the entry', async () => {
    const { restore } = installLocks({ refuse: true })
    try {
      expect((await appendToList('list', 1)).ok).toBe(true)
      expect(localStorage.getItem('list')).toBe('[1]')
    } finally {
      restore()
    }
  })

  test('without the Web Locks API a write runs at once', () => {
    expect(navigator.locks ?? null).toBeNull()
    void appendToList('list', 1)
    expect(localStorage.getItem('list')).toBe('[1]')
  })
})
