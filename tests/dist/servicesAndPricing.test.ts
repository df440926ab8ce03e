// @vitest-environment node
import { expect, test } from 'vitest'
import * as spec from '../support/specFigures'
import { builtDocument } from './support/builtDocument'

/**
 * Every price the specification gives (tests/support/specFigures.ts, written from the specification and not read from
 * content/) in the prerendered HTML of its page, as a crawler reads it. The tables in a browser are in
 * tests/e2e/servicesAndPricing.spec.ts.
 */
const servicePageCards = Object.fromEntries(Object.entries(spec.servicePageCards).map(([slug, prices]) => [`/services/${slug}`, prices]))

const figuresByPage: Record<string, readonly string[]> = {
  '/services': [...spec.servicesFrom.map((service) => service.price), 'Starting from'],
  ...servicePageCards,
  '/developer': spec.onDemandRates,
  '/pricing': [
    ...spec.packages.map(([, price]) => price),
    'Most Popular',
    ...spec.developmentTable.rows.flat(),
    ...spec.developerRates.map(([, price]) => price),
  ],
  '/contact': spec.budgetRanges,
}

test.each(Object.entries(figuresByPage))('%s holds every figure of its price tables', (path, figures) => {
  // The page's text without its tags ("₹10,000/month maintenance" spans two elements).
  const text = (builtDocument(path).documentElement.textContent ?? '').replace(/\s+/g, ' ')
  for (const figure of figures) expect(text, `${path} should contain "${figure}"`).toContain(figure)
})
