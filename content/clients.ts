import { z } from 'zod'
import { defineContent } from './define'

/**
 * The client brands the site names: the home logo carousel and the case studies. They are fictional Indian
 * businesses, so each gets a designed mark (components/sections/ClientLogo.tsx) rather than a borrowed logo.
 * `colour` is the brand's own colour; it is used for text on white, so it must reach AA contrast (4.5:1).
 */
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/)

export const clientBrandSchema = z.object({
  name: z.string().min(2),
  sector: z.string().min(2),
  colour: hexColour,
  /** The outline of the monogram tile, so no two neighbouring marks look alike. */
  shape: z.enum(['rounded', 'circle', 'hexagon', 'diamond']),
  /** Shown in the home page's logo carousel (SPEC 2: 7 brands). */
  inLogoCarousel: z.boolean(),
})
export type ClientBrand = z.output<typeof clientBrandSchema>

/** WCAG relative luminance contrast of a colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
  return 1.05 / (luminance + 0.05)
}

export const clientBrands = defineContent(
  'content/clients.ts',
  z
    .array(clientBrandSchema.refine((brand) => contrastOnWhite(brand.colour) >= 4.5, { message: 'brand colour below 4.5:1 on white' }))
    .refine((brands) => new Set(brands.map((brand) => brand.name)).size === brands.length, { message: 'brand names must be unique' }),
  [
    { name: 'Saffron Foods', sector: 'Food & beverage', colour: '#c2410c', shape: 'circle', inLogoCarousel: true },
    { name: 'UrbanNest Realty', sector: 'Real estate', colour: '#0f766e', shape: 'hexagon', inLogoCarousel: true },
    { name: 'Medicare Plus', sector: 'Healthcare', colour: '#be123c', shape: 'rounded', inLogoCarousel: true },
    { name: 'TechVista Labs', sector: 'SaaS', colour: '#4338ca', shape: 'diamond', inLogoCarousel: true },
    { name: 'Kavya Textiles', sector: 'Fashion', colour: '#9d174d', shape: 'circle', inLogoCarousel: true },
    { name: 'GreenLeaf Organics', sector: 'D2C retail', colour: '#15803d', shape: 'hexagon', inLogoCarousel: true },
    { name: 'EduSpark Academy', sector: 'Education', colour: '#6d28d9', shape: 'rounded', inLogoCarousel: true },
    { name: 'Deccan Precision', sector: 'Manufacturing', colour: '#0369a1', shape: 'diamond', inLogoCarousel: false },
  ],
)

export function clientBrand(name: string): ClientBrand {
  const brand = clientBrands.find((candidate) => candidate.name === name)
  if (!brand) throw new Error(`No client brand "${name}" in content/clients.ts`)
  return brand
}
