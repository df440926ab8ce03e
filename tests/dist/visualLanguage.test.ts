// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { team } from '../../content/about'
import { culture } from '../../content/careers/culture'
import { jobPath, jobs } from '../../content/careers/jobs'
import { clientBrands } from '../../content/clients'
import { contactPage as contact } from '../../content/contact'
import { home } from '../../content/home'
import { caseStudies, caseStudiesFor, featuredCaseStudies } from '../../content/portfolio'
import { articles } from '../../content/blog/articles'
import { authorName, people, personSlug } from '../../content/people'
import { servicesOverview as services } from '../../content/services/overview'
import { serviceSlugs } from '../../content/services/schema'
import { illustrationFor } from '../../components/sections/HeroIllustration'
import { distDir, publicPages } from '../support/site'

// The visual language, checked on the built pages: portraits, icons, client marks, hero illustrations.
const pages = publicPages()
const html = (path: string) => pages.find((page) => page.path === path)!.html
const main = (path: string) => {
  const page = html(path)
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'))
}
const hero = (path: string) => {
  const body = main(path)
  return body.slice(body.indexOf('<section'), body.indexOf('</section>'))
}
/** The people portrayed in a fragment, in order: a photo's alt text or the initials tile's accessible name. */
const portraitAlts = (fragment: string) =>
  [...fragment.matchAll(/<(?:img [^>]*alt|span [^>]*aria-label)="(?:Initials|Photo) of ([^"]+)"[^>]*>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"))

test('every local image a page shows exists in the build', () => {
  const missing: string[] = []
  for (const page of pages) {
    for (const [, src] of page.html.matchAll(/<img [^>]*src="(\/[^"]+)"/g)) if (!existsSync(join(distDir, src!))) missing.push(`${page.path}: ${src}`)
  }
  expect(missing).toEqual([])
})

describe('portraits', () => {
  test('the six leaders, the four on About and the six testimonials each have a portrait with alt text', () => {
    expect(portraitAlts(main('/about/team'))).toEqual(team.members.map((member) => member.name))
    const about = main('/about')
    const teamSection = about.slice(about.indexOf('id="team"'), about.indexOf('id="achievements"'))
    expect(portraitAlts(teamSection)).toEqual(team.members.slice(0, 4).map((member) => member.name))
    const testimonials = main('/').slice(main('/').indexOf('id="testimonials"'))
    expect(portraitAlts(testimonials).slice(0, 6)).toEqual(home.testimonials.items.map((item) => item.name))
    expect(portraitAlts(main('/careers/culture'))).toEqual(culture.quotes.items.map((quote) => quote.name))
    for (const article of articles) expect(portraitAlts(hero(article.path)), article.path).toEqual([authorName(article.author)])
  })

  test('are one style, never a cartoon: sized initials in the page’s face or a sized photo, and nothing of DiceBear in the build', () => {
    for (const page of pages) {
      for (const [portrait] of page.html.matchAll(/<(?:img|span) [^>]*data-portrait="[^"]*"[^>]*>/g)) {
        if (portrait.startsWith('<img')) {
          expect(portrait, page.path).toMatch(/ width="\d+" height="\d+"/)
          expect(portrait, page.path).toContain('loading="lazy"')
        } else {
          expect(portrait, page.path).toMatch(/data-portrait="initials"/)
          expect(portrait, page.path).toMatch(/ class="[^"]*\bportrait-tone-\d\b/)
        }
      }
      expect(page.html, page.path).not.toMatch(/dicebear|draftbit|personas/i)
    }
    // No portrait file is drawn any more: only photos, cropped by the build, live under images/people/.
    const files = existsSync(join(distDir, 'images/people')) ? readdirSync(join(distDir, 'images/people')) : []
    expect(files.filter((file) => file.endsWith('.svg'))).toEqual([])
    for (const person of people.people.filter((entry) => entry.photo)) expect(files).toContain(`${personSlug(person.name)}.webp`)
  })
})

describe('icons (Lucide, inline)', () => {
  const iconsIn = (fragment: string) => (fragment.match(/<svg [^>]*viewBox="0 0 24 24"/g) ?? []).length

  test('every service card on the home page and on /services carries an icon', () => {
    for (const path of ['/', '/services']) {
      const body = main(path)
      for (const card of services.cards.items) {
        const start = body.indexOf(`>${card.title}</h3>`)
        expect(start, `${path}: ${card.title}`).toBeGreaterThan(0)
        const cardStart = body.lastIndexOf('<li ', start)
        expect(iconsIn(body.slice(cardStart, start)), `${path}: ${card.title}`).toBeGreaterThanOrEqual(1)
      }
    }
  })

  test('every contact channel, why-choose card and service benefit card carries an icon', () => {
    const contactBody = main('/contact')
    for (const channel of contact.channels.items) {
      const start = contactBody.indexOf(`>${channel.title}</h3>`)
      expect(iconsIn(contactBody.slice(contactBody.lastIndexOf('<li ', start), start)), channel.title).toBe(1)
    }
    const why = main('/').slice(main('/').indexOf('id="why-choose-us"'))
    expect(iconsIn(why.slice(0, why.indexOf('</ul>')))).toBe(home.whyChooseUs.cards.length)
    const seo = main('/services/seo')
    const benefits = seo.slice(seo.indexOf('id="benefits"'))
    expect(iconsIn(benefits.slice(0, benefits.indexOf('</ul>')))).toBeGreaterThanOrEqual(3)
  })

  test('are drawn inline: no icon font, sprite or icon request', () => {
    for (const page of pages) {
      expect(page.html, page.path).not.toMatch(/lucide|icon-?font/i)
      // A drawing may repeat a shape of its own (<use href="#…"> of an id in the same <svg>): a sprite is shapes kept elsewhere.
      for (const [drawing] of page.html.matchAll(/<svg[\s\S]*?<\/svg>/g)) {
        for (const [, href] of drawing.matchAll(/<use [^>]*href="([^"]*)"/g))
          expect(drawing, `${page.path}: <use href="${href}">`).toContain(` id="${href!.slice(1)}"`)
      }
    }
  })
})

