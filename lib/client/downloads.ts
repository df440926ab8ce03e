/**
 * Download links (components/ui/DownloadLink.tsx): each downloads its file by itself, its download attribute, with no
 * script, before this script has run and after. This script adds the toast: on a click, and on a click made before it
 * ran (the page's inline script hands it on as EARLY_CLICK_EVENT), it asks whether the file answers and shows the
 * success or failure toast of that download.
 */
import { DOWNLOAD_LINK, EARLY_CLICK_EVENT } from '../firstPaint'

/** Shows the toast of a download's outcome (components/islands/downloadToast.ts, loaded on the first download). */
export type DownloadToast = (download: string, outcome: 'success' | 'failure') => void

export function startDownloads(loadToast: () => Promise<DownloadToast>, doc: Document = document): void {
  const onDownload = (event: Event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(DOWNLOAD_LINK)
    if (!link) return
    const { download = '' } = link.dataset
    fetch(link.href, { method: 'HEAD' })
      .then((response) => {
        if (!response.ok) throw new Error(`${link.href} answered ${response.status}`)
        return 'success' as const
      })
      .catch((error: unknown) => {
        console.error('Download failed', error)
        return 'failure' as const
      })
      .then((outcome) => loadToast().then((toast) => toast(download, outcome)))
  }
  doc.addEventListener('click', onDownload)
  doc.addEventListener(EARLY_CLICK_EVENT, onDownload)
}
