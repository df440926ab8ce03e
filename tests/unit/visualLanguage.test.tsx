import { render, screen } from '@testing-library/react'
import { team } from '../../content/about'
import { culture } from '../../content/careers/culture'
import { clientBrands } from '../../content/clients'
import { contentIconNames } from '../../content/define'
import { home } from '../../content/home'
import { articles } from '../../content/blog/articles'
import { authorName, initialsOf, people, personSlug, portraitOf } from '../../content/people'
import { caseServiceKeys, caseStudies, caseStudiesFor, featuredCaseStudies } from '../../content/portfolio'
import { serviceSlugs } from '../../content/services/schema'
import { ClientLogo, markParts } from '../../components/sections/ClientLogo'
import { HeroIllustration, illustrationFor, illustrations } from '../../components/sections/HeroIllustration'
import { PageHero } from '../../components/sections/PageHero'
import { chartPoints, chartValue, TrendChart } from '../../components/sections/TrendChart'
import { WorkCover } from '../../components/sections/WorkMockup'
import { contentIcons, IconTile } from '../../components/ui/ContentIcon'
import { Avatar } from '../../components/ui/Avatar'

describe('portraits', () => {
  it('has a registered portrait for everyone the site shows: leaders, testimonials, case study and culture quotes', () => {
    const shown = [
      ...team.members.map((member) => member.name),
      ...home.testimonials.items.map((item) => item.name),
      ...caseStudies.map((item) => item.quote.name),
      ...culture.quotes.items.map((quote) => quote.name),
      ...articles.map((article) => authorName(article.author)),
    ]
    const registered = people.people.map((entry) => entry.name)
    for (const name of shown) expect(registered, name).toContain(name)
  })

  it('uses the build’s square crop of the photo when content has one, and the initials otherwise, each with alt text', () => {
    const registry = [{ name: 'Asha Rao', photo: '/images/team/asha-rao.jpg' }, { name: 'Vivek Jain' }]
    expect(portraitOf('Asha Rao', registry)).toEqual({ kind: 'photo', src: '/images/people/asha-rao.webp', alt: `${people.photoAlt} Asha Rao` })
    expect(portraitOf('Vivek Jain', registry)).toMatchObject({ kind: 'initials', initials: 'VJ', alt: `${people.initialsAlt} Vivek Jain` })
    expect(() => portraitOf('Nobody Here', registry)).toThrow(/content\/data\/people\.yml/)
  })

  it('sets a person’s initials, titles left out, in the same duotone tile on every build', () => {
    expect(initialsOf('Dr. Anil Sharma')).toBe('AS')
    expect(initialsOf('Meera Joshi')).toBe('MJ')
    expect(initialsOf('Priya')).toBe('P')
    expect(initialsOf('Mohammed Irfan Sheikh')).toBe('MS')
    const tones = new Set(people.people.map((entry) => (portraitOf(entry.name) as { tone: number }).tone))
    // Every tone in use, so a row of people is not one colour; each person keeps theirs.
    expect(tones.size).toBe(3)
    expect(portraitOf('Neha Kapoor')).toEqual(portraitOf('Neha Kapoor'))
    expect(personSlug('Dr. Anil Sharma')).toBe('dr-anil-sharma')
    expect(authorName('Priya Sharma, SEO Lead')).toBe('Priya Sharma')
  })

  it('renders initials as a sized image with the person’s name, in the page’s own face: no file, no cartoon', () => {
    render(<Avatar name="Neha Kapoor" size={88} />)
    const portrait = screen.getByRole('img', { name: `${people.initialsAlt} Neha Kapoor` })
    expect(portrait.tagName).toBe('SPAN')
    expect(portrait).toHaveTextContent('NK')
    expect(portrait.className).toMatch(/\bsize-22\b/)
    expect(portrait.className).toMatch(/\bportrait-tone-[0-2]\b/)
  })
})

