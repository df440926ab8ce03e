import { expect, test, type APIRequestContext } from '@playwright/test'
import * as spec from '../support/specFigures'

/**
 * The IoT and careers pages as a crawler sees them: every SPEC figure and count in the prerendered HTML
 * (SPEC 2 IoT and Careers, SPEC 3 job table, SPEC 9), plus the job pages of issue 7 and the wildcard fallbacks.
 * SPEC 9 figures come from tests/support/specFigures.ts, written from the SPEC and not read from content/, so the
 * test is an independent check.
 */

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" }
const decode = (html: string) => html.replace(/&(?:amp|#x27|#39|quot|lt|gt);/g, (entity) => entities[entity] ?? entity)

/** The page's HTML with entities decoded; figures must be contiguous text (no `<!-- -->` between parts). */
async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), `${path} status`).toBe(200)
  return decode(await response.text())
}

/** The <main> element: the page's own content, without the shared header and footer. */
function mainOf(html: string): string {
  const match = html.match(/<main[\s\S]*<\/main>/)
  expect(match, 'a <main> element').not.toBeNull()
  return match![0]
}

/** A <section id="…"> of the page (sections built with components/sections/Section do not nest). */
function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`)
  expect(start, `section #${id}`).toBeGreaterThanOrEqual(0)
  return html.slice(start, html.indexOf('</section>', start))
}

const count = (html: string, pattern: RegExp) =>
  [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length

/** Text of each heading of `level` in `html`, tags stripped. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((match) =>
    match[1]!
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .trim(),
  )

/** The chunk of `html` that follows each opening tag matching `marker`, up to the next one. */
const chunks = (html: string, marker: string) => html.split(marker).slice(1)

function expectAll(html: string, figures: readonly string[]) {
  for (const figure of figures) expect(html, `contains "${figure}"`).toContain(figure)
}

/** href of every <a class="btn …"> in `html`. */
const buttonHrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\sclass="btn[\s"]/.test(tag))
    .map((tag) => tag.match(/\shref="([^"]*)"/)?.[1] ?? '')

