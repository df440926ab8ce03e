/** Route helpers shared by the build (host rewrite rules) and the not-found page's script. */
export interface Fallback {
  prefix: string
  target: string
}

/** Normalises a URL path to the site's form: leading slash, no trailing slash, lower-case not enforced. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The page a wildcard path shows (/about/* shows About, ...), or null when it is simply not found. */
export function resolveFallback(path: string, fallbacks: readonly Fallback[]): string | null {
  const normalised = normalisePath(path)
  for (const { prefix, target } of fallbacks) {
    if (normalised.startsWith(prefix) && normalised.length > prefix.length) return target
  }
  return null
}