describe('icons', () => {
  it('draws every icon content may name, from Lucide', () => {
    for (const name of contentIconNames) {
      expect(contentIcons[name], name).toBeDefined()
      const { container, unmount } = render(<IconTile name={name} />)
      const svg = container.querySelector('svg')!
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(svg.children.length, name).toBeGreaterThan(0)
      expect(svg).toHaveAttribute('aria-hidden', 'true')
      unmount()
    }
  })
})

describe('client marks', () => {
  it('splits a name into a monogram, a wordmark and a descriptor', () => {
    expect(markParts('Saffron Foods')).toEqual({ monogram: 'SF', word: 'Saffron', descriptor: 'FOODS' })
    expect(markParts('GreenLeaf Organics')).toEqual({ monogram: 'GO', word: 'GreenLeaf', descriptor: 'ORGANICS' })
    expect(markParts('Acme')).toEqual({ monogram: 'A', word: 'Acme', descriptor: '' })
  })

  it('draws each brand in its own colour, named for assistive technology', () => {
    for (const brand of clientBrands) {
      const { unmount } = render(<ClientLogo {...brand} />)
      const logo = screen.getByRole('img', { name: `${brand.name} (${brand.sector})` })
      expect(logo.querySelector('path')).toHaveAttribute('fill', brand.colour)
      expect([...logo.querySelectorAll('text')].filter((text) => text.getAttribute('fill') === brand.colour).length).toBeGreaterThanOrEqual(1)
      unmount()
    }
    expect(clientBrands.filter((brand) => brand.inLogoCarousel)).toHaveLength(7)
  })
})

describe('the shipped portfolio content', () => {
  it('has 8 case studies covering every service page, each with a quote and measurable results, three on the home page', () => {
    expect(caseStudies).toHaveLength(8)
    for (const slug of serviceSlugs) expect(caseStudiesFor(slug).length, slug).toBeGreaterThan(0)
    for (const item of caseStudies) {
      for (const result of item.results) expect(result.value).toMatch(/\d/)
      expect(item.quote.text.length).toBeGreaterThan(60)
    }
    expect(caseServiceKeys).toContain('iot')
    expect(featuredCaseStudies.map((item) => item.slug)).toEqual([
      'saffron-foods-online-orders',
      'kavya-textiles-instagram-sales',
      'medicare-plus-patient-app',
    ])
  })

  it('keeps the figures the testimonials give for the same clients', () => {
    const bySlug = (slug: string) => caseStudies.find((item) => item.slug === slug)!
    expect(home.testimonials.items.find((item) => item.company === 'UrbanNest Realty')!.text).toContain('₹1,200 to ₹450')
    expect(bySlug('urbannest-realty-cost-per-lead').results[0]).toMatchObject({ value: '₹450', detail: 'down from ₹1,200' })
    expect(home.testimonials.items.find((item) => item.company === 'Medicare Plus')!.text).toContain('20,000 patients')
    expect(bySlug('medicare-plus-patient-app').results[0]!.value).toBe('20,000+')
    expect(home.testimonials.items.find((item) => item.company === 'Saffron Foods')!.text).toContain('tripled in eight months')
    expect(bySlug('saffron-foods-online-orders').duration).toBe('8 months')
  })
})

