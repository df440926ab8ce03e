/**
 * Saves text or a Blob as a file in the browser: an object URL and a click on a temporary download link. Text is
 * saved as `type`; a Blob keeps its own. The admin's exports use it.
 */
export function saveFile(fileName: string, content: string | Blob, type = 'text/plain'): void {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: some browsers start reading the URL only after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
