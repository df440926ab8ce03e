import type { ReactNode } from 'react'
import { downloadsPage } from '../../content/downloads'
import { messages } from '../../content/messages'

/** The URL the build writes each downloadable file to (scripts/postbuild.ts). */
export function downloadFile(kind: 'brochure' | 'portfolio'): string {
  const card = downloadsPage.cards.find((candidate) => candidate.id === kind)
  if (!card) throw new Error(`No download card "${kind}"`)
  return `/files/${card.fileName}`
}

/**
 * A link that downloads the brochure or the portfolio (lib/client/downloads.ts builds the file in the browser
 * and shows the download toasts). `href` is where it leads without JavaScript (the file itself by default).
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
  const success = kind === 'brochure' ? messages.brochureSuccess : messages.portfolioSuccess
  const failure = kind === 'brochure' ? messages.downloadFailure : messages.portfolioFailure
  const file = downloadFile(kind)
  return (
    <a
      href={href ?? file}
      download={href === undefined ? file.split('/').pop() : undefined}
      className={className}
      aria-describedby={describedBy}
      data-download={kind}
      data-file={file}
      data-file-name={file.split('/').pop()}
      data-success-title={success.title}
      data-success-text={success.description}
      data-failure-title={failure.title}
      data-failure-text={failure.description}
    >
      {children}
    </a>
  )
}