describe('trend chart', () => {
  it('puts the lowest value at the bottom and the highest at the top, left to right', () => {
    const points = chartPoints([1200, 820, 560, 450])
    expect(points[0]!.y).toBeLessThan(points[3]!.y)
    expect(points.map((point) => point.x)).toEqual([...points.map((point) => point.x)].sort((a, b) => a - b))
    const rising = chartPoints([410, 1270])
    expect(rising[1]!.y).toBeLessThan(rising[0]!.y)
  })

  it('writes values in the chart’s units with Indian grouping', () => {
    expect(chartValue({ prefix: '₹', suffix: '' }, 120000)).toBe('₹1,20,000')
    expect(chartValue({ prefix: '₹', suffix: 'L' }, 9.4)).toBe('₹9.4L')
    expect(chartValue({ prefix: '', suffix: 'h' }, 38)).toBe('38h')
  })

  it('is an image with a summary, and its figures are in a table for everyone', () => {
    const chart = {
      title: 'Orders a month',
      unit: 'orders',
      prefix: '',
      suffix: '',
      points: [
        { label: 'Before', value: 410 },
        { label: 'Month 1', value: 640 },
        { label: 'Month 2', value: 1270 },
      ],
    }
    render(<TrendChart chart={chart} colour="#c2410c" labels={{ table: 'The figures', period: 'Period' }} />)
    expect(screen.getByRole('img', { name: 'Orders a month: 410 (Before) to 1,270 (Month 2).' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(4)
    expect(screen.getByRole('columnheader', { name: 'Period' })).toBeInTheDocument()
  })
})

describe('hero', () => {
  it('maps a path to its own illustration, or its section’s', () => {
    // Each service has a drawing of its own; /services keeps the overview's: no two pages share one.
    expect(illustrationFor('/services')).toBe('services')
    expect(illustrationFor('/services/seo')).toBe('seo')
    expect(illustrationFor('/about/team')).toBe('team')
    expect(illustrationFor('/about/why-choose-us')).toBe('why-choose-us')
    expect(illustrationFor('/about')).toBe('about')
    expect(illustrationFor('/careers/openings/devops-engineer')).toBe('job-devops-engineer')
    expect(illustrationFor('/careers/openings')).toBe('openings')
    expect(illustrationFor('/iot/smart-devices')).toBe('iot-smart-devices')
    expect(illustrationFor('/contact')).toBe('contact')
    expect(illustrationFor('/pricing')).toBeUndefined()
    expect(illustrationFor('/servicesx')).toBeUndefined()
  })

  it('draws each illustration as inline SVG with a fixed box, no image to fetch, solid colours and a drawing of its own', () => {
    const drawings = new Set<string>()
    for (const illustration of illustrations) {
      const { container, unmount } = render(<HeroIllustration illustration={illustration} />)
      const svg = container.querySelector('svg')!
      expect(svg).toHaveAttribute('width', '320')
      expect(svg).toHaveAttribute('height', '240')
      expect(svg).toHaveAttribute('aria-hidden', 'true')
      expect(container.querySelector('image, img')).toBeNull()
      // Nothing translucent: a shape over the hero's gradient would mix with it into a muddy colour.
      expect(svg.outerHTML, illustration).not.toMatch(/opacity|rgba|hsla|#[0-9a-f]{8}\b|#[0-9a-f]{4}\b|transparent/i)
      drawings.add(svg.innerHTML)
      unmount()
    }
    expect(drawings.size).toBe(illustrations.length)
  })

  it('splits into heading and aside when it has one, and keeps the heading left-aligned when it has none', () => {
    const { container, rerender } = render(<PageHero title="Key figures page" aside={<p>Aside</p>} />)
    expect(container.querySelector('[data-hero-layout="split"] [data-hero-aside]')).toHaveTextContent('Aside')
    rerender(<PageHero title="Plain page" />)
    expect(container.querySelector('[data-hero-layout="single"]')).not.toHaveClass('text-center')
    expect(container.querySelector('[data-hero-aside]')).toBeNull()
  })

  it('names the work on a cover, offers AVIF before WebP at both widths, and loads only the hero first', () => {
    const input = { slug: 'saffron-foods-online-orders', device: 'browser', headline: 'Spices, fresh from Delhi', client: 'Saffron Foods' } as const
    const { container, rerender } = render(<WorkCover label="A preview of the work for" input={input} sizes="50vw" />)
    const image = screen.getByRole('img', { name: 'A preview of the work for Saffron Foods: “Spices, fresh from Delhi”' })
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1000')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
    const sources = [...container.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])
    expect(sources).toEqual([
      ['image/avif', '/work/saffron-foods-online-orders-800.avif 800w, /work/saffron-foods-online-orders-1600.avif 1600w'],
      ['image/webp', '/work/saffron-foods-online-orders-800.webp 800w, /work/saffron-foods-online-orders-1600.webp 1600w'],
    ])
    rerender(<WorkCover label="A preview of the work for" input={input} sizes="50vw" priority />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
  })
})
