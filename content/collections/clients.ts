import { z } from 'zod'
import { line } from './fields'

/**
 * The client brands the site names (content/data/clients.yml): the home page's logo carousel and the case studies.
 * Each gets a designed mark (a monogram tile and a wordmark in its colour), so its colour must read on white.
 */

/** WCAG relative luminance contrast of a colour against white. */
export function contrastOnWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
  return 1.05 / (luminance + 0.05)
}

export const clientBrandSchema = z
  .object({
    name: line('Client'),
    sector: line('Sector'),
    colour: z
      .string()
      .regex(/^#[0-9a-f]{6}$/, 'must be a colour written as #1d4ed8')
      .refine((hex) => contrastOnWhite(hex) >= 4.5, 'is too light to read on white (it needs a contrast of 4.5:1); pick a darker shade')
      .meta({ title: 'Brand colour', widget: 'color' }),
    /** The outline of the monogram tile, so no two neighbouring marks look alike. */
    shape: z.enum(['rounded', 'circle', 'hexagon', 'diamond']).meta({ title: 'Tile shape' }),
    inLogoCarousel: z.boolean().default(false).meta({ title: 'Show in the home page logo carousel' }),
  })
  .strict()
export type ClientBrand = z.output<typeof clientBrandSchema>

export const clientsFileSchema = z
  .object({
    brands: z
      .array(clientBrandSchema)
      .min(1)
      .superRefine((brands, context) => {
        const seen = new Set<string>()
        brands.forEach((brand, index) => {
          if (seen.has(brand.name)) context.addIssue({ code: 'custom', message: `${brand.name} is listed twice`, path: [index, 'name'] })
          seen.add(brand.name)
        })
      })
      .meta({ title: 'Client brands' }),
  })
  .strict()