test.describe('IoT pages', () => {
  test('/iot: 4 solution areas, 4 services from ₹25,000, ₹75,000, ₹35,000 and ₹15,000 a month, benefits, technology stack', async ({ request }) => {
    const main = mainOf(await htmlOf(request, '/iot'))
    expect(count(sectionOf(main, 'solution-areas'), /<h3/)).toBe(4)
    const services = sectionOf(main, 'iot-services')
    expect(count(services, /<h3/)).toBe(4)
    expectAll(services, spec.iotServicesFrom)
    expect(count(services, /Starting from/)).toBe(4)
    expect(count(sectionOf(main, 'iot-benefits'), /<h3/)).toBeGreaterThanOrEqual(4)
    expectAll(sectionOf(main, 'technology-stack'), ['ESP32', 'LoRaWAN', 'AWS IoT Core', 'MQTT'])
    const hrefs = buttonHrefs(main)
    expect(new Set(hrefs)).toEqual(new Set(['/contact', '/pricing']))
  })

  test('/iot/solutions: four categories with features and benefits, why choose us, a call to action to /contact', async ({ request }) => {
    const main = mainOf(await htmlOf(request, '/iot/solutions'))
    const categories = chunks(sectionOf(main, 'solution-categories'), '<h3')
    expect(categories).toHaveLength(4)
    for (const category of categories) expect(count(category, /<h4/)).toBe(2)
    expect(count(sectionOf(main, 'why-choose'), /<h3/)).toBeGreaterThanOrEqual(4)
    expect(buttonHrefs(sectionOf(main, 'solutions-cta'))).toEqual(['/contact'])
  })

  test('/iot/smart-devices: device categories with specifications, bundles at ₹15,999, ₹35,999 (Most Popular) and ₹55,999 ordered through /contact', async ({
    request,
  }) => {
    const main = mainOf(await htmlOf(request, '/iot/smart-devices'))
    const categories = chunks(sectionOf(main, 'device-categories'), '<h3')
    expect(categories.length).toBeGreaterThanOrEqual(4)
    for (const category of categories) {
      for (const device of chunks(category, '<h4')) expect(count(device, /<li/)).toBeGreaterThanOrEqual(3)
    }

    const bundles = sectionOf(main, 'bundles')
    const cards = chunks(bundles, '<h3')
    expect(cards).toHaveLength(3)
    spec.deviceBundles.forEach((price, index) => expect(cards[index]).toContain(price))
    expect(count(bundles, /Most Popular/)).toBe(1)
    expect(cards[spec.mostPopularBundle]).toContain('Most Popular')

    const names = headings(bundles, 3)
    const orders = [...bundles.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, text]) => ({
      href: href!,
      text: text!.replace(/<[^>]+>/g, ''),
    }))
    expect(orders).toHaveLength(3)
    orders.forEach((order, index) => {
      expect(order.href).toMatch(/^\/contact(\?bundle=[a-z0-9-]+)?$/)
      expect(order.text).toContain('Order Now')
      expect(order.text).toContain(names[index]!)
    })

    const cta = sectionOf(main, 'order-cta')
    for (const name of names) expect(cta).toContain(name)
    expect(buttonHrefs(cta)).toEqual(['/contact'])
  })

  test('/iot/consulting: four offers with price and duration, the five-step process, expertise, six sectors, four reasons', async ({ request }) => {
    const main = mainOf(await htmlOf(request, '/iot/consulting'))
    expect(buttonHrefs(main.slice(0, main.indexOf('<section id="consulting-services"')))).toEqual(['/contact'])

    const offers = chunks(sectionOf(main, 'consulting-services'), '<h3')
    expect(offers).toHaveLength(4)
    offers.forEach((offer, index) => {
      const { price, duration } = spec.iotConsulting[index]!
      expectAll(offer, [price, duration, 'Starting from', 'Learn More'])
      expect(offer).not.toContain('/project')
      expect(count(offer, /<li/)).toBeGreaterThanOrEqual(4)
      expect(buttonHrefs(offer)).toEqual(['/contact'])
    })

    const steps = chunks(sectionOf(main, 'consulting-process'), '<li class="card')
    expect(steps).toHaveLength(5)
    const durations = ['1 week', '1-2 weeks', '1-2 weeks', '2-4 weeks', '1 week']
    steps.forEach((step, index) => expect(step).toContain(`>${durations[index]}<`))
    expect(count(sectionOf(main, 'consulting-process'), /<h3/)).toBe(5)

    expect(count(sectionOf(main, 'expertise'), /<h3/)).toBeGreaterThanOrEqual(4)
    expect(count(sectionOf(main, 'sectors'), /<h3/)).toBe(6)
    const reasons = sectionOf(main, 'why-us')
    expect(count(reasons, /<h3/)).toBe(4)
    expectAll(reasons, ['5+ years', '100+', '40% average ROI gain', 'Security First', 'End-to-End Support'])

    const cta = sectionOf(main, 'consulting-cta')
    expect(cta).toMatch(/<a href="\/contact" class="btn[^"]*">Schedule Free Consultation<\/a>/)
  })

  test('/iot/applications: four statistics, six industry blocks, the four-step process, three reasons, a call to action', async ({ request }) => {
    const main = mainOf(await htmlOf(request, '/iot/applications'))
    expectAll(main, ['500+', 'IoT Projects Deployed', '100+', 'Industries Served', '1000+', 'Connected Devices', '99.9%', 'System Uptime'])

    const industries = sectionOf(main, 'industries')
    expect(headings(industries, 3)).toEqual([
      'Manufacturing & Industrial',
      'Smart Buildings & Facilities',
      'Transportation & Logistics',
      'Agriculture & Farming',
      'Retail & E-commerce',
      'Healthcare & Medical',
    ])
    for (const block of chunks(industries, '<h3')) {
      expectAll(block, ['Key Benefits', 'Use Cases', 'Success Story'])
      expect(count(block, /<svg/)).toBeGreaterThanOrEqual(1)
    }
    expect(count(industries, /<svg[^>]*aria-hidden="true"/)).toBeGreaterThanOrEqual(6)

    expect(headings(sectionOf(main, 'implementation'), 3)).toEqual(['Assessment', 'Design', 'Deploy', 'Optimize'])
    expect(count(sectionOf(main, 'why-us'), /<h3/)).toBe(3)
    expect(buttonHrefs(sectionOf(main, 'applications-cta'))[0]).toBe('/contact')
  })
})

