/**
 * Download buttons: a click on an element with data-download (what it downloads: brochure, portfolio) fetches the
 * file the build wrote (its data-file or href: the designed PDF), saves it under its file name through a Blob, and
 * shows the success or failure toast of that download. Without JavaScript the link simply opens the file or page; a
 * click before this script has run is held by the page's inline script and made again once it has.
 */
import { DOWNLOAD_LINK } from '../firstPaint'
import { saveFile } from './saveFile'

/** Shows the toast of a download's outcome (components/islands/downloadToast.ts, loaded on the first download). */
export type DownloadToast = (download: string, outcome: 'success' | 'failure') => void

export async function downloadFile(url: string, fileName: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  // The file as the server sent it (a PDF, or a plain-text file), kept byte for byte.
  const file = await response.blob()
  if (file.size === 0) throw new Error(`${url} is empty`)
  saveFile(fileName, file)
}

export function startDownloads(loadToast: () => Promise<DownloadToast>, doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>(DOWNLOAD_LINK)
    if (!trigger) return
    event.preventDefault()
    const { download = '', file } = trigger.dataset
    const url = file ?? trigger.getAttribute('href') ?? ''
    downloadFile(url, url.split('/').pop() || 'download').then(
      () => loadToast().then((toast) => toast(download, 'success')),
      (error: unknown) => {
        console.error('Download failed', error)
        return loadToast().then((toast) => toast(download, 'failure'))
      },
    )
  })
}
