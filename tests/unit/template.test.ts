// @vitest-environment node
import { fillTemplate } from '../../model/template'

describe('fillTemplate (the one {key} filler of the site, the admin and the lead service)', () => {
  test('fills every placeholder, numbers as written', () => {
    expect(fillTemplate('{first}–{last} of {total}', { first: 1, last: 25, total: '1,000' })).toBe('1–25 of 1,000')
    expect(fillTemplate('{count} results for “{query}”, {count} in all', { count: 3, query: 'seo' })).toBe('3 results for “seo”, 3 in all')
  })

  test('a placeholder without a value stays as written, also one named like an Object property', () => {
    expect(fillTemplate('{n} of {total}', { n: 2 })).toBe('2 of {total}')
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })

  test('a value is inserted as it is, never read as a placeholder or a replacement pattern', () => {
    expect(fillTemplate('Lead from {name}', { name: '{email} $& $1', email: 'x@example.com' })).toBe('Lead from {email} $& $1')
  })
})
