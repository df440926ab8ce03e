import { clientsFileSchema, type ClientBrand } from './collections/clients'
import { readDataFile } from './data'

export { clientBrandSchema, type ClientBrand } from './collections/clients'

/** The client brands (content/data/clients.yml), each with a designed mark (components/sections/ClientLogo.tsx). */
export const clientBrands: ClientBrand[] = readDataFile('clients.yml', clientsFileSchema).brands

export function clientBrand(name: string): ClientBrand {
  const brand = clientBrands.find((candidate) => candidate.name === name)
  if (!brand) throw new Error(`No client brand "${name}" in content/data/clients.yml (in the editor: Client brands)`)
  return brand
}
