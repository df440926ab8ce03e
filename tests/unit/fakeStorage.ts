/**
 * Replaces window.localStorage for one test. (Spying on happy-dom's Storage methods does not stick reliably,
 * so tests that need storage to fail swap in a storage of their own.)
 */
export function useFakeStorage(overrides: Partial<Storage>): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')
  const data = new Map<string, string>()
  const fake: Storage = {
    get length() {
      return data.size
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    ...overrides,
  }
  Object.defineProperty(window, 'localStorage', { value: fake, configurable: true })
  return () => {
    if (original) Object.defineProperty(window, 'localStorage', original)
  }
}

export const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}