test('client logos are designed marks: a monogram tile and a wordmark in the brand colour', () => {
  for (const item of caseStudies) {
    const brand = clientBrands.find((candidate) => candidate.name === item.client)!
    const page = main(item.meta.path)
    const logo = page.match(new RegExp(`<svg [^>]*aria-label="${brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\([^"]+\\)"[\\s\\S]*?</svg>`))?.[0]
    expect(logo, item.client).toBeDefined()
    expect(logo).toContain(`<path d="M`)
    expect(logo!.match(new RegExp(`fill="${brand.colour}"`, 'g'))!.length).toBeGreaterThanOrEqual(2)
  }
})

describe('inner page heroes', () => {
  test.each(pages.filter((page) => page.path !== '/').map((page) => [page.path] as const))(
    '%s: fills the width (illustration, key figures, mockup or a centred heading)',
    (path) => {
      const top = hero(path)
      const layout = top.match(/data-hero-layout="(\w+)"/)?.[1]
      expect(layout, 'a PageHero').toBeDefined()
      const article = articles.find((item) => item.path === path)
      const illustration = illustrationFor(path)
      if (article) expect(top).toMatch(/<svg [^>]*data-article-cover/)
      else if (illustration) expect(top).toMatch(new RegExp(`<svg [^>]*width="320" height="240"[^>]*data-illustration="${illustration}"`))
      if (layout === 'split') expect(top).toMatch(/data-hero-aside/)
      const images = [...top.matchAll(/<img [^>]*>/g)].map(([image]) => image)
      if (caseStudies.some((item) => item.meta.path === path)) {
        // A case study's hero is the work itself: its cover, the page's largest paint, fetched at once and first.
        expect(images).toHaveLength(1)
        expect(top).toMatch(/<picture [^>]*data-mockup="(browser|phone)"[^>]*><source type="image\/avif" srcSet="[^"]+ 800w, [^"]+ 1600w"/)
        expect(images[0]).toMatch(/ loading="eager"[^>]* fetchPriority="high"/)
      } else {
        // Nothing else's hero fetches anything but an author's small, lazy portrait.
        for (const image of images) {
          expect(image).toContain('data-portrait=')
          expect(image).toContain('loading="lazy"')
        }
      }
    },
  )

  test('each section page has art of its own, and each article its own picture', () => {
    const own = [
      '/about',
      '/about/team',
      '/about/mission',
      '/careers',
      '/careers/openings',
      '/careers/internships',
      '/careers/culture',
      '/careers/benefits',
      '/iot',
      '/iot/solutions',
      '/iot/smart-devices',
      '/iot/consulting',
      '/iot/applications',
      '/blog',
      '/contact',
      '/downloads',
      '/services',
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      '/about/testimonials',
      '/about/why-choose-us',
      ...jobs.map((job) => jobPath(job.slug)),
    ]
    const art = own.map((path) => hero(path).match(/data-illustration="([\w-]+)"/)?.[1])
    expect(art.every(Boolean), JSON.stringify(art)).toBe(true)
    expect(new Set(art).size).toBe(own.length)
    const covers = articles.map((article) => hero(article.path).match(/<svg [^>]*data-article-cover[\s\S]*?<\/svg>/)?.[0])
    expect(new Set(covers).size).toBe(articles.length)
  })

  test('pages without an illustration show key figures or the work', () => {
    for (const path of ['/developer', '/pricing', '/portfolio']) expect(hero(path), path).toContain('data-hero-figures')
    for (const item of caseStudies) expect(hero(item.meta.path)).toMatch(/data-mockup="(browser|phone)"/)
  })
})

test('service pages show the case studies of their service, the home page three', () => {
  for (const slug of serviceSlugs) {
    const body = main(`/services/${slug}`)
    for (const item of caseStudiesFor(slug)) expect(body, `${slug}: ${item.slug}`).toContain(`href="${item.meta.path}"`)
    for (const item of caseStudies.filter((candidate) => !candidate.services.includes(slug))) expect(body).not.toContain(`href="${item.meta.path}"`)
  }
  const home = main('/')
  const shown = caseStudies.filter((item) => home.includes(`href="${item.meta.path}"`))
  expect(shown.map((item) => item.slug).sort()).toEqual(featuredCaseStudies.map((item) => item.slug).sort())
})

test('the orange accent marks at most one primary action per page; badges and other buttons use the brand palette', () => {
  for (const page of pages) {
    // A dialog (the mobile popup) is a view of its own.
    const view = page.html.replace(/<dialog[\s\S]*?<\/dialog>/g, '')
    expect(view.match(/class="[^"]*\bbtn-accent\b/g)?.length ?? 0, page.path).toBeLessThanOrEqual(1)
    // Urgency keeps the spec's colours (High Priority is orange); no other tag is orange.
    const orangeTags = [...view.matchAll(/<[^>]+class="[^"]*\bbadge\b[^"]*\bbg-orange-\d[^"]*"[^>]*>/g)].filter((tag) => !tag[0].includes('data-urgency'))
    expect(
      orangeTags.map((tag) => tag[0]),
      page.path,
    ).toEqual([])
  }
})
