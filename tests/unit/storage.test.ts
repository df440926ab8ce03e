import { appendToList, newEntryStamp, readList, removeKeys, STORAGE_KEYS, updateList, writeValue } from '../../lib/storage'
import { submissionSchema } from '../../lib/submissions'
import { quotaExceeded, useFakeStorage } from './fakeStorage'

const entry = (name: string) => ({ ...newEntryStamp(new Date('2026-11-01T10:00:00Z')), name, email: `${name}@x.in`, phone: '+91 98765 43210' })

describe('storage', () => {
  test('appends entries and reads them back validated', () => {
    expect(appendToList(STORAGE_KEYS.hero, entry('Asha')).ok).toBe(true)
    expect(appendToList(STORAGE_KEYS.hero, entry('Ravi')).ok).toBe(true)
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

  test('a value that is not JSON reads as empty and is backed up, never overwritten, before the next write', () => {
    localStorage.setItem(STORAGE_KEYS.popup, '{not json')
    expect(readList(STORAGE_KEYS.popup, submissionSchema)).toEqual([])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(appendToList(STORAGE_KEYS.popup, entry('New'), { now: () => 1234 }).ok).toBe(true)
    expect(localStorage.getItem(`${STORAGE_KEYS.popup}.corrupt.1234`)).toBe('{not json')
    expect(readList(STORAGE_KEYS.popup, submissionSchema).map((e) => e.name)).toEqual(['New'])
  })

  test('a JSON value that is not a list is backed up too', () => {
    localStorage.setItem(STORAGE_KEYS.hero, '{"a":1}')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    appendToList(STORAGE_KEYS.hero, entry('New'), { now: () => 99 })
    expect(localStorage.getItem(`${STORAGE_KEYS.hero}.corrupt.99`)).toBe('{"a":1}')
  })

  test('storage that throws gives a failed result and logs, never an exception', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const restore = useFakeStorage({ setItem: quotaExceeded })
    const result = appendToList(STORAGE_KEYS.hero, entry('Full'))
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

  test('keepNewest trims to the newest entries', () => {
    for (let i = 0; i < 5; i++) appendToList('log', i, { keepNewest: 3 })
    expect(JSON.parse(localStorage.getItem('log')!)).toEqual([2, 3, 4])
  })

  test('updateList and removeKeys', () => {
    appendToList('a', 1)
    updateList<number>('a', (list) => list.map((n) => n * 10))
    expect(localStorage.getItem('a')).toBe('[10]')
    removeKeys(['a'])
    expect(localStorage.getItem('a')).toBeNull()
  })
})
