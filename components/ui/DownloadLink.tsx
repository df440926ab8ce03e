import type { ReactNode } from 'react'
import { downloadsPage } from '../../content/downloads'

/** The URL the build writes each downloadable file to (scripts/postbuild.ts). */
export function downloadFile(kind: 'brochure' | 'portfolio'): string {
  const card = downloadsPage.cards.find((candidate) => candidate.id === kind)
  if (!card) throw new Error(`No download card "${kind}"`)
  return `/files/${card.fileName}`
}

/**
 * A link that downloads the brochure or the portfolio by itself (its download attribute), before the page script has
 * run as after; lib/client/downloads.ts adds the download toasts, whose copy comes with the toaster
 * (components/islands/downloadToast.ts).
 */
export function DownloadLink({
  kind,
  className,
  describedBy,
  children,
}: {
  kind: 'brochure' | 'portfolio'
  className: string
  describedBy?: string
  children: ReactNode
}) {
  const file = downloadFile(kind)
  return (
    <a href={file} download={file.split('/').pop()} className={className} aria-describedby={describedBy} data-download={kind}>
      {children}
    </a>
  )
}
