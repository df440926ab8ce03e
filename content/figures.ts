import { figuresFileSchema } from './collections/figures'
import { readDataFile } from './data'

/** The headline figures and reply promises the owner sets (content/data/figures.yml), validated. */
export const figures = readDataFile('figures.yml', figuresFileSchema)
