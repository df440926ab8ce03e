// @vitest-environment node
import sharp from 'sharp'
import { PORTRAIT_PHOTO_SIDE, squarePortrait } from '../../lib/build/portraitPhoto'

/** A photo as an owner uploads one: large, not square, from a camera that writes its metadata. */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) % 251
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' } } })
    .toBuffer()
}

describe('portrait photos', () => {
  it('are cut to a square, scaled and compressed to WebP, whatever the shape uploaded', async () => {
    for (const [width, height] of [
      [1600, 1000],
      [900, 1500],
    ] as const) {
      const photo = await cameraPhoto(width, height)
      const portrait = await squarePortrait(photo)
      const meta = await sharp(portrait).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([PORTRAIT_PHOTO_SIDE, PORTRAIT_PHOTO_SIDE])
      expect(portrait.length).toBeLessThan(photo.length / 10)
      // Where and with what it was taken stays with the owner.
      expect(meta.exif).toBeUndefined()
    }
  })
})
