/**
 * The editor's upload checks in the proxy, with a real Git working copy: an upload's bytes are the image its name
 * says, and the media library takes at most MEDIA_LIMITS.files images (the browser test, contentEditorMedia.spec.ts,
 * covers the size when chosen, a text file named .png and the library's bytes through the editor itself).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { handleProxyRequest } from '../../service/editor/proxy'
import { imageTypeProblem } from '../../service/editor/imageType'
import { ContentRepo } from '../../service/editor/repo'
import { MEDIA_LIMITS } from '../../model/requestLimits'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')])
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypavif'), Buffer.from([0, 0, 0, 0]), Buffer.from('avifmif1miaf')])
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic')])
const author = { name: 'Owner', email: 'owner@localhost' }

describe('editor uploads', () => {
  it('accepts each image type under its own name and refuses other bytes, saying what they are', () => {
    for (const [name, bytes] of [
      ['a.png', PNG],
      ['a.jpg', JPEG],
      ['a.jpeg', JPEG],
      ['a.gif', GIF],
      ['a.webp', WEBP],
      ['a.avif', AVIF],
      ['a.svg', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- Generator: Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ] as const)
      expect(imageTypeProblem(name, bytes), name).toBeNull()
    expect(imageTypeProblem('notes.png', Buffer.from('Call the printer on Monday.'))).toMatch(/^notes\.png is not a PNG image inside/)
    expect(imageTypeProblem('photo.png', JPEG)).toBe(
      'photo.png is a JPEG image inside, not PNG as its name says; rename it to end in .jpg and upload it again',
    )
    expect(imageTypeProblem('phone.avif', HEIC)).toMatch(/^phone\.avif is not an AVIF image inside/)
    expect(imageTypeProblem('page.svg', Buffer.from('<html><body><svg></svg></body></html>'))).toMatch(/^page\.svg is not an SVG image inside/)
    expect(imageTypeProblem('latin.svg', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0x3e]))).toMatch(/is not an SVG image inside/)
  })

  it(`refuses an upload past ${MEDIA_LIMITS.files} images, saying how many the library has, and commits nothing`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-limit-'))
    try {
      mkdirSync(join(dir, 'public/images/uploads'), { recursive: true })
      for (let image = 0; image < MEDIA_LIMITS.files; image++) writeFileSync(join(dir, `public/images/uploads/${image}.png`), PNG)
      execFileSync('git', ['init', '--quiet', '--initial-branch=main'], { cwd: dir })
      execFileSync('git', ['add', '--all'], { cwd: dir })
      execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@x', 'commit', '--quiet', '--no-gpg-sign', '-m', 'Start'], { cwd: dir })
      const repo = new ContentRepo(dir)
      const head = await repo.head()
      const upload = (path: string) =>
        handleProxyRequest(repo, { action: 'persistMedia', params: { asset: { path, content: PNG.toString('base64'), encoding: 'base64' } } }, author)
      await expect(upload('public/images/uploads/one-more.png')).rejects.toThrow(
        `The media library holds at most ${MEDIA_LIMITS.files} images and has ${MEDIA_LIMITS.files}. Delete images no page uses`,
      )
      expect(await repo.head()).toBe(head)
      // Replacing an image the library has already is no new image.
      await expect(upload('public/images/uploads/7.png')).resolves.toMatchObject({ path: 'public/images/uploads/7.png' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
