// @vitest-environment node
import { buildHeadTags } from '../../lib/build/seo'

describe('head tags', () => {
  const input = { path: '/about', title: 'About | Acme', description: 'About the agency and its people.', keywords: ['a', 'b'] }

  test('canonical and og:url are SITE_URL + path, with Open Graph and Twitter basics', () => {
    const head = buildHeadTags(input, 'Acme', 'https://agency.in')
    expect(head.canonical).toBe('https://agency.in/about')
    const find = (key: string) => head.meta.find((tag) => tag.name === key || tag.property === key)?.content
    expect(find('og:url')).toBe('https://agency.in/about')
    expect(find('og:type')).toBe('website')
    expect(find('twitter:card')).toBe('summary_large_image')
    expect(find('keywords')).toBe('a, b')
    expect(find('robots')).toBeUndefined()
  })

  test('noindex pages say so, and pages without an address have no canonical', () => {
    const head = buildHeadTags({ ...input, noindex: true, noCanonical: true }, 'Acme', 'https://agency.in')
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(head.canonical).toBeNull()
  })
})
