import { pricesFileSchema } from './collections/prices'
import { readDataFile } from './data'

/** Every price the owner sets (content/data/prices.yml), validated; pages, cards, head tags and PDFs read them here. */
export const prices = readDataFile('prices.yml', pricesFileSchema)
