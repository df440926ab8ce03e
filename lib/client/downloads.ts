/**
 * Download buttons: a click on an element with data-download fetches the file the build wrote
 * (its data-file or href: the designed PDF), saves it under its file name through a Blob, and shows a success or
 * failure toast with the messages in its data attributes. Without JavaScript the link simply opens the file or page.
 */
import { saveFile } from './saveFile'

type Notify = (kind: 'success' | 'error', title: string, description: string) => void

export async function downloadFile(url: string, fileName: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  // The file as the server sent it (a PDF, or a plain-text file), kept byte for byte.
  const file = await response.blob()
  if (file.size === 0) throw new Error(`${url} is empty`)
  saveFile(fileName, file)
}

export function startDownloads(loadNotify: () => Promise<Notify>, doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-download]')
    if (!trigger) return
    event.preventDefault()
    const { file, fileName, successTitle = '', successText = '', failureTitle = '', failureText = '' } = trigger.dataset
    const url = file ?? trigger.getAttribute('href') ?? ''
    const name = fileName ?? url.split('/').pop() ?? 'download'
    downloadFile(url, name).then(
      () => loadNotify().then((notify) => notify('success', successTitle, successText)),
      (error: unknown) => {
        console.error('Download failed', error)
        return loadNotify().then((notify) => notify('error', failureTitle, failureText))
      },
    )
  })
}
