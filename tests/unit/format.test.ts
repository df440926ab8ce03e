// @vitest-environment node
import { formatIndianNumber, formatPrice, formatRupees } from '../../lib/format'

describe('formatIndianNumber: Indian digit grouping (last three digits, then pairs)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [8000, '8,000'],
    [15000, '15,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [250000, '2,50,000'],
    [1250000, '12,50,000'],
    [10000000, '1,00,00,000'],
    [123456789, '12,34,56,789'],
  ])('%d → %s', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected)
  })

  it('keeps a sign and a fraction', () => {
    expect(formatIndianNumber(-150000)).toBe('-1,50,000')
    expect(formatIndianNumber(1234.5)).toBe('1,234.5')
  })

  it('refuses what is not a finite number', () => {
    expect(() => formatIndianNumber(Number.NaN)).toThrow()
    expect(() => formatIndianNumber(Number.POSITIVE_INFINITY)).toThrow()
  })
})

describe('formatRupees', () => {
  it('prefixes ₹ to the Indian grouping', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000')
    expect(formatRupees(1250000)).toBe('₹12,50,000')
    expect(formatRupees(1500)).toBe('₹1,500')
  })
})

describe('formatPrice: the one price formatter', () => {
  it('writes a one-off price with no suffix', () => {
    expect(formatPrice({ amount: 100000 })).toBe('₹1,00,000')
    expect(formatPrice({ amount: 25000, period: 'one-off' })).toBe('₹25,000')
  })

  it('adds + for an open-ended price', () => {
    expect(formatPrice({ amount: 250000, orMore: true })).toBe('₹2,50,000+')
    expect(formatPrice({ amount: 500000, orMore: true })).toBe('₹5,00,000+')
  })

  it('adds the period', () => {
    expect(formatPrice({ amount: 15000, period: 'month' })).toBe('₹15,000/month')
    expect(formatPrice({ amount: 4000, period: 'day' })).toBe('₹4,000/day')
    expect(formatPrice({ amount: 25000, period: 'year' })).toBe('₹25,000/year')
    expect(formatPrice({ amount: 50000, period: 'project' })).toBe('₹50,000/project')
  })

  it('leads a "from" price with "Starting from"', () => {
    expect(formatPrice({ amount: 15000, period: 'month', from: true })).toBe('Starting from ₹15,000/month')
    expect(formatPrice({ amount: 75000, from: true })).toBe('Starting from ₹75,000')
  })

  it('puts the + before the period and a note last', () => {
    expect(formatPrice({ amount: 100000, period: 'month', orMore: true })).toBe('₹1,00,000+/month')
    expect(formatPrice({ amount: 10000, period: 'month', note: 'maintenance' })).toBe('₹10,000/month maintenance')
    expect(formatPrice({ amount: 8000, period: 'month', from: true, note: 'plus ad spend' })).toBe('Starting from ₹8,000/month plus ad spend')
  })
})
