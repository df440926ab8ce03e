// @vitest-environment node
/**
 * Tests of the shipped content: the data files as they ship reproduce the specification's counts and figures. These
 * pin what the specification shows; the schemas that run on every build (and every publish from the content editor)
 * check only integrity, so the owner can add a seventh job or a team member without a developer. The other
 * *Content.test.ts files pin the rest of the figures (tests/support/specFigures.ts).
 */
import { about, team } from '../../content/about'
import { home } from '../../content/home'
import { teamMembers, testimonials, staffQuotes } from '../../content/people'
import { pricingPage } from '../../content/pricing'
import { site } from '../../content/site'
import { internships } from '../../content/careers/internships'
import { openings } from '../../content/careers/openings'
import { clientBrands } from '../../content/clients'
import { packages, mostPopularPackage } from '../support/specFigures'

describe('the shipped content reproduces the specification', () => {
  it('has six leadership members, four of them on /about, each with position, expertise, experience and description', () => {
    expect(teamMembers).toHaveLength(6)
    expect(team.members).toHaveLength(6)
    for (const member of teamMembers) {
      expect(member.position.length).toBeGreaterThan(2)
      expect(member.expertise.length).toBeGreaterThanOrEqual(2)
      expect(member.experience).toMatch(/^\d+\+ years$/)
    }
    expect(team.meta.description).toContain('Meet the six leaders')
    expect(about.team.heading).toBeTruthy()
  })

  it('has six testimonials, each rated 5, and three staff quotes with tenure', () => {
    expect(testimonials).toHaveLength(6)
    expect(testimonials.every((item) => item.rating === 5)).toBe(true)
    expect(home.testimonials.lead).toMatch(/^Six of the businesses/)
    expect(staffQuotes).toHaveLength(3)
  })

  it('has the three packages with Growth the most popular, four development rows and three daily rates', () => {
    expect(pricingPage.packages.items.map((item) => item.name)).toEqual(packages.map(([name]) => name))
    expect(pricingPage.packages.items.filter((item) => item.popular).map((item) => item.name)).toEqual([mostPopularPackage])
    expect(pricingPage.development.rows).toHaveLength(4)
    expect(pricingPage.rates.items).toHaveLength(3)
    expect(pricingPage.meta.description).toContain('packages from ₹15,000')
  })

  it('has four internship programmes and six openings in four departments, as the statistics say', () => {
    expect(internships.programmes.items).toHaveLength(4)
    expect(openings.meta.description).toMatch(/^Six open roles in engineering, marketing, design and sales, paying 4 to 15 LPA/)
  })

  it('has two phone numbers and two emails, the first number on WhatsApp, and seven brands in the logo carousel', () => {
    expect(site.phones.map((phone) => phone.display)).toEqual(['+91 98765 43210', '+91 98765 43211'])
    expect(site.whatsapp.e164).toBe('+919876543210')
    expect(site.emails).toHaveLength(2)
    expect(clientBrands.filter((brand) => brand.inLogoCarousel)).toHaveLength(7)
  })
})
