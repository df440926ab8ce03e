import { createAvatar } from '@dicebear/core'
import * as personas from '@dicebear/personas'
import type { Person } from '../../content/people'

/**
 * The illustrated portrait of a person (DiceBear 9, "Personas" by Draftbit, CC BY 4.0), seeded by the name so
 * every build draws the same face. Build time only (scripts/postbuild.ts): nothing of DiceBear reaches a browser.
 * The options keep every portrait in one friendly, professional register and in the site's palette.
 */
export function portraitSvg({ name, look }: Pick<Person, 'name' | 'look'>): string {
  const feminine = look === 'feminine'
  return createAvatar(personas, {
    seed: name,
    size: 96,
    backgroundColor: ['dbeafe', 'e0e7ff', 'ffedd5', 'ccfbf1'],
    backgroundType: ['solid'],
    skinColor: ['e5a07e', 'd78774', 'b16a5b', '92594b'],
    hairColor: ['362c47', '6c4545'],
    // Listed twice: glasses on about one portrait in five.
    eyes: ['open', 'happy', 'open', 'happy', 'glasses'],
    mouth: ['smile', 'bigSmile'],
    nose: ['mediumRound', 'smallRound'],
    hair: feminine
      ? ['long', 'bobCut', 'curlyBun', 'straightBun', 'extraLong', 'bobBangs']
      : ['shortCombover', 'fade', 'buzzcut', 'balding', 'shortComboverChops', 'curly'],
    facialHair: ['beardMustache', 'goatee', 'shadow'],
    facialHairProbability: feminine ? 0 : 45,
    body: ['squared', 'rounded', 'small'],
    clothingColor: ['456dff', '54d7c7', '7555ca', 'f3b63a', 'e24553'],
  }).toString()
}