const jobRows = [
  { title: 'Senior Full-Stack Developer', department: 'Engineering', experience: '3-5 years', salary: '8-15 LPA', urgency: 'Urgent', tone: 'red' },
  { title: 'Digital Marketing Manager', department: 'Marketing', experience: '4-6 years', salary: '6-12 LPA', urgency: 'High Priority', tone: 'orange' },
  { title: 'UI/UX Designer', department: 'Design', experience: '2-4 years', salary: '5-10 LPA', urgency: 'Open', tone: 'green' },
  {
    title: 'Business Development Executive',
    department: 'Sales',
    experience: '2-4 years',
    salary: '4-8 LPA plus commission',
    urgency: 'Urgent',
    tone: 'red',
  },
  { title: 'DevOps Engineer', department: 'Engineering', experience: '3-5 years', salary: '7-14 LPA', urgency: 'Open', tone: 'green' },
  { title: 'Content Marketing Specialist', department: 'Marketing', experience: '2-3 years', salary: '4-7 LPA', urgency: 'Open', tone: 'green' },
] as const

const toneClasses = { red: 'bg-red-100 text-red-800', orange: 'bg-orange-100 text-orange-900', green: 'bg-green-100 text-green-800' } as const

/** Each job card (<article>) of a section, with the title of its heading and the job page it links to. */
function jobCards(section: string) {
  return chunks(section, '<article').map((card) => {
    const body = card.slice(0, card.indexOf('</article>'))
    const heading = body.match(/<h3[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>/)
    expect(heading, 'a job title linking to its page').not.toBeNull()
    return { body, href: heading![1]!, title: heading![2]! }
  })
}

test.describe('Careers pages', () => {
  test('/careers: 5 openings with Apply buttons and job pages, benefits, culture, 3 internships of 6, 6 and 3 months, a 4-step process', async ({
    request,
  }) => {
    const main = mainOf(await htmlOf(request, '/careers'))
    const cards = jobCards(sectionOf(main, 'current-openings'))
    expect(cards).toHaveLength(5)
    for (const card of cards) {
      expect(jobRows.map((row) => row.title)).toContain(card.title)
      expect(card.href).toMatch(/^\/careers\/openings\/[a-z0-9-]+$/)
      // Apply hands the job to the contact form.
      expect(buttonHrefs(card.body)).toEqual([`/contact?position=${card.href.split('/').at(-1)}`])
      expect(card.body).toContain('Apply Now')
    }
    expect(count(sectionOf(main, 'why-work-with-us'), /<h3/)).toBeGreaterThanOrEqual(4)
    expect(count(sectionOf(main, 'our-culture'), /<h3/)).toBeGreaterThanOrEqual(3)

    const internships = chunks(sectionOf(main, 'internships'), '<li class="card')
    expect(internships).toHaveLength(3)
    expect(internships.map((programme) => programme.match(/>(\d+ months)</)?.[1])).toEqual(['6 months', '6 months', '3 months'])

    expect(chunks(sectionOf(main, 'how-to-apply'), '<li class="card')).toHaveLength(4)
  })

  test('/careers/openings: statistics, the six job cards of the SPEC table, the five-step hiring process, send your resume', async ({ request }) => {
    const main = mainOf(await htmlOf(request, '/careers/openings'))
    expectAll(main, ['6+', 'Open Positions', '4', 'Departments Hiring', '4-15 LPA', 'Salary Range', '5 Days', 'Average Response'])

    const cards = jobCards(sectionOf(main, 'open-positions'))
    expect(cards.map((card) => card.title)).toEqual(jobRows.map((row) => row.title))
    cards.forEach((card, index) => {
      const row = jobRows[index]!
      for (const value of [row.department, 'Delhi', 'Full-time', row.experience, row.salary]) expect(card.body).toContain(`>${value}</dd>`)
      // The urgency badge: its label as text, in the SPEC colour, with dark text on a light tint.
      expect(card.body).toMatch(new RegExp(`class="badge [^"]*${toneClasses[row.tone]}[^"]*" data-urgency="${row.tone}">.*?${row.urgency}</span>`))
      expectAll(card.body, ['Responsibilities', 'Requirements', 'Apply Now'])
      expect(count(card.body, /<li/)).toBeGreaterThanOrEqual(10)
      expect(buttonHrefs(card.body)).toEqual([`/contact?position=${card.href.split('/').at(-1)}`])
    })

    const hiring = sectionOf(main, 'hiring-process')
    expect(chunks(hiring, '<li class="card')).toHaveLength(5)
    expectAll(hiring, ['within 3-5 days', '2-3 interview rounds'])
    expect(sectionOf(main, 'resume-cta')).toMatch(/<a href="\/contact\?position=open-application" class="btn[^"]*">Send Your Resume<\/a>/)
  })

  test('each job card links to its own job page with the title as h1, the full description, lists, salary, location and dates', async ({ request }) => {
    const cards = jobCards(sectionOf(mainOf(await htmlOf(request, '/careers/openings')), 'open-positions'))
    expect(new Set(cards.map((card) => card.href)).size).toBe(6)
    for (const [index, card] of cards.entries()) {
      const html = await htmlOf(request, card.href)
      const main = mainOf(html)
      expect(headings(html, 1)).toEqual([card.title])
      expect(html).toContain(`<link rel="canonical" href="`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${card.href}"`))
      const row = jobRows[index]!
      expectAll(main, [row.department, 'Delhi', 'Full-time', row.experience, row.salary, row.urgency, 'Responsibilities', 'Requirements'])
      expect(main).toMatch(/<time dateTime="2026-1[01]-\d{2}">\d{1,2} (October|November) 2026<\/time>/i)
      expect(main).toMatch(/<time dateTime="20(26|27)-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ 20(26|27)<\/time>/i)
      expect(count(main, /<time /)).toBe(2)
      // The full description: several paragraphs, well beyond the card's summary.
      const about = main.slice(main.indexOf('id="about-role-heading"'), main.indexOf('id="responsibilities-heading"'))
      expect(count(about, /<p>/)).toBeGreaterThanOrEqual(3)
      expect(
        about
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length,
      ).toBeGreaterThanOrEqual(150)
      // Apply names this job; the closing call to action is an open application.
      const slug = card.href.split('/').at(-1)
      expect(new Set(buttonHrefs(main))).toEqual(new Set([`/contact?position=${slug}`, '/contact?position=open-application']))
    }
  })

  test('/careers/internships: statistics, four programmes with durations, stipends and positions, benefits, requirements, the five-stage selection', async ({
    request,
  }) => {
    const main = mainOf(await htmlOf(request, '/careers/internships'))
    expectAll(main, ['100+', 'Interns Trained', '4', 'Tracks', '85%', 'Placement Rate', '₹25K', 'Max Stipend/Month'])

    const programmes = chunks(sectionOf(main, 'programmes'), '<h3')
    expect(programmes).toHaveLength(spec.internshipProgrammes.length)
    programmes.forEach((programme, index) => {
      const { title, duration, stipend, positions, ...rest } = spec.internshipProgrammes[index]!
      const note = 'note' in rest ? ` ${rest.note}` : ''
      const figures = [duration, `${stipend}/month${note}`, `${positions} positions`]
      expect(programme).toContain(`>${title}</h3>`)
      for (const figure of figures) expect(programme).toContain(`>${figure}</dd>`)
    })
    expect(main).toContain('full-time, Monday to Friday')

    expect(count(sectionOf(main, 'intern-benefits'), /<h3/)).toBe(6)
    expect(count(sectionOf(main, 'who-can-apply'), /<li/)).toBe(6)

    const stages = chunks(sectionOf(main, 'selection-process'), '<li class="card')
    const timelines = [
      ['Application Review', '2-3 days'],
      ['Initial Interview', '1 week'],
      ['Technical Assessment', '3-5 days'],
      ['Final Interview', '2-3 days'],
      ['Onboarding', '1 day'],
    ]
    expect(stages).toHaveLength(5)
    stages.forEach((stage, index) => {
      const [name, timeline] = timelines[index]!
      expect(stage).toContain(name)
      expect(stage).toContain(`>${timeline}<`)
    })
    expect(stages[1]).toContain('30-minute')
    expect(buttonHrefs(sectionOf(main, 'internship-cta'))).toEqual(['/contact?position=internship'])
    // Each programme's Apply names the programme.
    expect(buttonHrefs(sectionOf(main, 'programmes'))).toEqual([
      '/contact?position=web-development-internship',
      '/contact?position=digital-marketing-internship',
      '/contact?position=ui-ux-design-internship',
      '/contact?position=business-development-internship',
    ])
  })

  test('/careers/culture: statistics, four values, four perks, six activities with a frequency, four work features, three staff quotes', async ({
    request,
  }) => {
    const main = mainOf(await htmlOf(request, '/careers/culture'))
    expectAll(main, ['4.8/5', 'Employee Satisfaction', '95%', 'Retention Rate', '50+', 'Team Members', '24+', 'Events a Year'])
    expect(count(sectionOf(main, 'values'), /<h3/)).toBe(4)
    expect(count(sectionOf(main, 'office-perks'), /<h3/)).toBe(4)
    const activities = chunks(sectionOf(main, 'team-activities'), '<li')
    expect(activities).toHaveLength(6)
    for (const activity of activities) expect(activity).toMatch(/class="badge[^"]*">[^<]+<\/p>/)
    const work = sectionOf(main, 'work-environment')
    expect(count(work, /<h3/)).toBe(4)
    expectAll(work, ['9 AM to 7 PM', '11 AM to 4 PM', '2 days a week', 'No weekend work'])
    const quotes = chunks(sectionOf(main, 'team-voices'), '<blockquote')
    expect(quotes).toHaveLength(3)
    for (const quote of quotes) expect(quote).toMatch(/<span class="block text-sm[^"]*">[^<]+ · \d+ (years|months) with us<\/span>/)
  })

  test('/careers/benefits: statistics, four groups of four, six perks, the comparison table, employment levels, three FAQs', async ({ request }) => {
    const main = mainOf(await htmlOf(request, '/careers/benefits'))
    expectAll(main, ['₹5 Lakh', 'Medical Cover', '₹50K', 'Learning Budget', '25+', 'Leave Days', '30%', 'Max Bonus'])

    const groups = sectionOf(main, 'benefit-groups')
    expect(count(groups, /<h3/)).toBe(4)
    expect(count(groups, /<h4/)).toBe(16)
    expectAll(groups, [
      '₹5 lakh family floater for the employee and family',
      'Up to ₹25,000 a year',
      'Worth ₹5,000',
      '₹50,000 a year',
      '25 days of leave plus 12 public holidays',
      'Up to 6 months after 3 years',
      'Up to 30% of annual salary',
      '12% employer contribution',
      'After 2 years',
      "One month's salary",
      '₹10 lakh cover',
      'Up to ₹25,000 per award',
      '4 family events a year',
    ])

    const perks = sectionOf(main, 'extra-perks')
    expect(count(perks, /<h3/)).toBe(6)
    expect(perks).toContain('₹200 a day')

    const comparison = sectionOf(main, 'comparison')
    expect(comparison).toMatch(/<div role="region" (aria-labelledby="[^"]+"|aria-label="[^"]+") tabindex="0"/i)
    expect(count(comparison, /<table/)).toBe(1)
    expect(comparison).toMatch(/<caption[^>]*>(?:(?!<\/caption>)[\s\S])*industry standard(?:<[^>]+>)*<\/caption>/i)
    expect(count(comparison, /<th scope="col"/)).toBe(3)
    expect(count(comparison, /<th scope="row"/)).toBe(5)
    const rows = chunks(comparison.slice(comparison.indexOf('<tbody'), comparison.indexOf('</tbody>')), '<tr').map((row) =>
      `<tr${row}`
        .replace(/<[^>]+>/g, '|')
        .split('|')
        .filter((cell) => cell.trim() !== ''),
    )
    expect(rows).toEqual([
      ['Medical Insurance', '₹3 lakh', '₹5 lakh'],
      ['Learning Budget', '₹20,000', '₹50,000'],
      ['Annual Leave', '21 days', '25 days + 12 holidays'],
      ['Performance Bonus', '10-15%', 'Up to 30%'],
      ['Work From Home', '1 day a week', '2 days a week'],
    ])

    const levels = chunks(sectionOf(main, 'employment-levels'), '<li class="card')
    expect(levels.map((level) => [level.match(/<h3[^>]*>([^<]+)<\/h3>/)?.[1], level.match(/class="badge[^"]*">([^<]+)<\/p>/)?.[1]])).toEqual([
      ['New Joiners', '0-6 months'],
      ['Regular Employees', '6+ months'],
      ['Senior Employees', '2+ years'],
      ['Leadership', '3+ years'],
    ])

    expect(count(sectionOf(main, 'benefits-faqs'), /<details/)).toBe(3)
  })

  for (const path of ['/careers', '/careers/openings', '/careers/internships', '/careers/culture', '/careers/benefits']) {
    test(`${path}: every button goes to /contact, naming the position applied for`, async ({ request }) => {
      const hrefs = buttonHrefs(mainOf(await htmlOf(request, path)))
      expect(hrefs.length).toBeGreaterThan(0)
      expect(hrefs.filter((href) => !/^\/contact\?position=[a-z0-9-]+$/.test(href))).toEqual([])
    })
  }
})

test.describe('In a browser', () => {
  for (const [path, overview, heading] of [
    ['/iot/unknown', '/iot', 'Connect your machines, buildings and fields to live data'],
    ['/careers/unknown', '/careers', 'Do the best work of your career, and have a life too'],
    ['/careers/openings/no-such-role', '/careers', 'Do the best work of your career, and have a life too'],
  ] as const) {
    test(`${path} ends up on ${overview}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${overview}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('the comparison table scrolls sideways inside its own region on a 375 px phone, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/careers/benefits')
    const region = page.locator('#comparison [role="region"]')
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region.getByRole('table')).toBeVisible()
    await expect(region.getByRole('columnheader')).toHaveCount(3)
    await expect(region.getByRole('rowheader')).toHaveCount(5)
    const { regionScroll, regionWidth, pageScroll } = await region.evaluate((element) => ({
      regionScroll: element.scrollWidth,
      regionWidth: element.clientWidth,
      pageScroll: document.documentElement.scrollWidth,
    }))
    expect(regionScroll).toBeGreaterThan(regionWidth)
    expect(pageScroll).toBeLessThanOrEqual(375)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test('a job card opens its requirements and responsibilities and leads to the job page', async ({ page }) => {
    await page.goto('/careers/openings')
    const card = page.locator('#open-positions article').filter({ hasText: 'DevOps Engineer' })
    await expect(card.getByRole('heading', { level: 4, includeHidden: true })).toHaveCount(2)
    await expect(card.getByRole('heading', { level: 4 })).toHaveCount(0)
    await card.locator('summary').click()
    await expect(card.getByRole('heading', { level: 4, name: 'Requirements' })).toBeVisible()
    await expect(card.getByRole('link', { name: /^Apply Now ?: DevOps Engineer$/ })).toHaveAttribute('href', '/contact?position=devops-engineer')
    await card.getByRole('link', { name: 'DevOps Engineer', exact: true }).click()
    await expect(page).toHaveURL(/\/careers\/openings\/devops-engineer$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer')
  })
})
