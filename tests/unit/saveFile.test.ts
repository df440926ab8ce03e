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
})
