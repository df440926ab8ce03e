import type { ReactNode } from 'react'
import { downloadsPage } from '../../content/downloads'

/** The URL the build writes each downloadable file to (scripts/postbuild.ts). */
export function downloadFile(kind: 'brochure' | 'portfolio'): string {
  const card = downloadsPage.cards.find((candidate) => candidate.id === kind)
  if (!card) throw new Error(`No download card "${kind}"`)
  return `/files/${card.fileName}`
}

/**
 * A link that downloads the brochure or the portfolio (lib/client/downloads.ts fetches the file in the browser and
 * shows the download toasts, whose copy comes with the toaster: components/islands/downloadToast.ts). `href` is where
 * it leads without JavaScript (the file itself by default).
 */
export function DownloadLink({
  kind,
  href,
  className,
  describedBy,
  children,
}: {
  kind: 'brochure' | 'portfolio'
  href?: string
  className: string
  describedBy?: string
  children: ReactNode
}) {
  const file = downloadFile(kind)
  return (
    <a
      href={href ?? file}
      download={href === undefined ? file.split('/').pop() : undefined}
      className={className}
      aria-describedby={describedBy}
      data-download={kind}
      data-file={file}
    >
      {children}
    </a>
  )
}
