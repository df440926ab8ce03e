// @vitest-environment node
import { bundleHandoff, handoffHref, hasHandoff, readHandoff } from '../../lib/handoff'

const positions = [{ value: 'devops-engineer' }, { value: 'open-application' }]
const kit = bundleHandoff(
  { slug: 'smart-business-kit', name: 'Smart Business Kit', price: { amount: 35_999 } },
  { message: 'Order the {bundle} at {price}.', service: 'iot' },
)
const known = { positions, bundles: [kit] }

describe('hand-off links', () => {
  test('name a position or a bundle on /contact', () => {
    expect(handoffHref('position', 'devops-engineer')).toBe('/contact?position=devops-engineer')
    expect(handoffHref('bundle', 'smart-business-kit')).toBe('/contact?bundle=smart-business-kit')
    expect(handoffHref('position', 'a b&c')).toBe('/contact?position=a%20b%26c')
  })

  test('a bundle fills in its name and its price in Indian format', () => {
    expect(kit).toEqual({ slug: 'smart-business-kit', service: 'iot', message: 'Order the Smart Business Kit at ₹35,999.' })
  })
})

describe('reading the query', () => {
  test('finds a known position or bundle', () => {
    expect(readHandoff('?position=devops-engineer', known)).toEqual({ position: 'devops-engineer' })
    expect(readHandoff('?bundle=smart-business-kit', known)).toEqual({ bundle: kit })
    expect(readHandoff('?utm_source=x&position=open-application', known)).toEqual({ position: 'open-application' })
  })

  test('ignores anything it does not know, and a query without a hand-off', () => {
    for (const search of [
      '',
      '?position=',
      '?position=DEVOPS-ENGINEER',
      '?position=%3Cscript%3E',
      '?bundle=devops-engineer',
      '?position=constructor',
      '?utm_source=x',
    ]) {
      expect(readHandoff(search, known), search).toEqual({})
    }
  })

  test('hasHandoff says whether to wake the form early (known or not)', () => {
    expect(hasHandoff('?position=x')).toBe(true)
    expect(hasHandoff('?bundle=')).toBe(true)
    expect(hasHandoff('')).toBe(false)
    expect(hasHandoff('?utm_source=newsletter')).toBe(false)
  })
})
