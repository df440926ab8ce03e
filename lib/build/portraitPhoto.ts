import sharp from 'sharp'

/** The side of a portrait photo as the build writes it: twice the largest size a page shows (88 px), for sharp screens. */
export const PORTRAIT_PHOTO_SIDE = 192

/**
 * A portrait photo as the pages show it: cut to a square around what draws the eye (sharp's attention strategy keeps
 * a face that is not centred), scaled to PORTRAIT_PHOTO_SIDE and compressed to WebP, its metadata (camera, place)
 * dropped. The owner uploads a phone photo of several megabytes; a visitor downloads a few kilobytes.
 */
export async function squarePortrait(photo: Buffer): Promise<Buffer> {
  return sharp(photo)
    .rotate()
    .resize(PORTRAIT_PHOTO_SIDE, PORTRAIT_PHOTO_SIDE, { fit: 'cover', position: sharp.strategy.attention })
    .webp({ quality: 80, effort: 6 })
    .toBuffer()
}
