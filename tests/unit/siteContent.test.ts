// @vitest-environment node
import { z } from 'zod'
import { team } from '../../content/about'
import { articles } from '../../content/blog/articles'
import { culture } from '../../content/careers/culture'
import { asSentence, defineContent, pageMetaSchema } from '../../content/define'
import { home } from '../../content/home'
import { navigation } from '../../content/navigation'
import { authorName } from '../../content/people'
import { caseStudies } from '../../content/portfolio'
import { site, whatsappHref } from '../../content/site'

describe('content validation', () => {
  test('defineContent returns the parsed data and fails with every problem and its path', () => {
    const schema = z.object({ title: z.string().min(3), count: z.number() })
    expect(defineContent('ok', schema, { title: 'Fine', count: 2 })).toEqual({ title: 'Fine', count: 2 })
    expect(() => defineContent('content/bad.ts', schema, { title: 'x', count: 'two' } as never)).toThrow(/content\/bad\.ts[\s\S]*title[\s\S]*count/)
  })

  test('asSentence ends text with one full stop: "Pvt. Ltd." and "Oops! Page not found" alike', () => {
    expect(asSentence('Acme Digital Solutions Pvt. Ltd.')).toBe('Acme Digital Solutions Pvt. Ltd.')
    expect(asSentence('Oops! Page not found')).toBe('Oops! Page not found.')
    expect(asSentence('Unexpected Application Error!')).toBe('Unexpected Application Error!')
  })

  test('a header entry with a submenu names its overview page, and one without does not', () => {
    for (const item of navigation.header) expect(item.overview !== undefined, item.label).toBe(item.children !== undefined)
    expect(navigation.header.filter((item) => item.overview).map((item) => item.overview)).toEqual([
      'About Us',
      'Services Overview',
      'IoT Overview',
      'Careers Overview',
    ])
  })

  test('page meta rejects trailing slashes and short descriptions', () => {
    const meta = { path: '/about', title: 'About the agency', description: 'x'.repeat(60), keywords: ['a1', 'b2', 'c3'] }
    expect(pageMetaSchema.safeParse(meta).success).toBe(true)
    expect(pageMetaSchema.safeParse({ ...meta, path: '/about/' }).success).toBe(false)
    expect(pageMetaSchema.safeParse({ ...meta, description: 'too short' }).success).toBe(false)
  })

  test('the header has the nine specified entries with their paths and submenus', () => {
    // The spec's words, in the spec's order; the letter case is the site's own (sentence case, not the source's capitals).
    expect(navigation.header.map((item) => [item.label.toUpperCase(), item.href])).toEqual([
      ['HOME', '/'],
      ['COMPANY', '/about'],
      ['SERVICES', '/services'],
      ['ON DEMAND DEVELOPER', '/developer'],
      ['PRICE', '/pricing'],
      ['IOT', '/iot'],
      ['JOBS & CAREER', '/careers'],
      ['BLOG', '/blog'],
      ['CONTACT US', '/contact'],
    ])
    for (const item of navigation.header) expect(item.label, 'the menu is not set in capitals').not.toBe(item.label.toUpperCase())
    const submenu = (label: string) => navigation.header.find((item) => item.label.toUpperCase() === label)?.children?.map((child) => child.href)
    expect(submenu('COMPANY')).toEqual(['/about', '/about/team', '/about/mission', '/about/why-choose-us', '/about/testimonials'])
    expect(submenu('SERVICES')).toHaveLength(8)
    expect(submenu('IOT')).toEqual(['/iot/solutions', '/iot/smart-devices', '/iot/consulting', '/iot/applications'])
    expect(submenu('JOBS & CAREER')).toEqual(['/careers/openings', '/careers/internships', '/careers/culture', '/careers/benefits'])
  })

  test('one set of contact details: two phones, two emails, the Bangalore office, the footer hours', () => {
    expect(site.phones).toHaveLength(2)
    expect(site.emails).toHaveLength(2)
    expect(site.office.city).toBe('Bangalore')
    expect(site.hours.footer.map((row) => `${row.days} ${row.time}`)).toEqual(['Mon-Fri 9:00 AM-6:00 PM', 'Sat 10:00 AM-4:00 PM', 'Sunday Closed'])
    expect(whatsappHref(site.whatsapp)).toMatch(/^https:\/\/wa\.me\/91\d{10}$/)
  })
})

test('people the site names are distinct: no client voice shares a name with one of the agency’s own people', () => {
  const staff = new Set([
    ...team.members.map((member) => member.name),
    ...articles.map((article) => authorName(article.author)),
    ...culture.quotes.items.map((quote) => quote.name),
  ])
  const clients = [...home.testimonials.items.map((item) => item.name), ...caseStudies.map((item) => item.quote.name)]
  expect(clients.filter((name) => staff.has(name))).toEqual([])
  expect(staff.size).toBeGreaterThan(6)
})
