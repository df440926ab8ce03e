/** Headers a `_headers` file gives a path (see headersFile.mjs). */
export function headersFor(file: string, path: string): Record<string, string>
