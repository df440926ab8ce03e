// Reads a `_headers` file (the Netlify / Cloudflare Pages format) the way those hosts apply it:
// every rule whose path pattern matches contributes its headers. Used by scripts/serve.mjs.

/** @param {string} file @param {string} path @returns {Record<string, string>} */
export function headersFor(file, path) {
  /** @type {Record<string, string>} */
  const result = {}
  let applies = false
  for (const raw of file.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      const pattern = raw
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      applies = new RegExp(`^${pattern}$`).test(path)
      continue
    }
    if (!applies) continue
    const line = raw.trim()
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    result[name] = result[name] ? `${result[name]}, ${value}` : value
  }
  return result
}
