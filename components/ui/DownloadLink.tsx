import type { ReactNode } from 'react'
import { messages } from '../../content/messages'

export const downloadFiles = {
  brochure: '/files/company-brochure.txt',
  portfolio: '/files/project-portfolio.txt',
} as const

/**
 * A link that downloads the brochure or the portfolio (lib/client/downloads.ts builds the file in the browser
 * and shows the SPEC 8 toasts). `href` is where it leads without JavaScript.
 */
export function DownloadLink({ kind, href, className, children }: { kind: keyof typeof downloadFiles; href?: string; className: string; children: ReactNode }) {
  const success = kind === 'brochure' ? messages.brochureSuccess : messages.portfolioSuccess
  const failure = kind === 'brochure' ? messages.downloadFailure : messages.portfolioFailure
  const file = downloadFiles[kind]
  return (
    <a
      href={href ?? file}
      className={className}
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
