import { downloads } from 'virtual:island-copy'
import type { DownloadToast } from '../../lib/client/downloads'
import { notify } from './notify'

/**
 * The toast after a download (lib/client/downloads.ts), with its copy: this chunk loads with the toaster on the
 * first download, so the messages ride in no page's HTML.
 */
export const downloadToast: DownloadToast = (download, outcome) => {
  const copy = downloads[download as keyof typeof downloads]
  if (!copy) throw new Error(`No toasts for the download "${download}"`)
  notify[outcome === 'success' ? 'success' : 'error'](copy[outcome].title, copy[outcome].description)
}
