import { downloadFile } from '../../lib/client/downloads'
import { saveFile } from '../../lib/client/saveFile'

/** What a click on a download link saved: its file name and the Blob behind its object URL. */
function watchDownloads() {
  const blobs = new Map<string, Blob>()
  let next = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++next}`
    blobs.set(url, blob as Blob)
    return url
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  const saved: { fileName: string; blob: Blob | undefined; inPage: boolean }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href), inPage: this.isConnected })
  })
  return { saved, revoke }
}

describe('saveFile (the one blob download of the site)', () => {
  test('saves text under its file name and type, through a temporary link revoked later', async () => {
    vi.useFakeTimers()
    const { saved, revoke } = watchDownloads()
    saveFile('form-submissions-2026-01-02.csv', 'Date,Type\n', 'text/csv;charset=utf-8')
    expect(saved).toHaveLength(1)
    expect(saved[0]!.fileName).toBe('form-submissions-2026-01-02.csv')
    expect(saved[0]!.inPage).toBe(true)
    expect(saved[0]!.blob?.type).toBe('text/csv;charset=utf-8')
    expect(await saved[0]!.blob?.text()).toBe('Date,Type\n')
    expect(document.querySelector('a[download]')).toBeNull()
    expect(revoke).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10_000)
    expect(revoke).toHaveBeenCalledWith('blob:test/1')
    vi.useRealTimers()
  })

  test('a Blob keeps its own type', () => {
    const { saved } = watchDownloads()
    saveFile('leads.json', new Blob(['[]'], { type: 'application/json' }))
    expect(saved[0]!.blob?.type).toBe('application/json')
  })

  test('a download button saves the fetched file byte for byte, and refuses an error answer', async () => {
    const { saved } = watchDownloads()
    const pdf = new Blob(['%PDF-1.7 …'], { type: 'application/pdf' })
    await downloadFile('/files/brochure.pdf', 'brochure.pdf', async () => new Response(pdf))
    expect(saved.map((entry) => entry.fileName)).toEqual(['brochure.pdf'])
    expect(await saved[0]!.blob?.text()).toBe('%PDF-1.7 …')
    await expect(downloadFile('/files/missing.pdf', 'missing.pdf', async () => new Response('', { status: 404 }))).rejects.toThrow('answered 404')
    expect(saved).toHaveLength(1)
  })
})
