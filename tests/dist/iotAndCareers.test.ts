// @vitest-environment node
import { describe, expect, test } from 'vitest'
import * as spec from '../support/specFigures'
import { builtDocument, textNodes } from './support/builtDocument'

/**
 * The IoT and careers pages as a crawler reads them: every figure and count of the specification in the prerendered
 * HTML, and the job pages. The figures come from tests/support/specFigures.ts, written from the specification and
 * not read from content/, so the test is an independent check. (What a visitor does on these pages is in
 * tests/e2e/iotAndCareers.spec.ts.)
 */

/** The page's <main> element: its own content, without the shared header and footer. */
function mainOf(path: string): Element {
  const main = builtDocument(path).querySelector('main')
  expect(main, `${path}: a <main> element`).not.toBeNull()
  return main!
}

/** A <section id="…"> of the page. */
function sectionOf(root: Element, id: string): Element {
  const section = root.querySelector(`section#${id}`)
  expect(section, `section #${id}`).not.toBeNull()
  return section!
}

const count = (root: Element, selector: string) => root.querySelectorAll(selector).length
const [PRECEDING, FOLLOWING] = [2, 4] // Node.DOCUMENT_POSITION_…

/** The text of `root` node by node: a figure must stand in one text node, as a reader sees it in one piece. */
const textOf = (root: Node) => textNodes(root).join('\n')

function expectAll(root: Element, figures: readonly string[]) {
  const text = textOf(root)
  for (const figure of figures) expect(text, `contains "${figure}"`).toContain(figure)
}

/**
 * For each element matching `selector` in `root`, the largest part of `root` around it that holds no other match: a
 * heading's card or block, an article's list item.
 */
function blocks(root: Element, selector: string): Element[] {
  const marks = [...root.querySelectorAll(selector)]
  return marks.map((mark) => {
    let block = mark
    const alone = (candidate: Element) => marks.filter((other) => candidate.contains(other)).length === 1
    while (block.parentElement && block.parentElement !== root && alone(block.parentElement)) block = block.parentElement
    return block
  })
}

/** The text of each heading of `level` in `root`, without what only screen readers hear. */
const headings = (root: Element, level: number) =>
  [...root.querySelectorAll(`h${level}`)].map((heading) => {
    const copy = heading.cloneNode(true) as Element
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
    return (copy.textContent ?? '').trim()
  })

/** Whether some `tag` element in `root` ends with the text `value` (its last node: `<dd>value</dd>`). */
const endsWith = (root: Element, tag: string, value: string) =>
  [...root.querySelectorAll(tag)].some((element) => element.lastChild?.nodeType === 3 && element.lastChild.nodeValue === value)

/** Whether the class attribute of `element` starts with `prefix` (a class list written in a fixed order). */
const classStarts = (element: Element, prefix: string) => (element.getAttribute('class') ?? '').startsWith(prefix)

/** Each button link (<a class="btn …">) in `root`. */
const buttons = (root: Element) => [...root.querySelectorAll('a')].filter((link) => /^btn(\s|$)/.test(link.getAttribute('class') ?? ''))
const buttonHrefs = (root: Element) => buttons(root).map((link) => link.getAttribute('href') ?? '')

/** A button link to `href` that holds the text `label` and nothing else but a decorative icon. */
const hasButton = (root: Element, href: string, label: string) =>
  buttons(root).some(
    (link) =>
      link.getAttribute('href') === href &&
      [...link.children].every((child) => child.tagName.toLowerCase() === 'svg' && child.getAttribute('aria-hidden') === 'true') &&
      link.textContent === label,
  )

describe('IoT pages', () => {
  test('/iot: 4 solution areas, 4 services from ₹25,000, ₹75,000, ₹35,000 and ₹15,000 a month, benefits, technology stack', () => {
    const main = mainOf('/iot')
    expect(count(sectionOf(main, 'solution-areas'), 'h3')).toBe(4)
    const services = sectionOf(main, 'iot-services')
    expect(count(services, 'h3')).toBe(4)
    expectAll(services, spec.iotServicesFrom)
    expect(textOf(services).match(/Starting from/g)).toHaveLength(4)
    expect(count(sectionOf(main, 'iot-benefits'), 'h3')).toBeGreaterThanOrEqual(4)
    expectAll(sectionOf(main, 'technology-stack'), ['ESP32', 'LoRaWAN', 'AWS IoT Core', 'MQTT'])
    expect(new Set(buttonHrefs(main))).toEqual(new Set(['/contact', '/pricing']))
  })

  test('/iot/solutions: four categories with features and benefits, why choose us, a call to action to /contact', () => {
    const main = mainOf('/iot/solutions')
    const categories = blocks(sectionOf(main, 'solution-categories'), 'h3')
    expect(categories).toHaveLength(4)
    for (const category of categories) expect(count(category, 'h4')).toBe(2)
    expect(count(sectionOf(main, 'why-choose'), 'h3')).toBeGreaterThanOrEqual(4)
    expect(buttonHrefs(sectionOf(main, 'solutions-cta'))).toEqual(['/contact'])
  })

  test('/iot/smart-devices: device categories with specifications, bundles at ₹15,999, ₹35,999 (Most Popular) and ₹55,999 ordered through /contact', () => {
    const main = mainOf('/iot/smart-devices')
    const categories = blocks(sectionOf(main, 'device-categories'), 'h3')
    expect(categories.length).toBeGreaterThanOrEqual(4)
    for (const category of categories) {
      for (const device of blocks(category, 'h4')) expect(count(device, 'li')).toBeGreaterThanOrEqual(3)
    }

    const bundles = sectionOf(main, 'bundles')
    const cards = blocks(bundles, 'h3')
    expect(cards).toHaveLength(3)
    spec.deviceBundles.forEach((price, index) => expect(textOf(cards[index]!)).toContain(price))
    expect(textOf(bundles).match(/Most Popular/g)).toHaveLength(1)
    expect(textOf(cards[spec.mostPopularBundle]!)).toContain('Most Popular')

    const names = headings(bundles, 3)
    const orders = [...bundles.querySelectorAll('a')].map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent ?? '' }))
    expect(orders).toHaveLength(3)
    orders.forEach((order, index) => {
      expect(order.href).toMatch(/^\/contact(\?bundle=[a-z0-9-]+)?$/)
      expect(order.text).toContain('Order now')
      expect(order.text).toContain(names[index]!)
    })

    const cta = sectionOf(main, 'order-cta')
    for (const name of names) expect(textOf(cta)).toContain(name)
    expect(buttonHrefs(cta)).toEqual(['/contact'])
  })

  test('/iot/consulting: four offers with price and duration, the five-step process, expertise, six sectors, four reasons', () => {
    const main = mainOf('/iot/consulting')
    const services = sectionOf(main, 'consulting-services')
    const beforeServices = buttons(main).filter((link) => link.compareDocumentPosition(services) & FOLLOWING)
    expect(beforeServices.map((link) => link.getAttribute('href'))).toEqual(['/contact'])

    const offers = blocks(services, 'h3')
    expect(offers).toHaveLength(4)
    offers.forEach((offer, index) => {
      const { price, duration } = spec.iotConsulting[index]!
      expectAll(offer, [price, duration, 'Starting from', 'Learn more'])
      expect(textOf(offer)).not.toContain('/project')
      expect(count(offer, 'li')).toBeGreaterThanOrEqual(4)
      expect(buttonHrefs(offer)).toEqual(['/contact'])
    })

    const process = sectionOf(main, 'consulting-process')
    const steps = blocks(process, 'li[class^="process-step"]')
    expect(steps).toHaveLength(5)
    const durations = ['1 week', '1-2 weeks', '1-2 weeks', '2-4 weeks', '1 week']
    steps.forEach((step, index) => expect(textNodes(step)).toContain(durations[index]))
    expect(count(process, 'h3')).toBe(5)

    expect(count(sectionOf(main, 'expertise'), 'h3')).toBeGreaterThanOrEqual(4)
    expect(count(sectionOf(main, 'sectors'), 'h3')).toBe(6)
    const reasons = sectionOf(main, 'why-us')
    expect(count(reasons, 'h3')).toBe(4)
    expectAll(reasons, ['5+ years', '100+', '40% average ROI gain', 'Security First', 'End-to-End Support'])

    expect(hasButton(sectionOf(main, 'consulting-cta'), '/contact', 'Schedule free consultation')).toBe(true)
  })

  test('/iot/applications: four statistics, six industry blocks, the four-step process, three reasons, a call to action', () => {
    const main = mainOf('/iot/applications')
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
    for (const block of blocks(industries, 'h3')) {
      expectAll(block, ['Key Benefits', 'Use Cases', 'Success Story'])
      expect(count(block, 'svg')).toBeGreaterThanOrEqual(1)
    }
    expect(count(industries, 'svg[aria-hidden="true"]')).toBeGreaterThanOrEqual(6)

    expect(headings(sectionOf(main, 'implementation'), 3)).toEqual(['Assessment', 'Design', 'Deploy', 'Optimize'])
    expect(count(sectionOf(main, 'why-us'), 'h3')).toBe(3)
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
function jobCards(section: Element) {
  return [...section.querySelectorAll('article')].map((card) => {
    const link = card.querySelector('h3 > a')
    expect(link, 'a job title linking to its page').not.toBeNull()
    expect(link!.children, 'a job title in plain text').toHaveLength(0)
    return { card, href: link!.getAttribute('href') ?? '', title: link!.textContent ?? '' }
  })
}

describe('Careers pages', () => {
  test('/careers: 5 openings with Apply buttons and job pages, benefits, culture, 3 internships of 6, 6 and 3 months, a 4-step process', () => {
    const main = mainOf('/careers')
    const cards = jobCards(sectionOf(main, 'current-openings'))
    expect(cards).toHaveLength(5)
    for (const { card, href, title } of cards) {
      expect(jobRows.map((row) => row.title)).toContain(title)
      expect(href).toMatch(/^\/careers\/openings\/[a-z0-9-]+$/)
      // Apply hands the job to the contact form.
      expect(buttonHrefs(card)).toEqual([`/contact?position=${href.split('/').at(-1)}`])
      expect(textOf(card)).toContain('Apply now')
    }
    expect(count(sectionOf(main, 'why-work-with-us'), 'h3')).toBeGreaterThanOrEqual(4)
    expect(count(sectionOf(main, 'our-culture'), 'h3')).toBeGreaterThanOrEqual(3)

    const internships = blocks(sectionOf(main, 'internships'), 'li[class^="card"]')
    expect(internships).toHaveLength(3)
    expect(internships.map((programme) => textNodes(programme).find((text) => /^\d+ months$/.test(text)))).toEqual(['6 months', '6 months', '3 months'])

    expect(blocks(sectionOf(main, 'how-to-apply'), 'li[class^="process-step"]')).toHaveLength(4)
  })

  test('/careers/openings: statistics, the six job cards of the openings table, the five-step hiring process, send your resume', () => {
    const main = mainOf('/careers/openings')
    expectAll(main, ['6+', 'Open Positions', '4', 'Departments Hiring', '4-15 LPA', 'Salary Range', '5 Days', 'Average Response'])

    const cards = jobCards(sectionOf(main, 'open-positions'))
    expect(cards.map((card) => card.title)).toEqual(jobRows.map((row) => row.title))
    cards.forEach(({ card, href }, index) => {
      const row = jobRows[index]!
      for (const value of [row.department, 'Delhi', 'Full-time', row.experience, row.salary]) expect(endsWith(card, 'dd', value), value).toBe(true)
      // The urgency badge: its label as text, in its urgency's colour, with dark text on a light tint.
      const badge = card.querySelector(`span[data-urgency="${row.tone}"]`)
      expect(badge).not.toBeNull()
      expect(classStarts(badge!, 'badge ')).toBe(true)
      expect(badge!.getAttribute('class')).toContain(toneClasses[row.tone])
      expect(badge!.textContent).toMatch(new RegExp(`${row.urgency}$`))
      expectAll(card, ['Responsibilities', 'Requirements', 'Apply now'])
      expect(count(card, 'li')).toBeGreaterThanOrEqual(10)
      expect(buttonHrefs(card)).toEqual([`/contact?position=${href.split('/').at(-1)}`])
    })

    const hiring = sectionOf(main, 'hiring-process')
    expect(blocks(hiring, 'li[class^="process-step"]')).toHaveLength(5)
    expectAll(hiring, ['within 3-5 days', '2-3 interview rounds'])
    expect(hasButton(sectionOf(main, 'resume-cta'), '/contact?position=open-application', 'Send your resume')).toBe(true)
  })

  // Each job card links to its own job page.
  const openings = jobCards(sectionOf(mainOf('/careers/openings'), 'open-positions'))
  test('the six job cards link to six job pages', () => expect(new Set(openings.map((card) => card.href)).size).toBe(6))

  test.each(openings.map((card, index) => [card.href, card, jobRows[index]!] as const))(
    '%s: the title as h1, the full description, lists, salary, location and dates',
    (href, card, row) => {
      const page = builtDocument(href)
      const main = page.querySelector('main')!
      expect(headings(page.documentElement, 1)).toEqual([card.title])
      const canonical = [...page.querySelectorAll('head link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? '')
      expect(canonical).toHaveLength(1)
      expect(canonical[0]).toMatch(new RegExp(`${href}$`))
      expectAll(main, [row.department, 'Delhi', 'Full-time', row.experience, row.salary, row.urgency, 'Responsibilities', 'Requirements'])
      const dates = [...main.querySelectorAll('time')].map((time) => ({ dateTime: time.getAttribute('datetime') ?? '', text: time.innerHTML }))
      expect(dates).toHaveLength(2)
      expect(dates.some((date) => /^2026-1[01]-\d{2}$/.test(date.dateTime) && /^\d{1,2} (October|November) 2026$/i.test(date.text))).toBe(true)
      expect(dates.some((date) => /^20(26|27)-\d{2}-\d{2}$/.test(date.dateTime) && /^\d{1,2} [A-Z][a-z]+ 20(26|27)$/i.test(date.text))).toBe(true)
      // The full description: several paragraphs, well beyond the card's summary, from its heading to the next.
      const from = main.querySelector('#about-role-heading')!
      const to = main.querySelector('#responsibilities-heading')!
      const inAbout = (node: Node) =>
        (from === node || from.contains(node) || from.compareDocumentPosition(node) & FOLLOWING) && to.compareDocumentPosition(node) & PRECEDING
      const paragraphs = [...main.querySelectorAll('p')].filter((paragraph) => inAbout(paragraph) && paragraph.attributes.length === 0)
      expect(paragraphs.length).toBeGreaterThanOrEqual(3)
      const words = textNodes(main, inAbout).flatMap((text) => text.split(/\s+/).filter(Boolean))
      expect(words.length).toBeGreaterThanOrEqual(150)
      // Apply names this job; the closing call to action is an open application.
      const slug = href.split('/').at(-1)
      expect(new Set(buttonHrefs(main))).toEqual(new Set([`/contact?position=${slug}`, '/contact?position=open-application']))
    },
  )

  test('/careers/internships: statistics, four programmes with durations, stipends and positions, benefits, requirements, the five-stage selection', () => {
    const main = mainOf('/careers/internships')
    expectAll(main, ['100+', 'Interns Trained', '4', 'Tracks', '85%', 'Placement Rate', '₹25K', 'Max Stipend/Month'])

    const programmes = blocks(sectionOf(main, 'programmes'), 'h3')
    expect(programmes).toHaveLength(spec.internshipProgrammes.length)
    programmes.forEach((programme, index) => {
      const { title, duration, stipend, positions, ...rest } = spec.internshipProgrammes[index]!
      const note = 'note' in rest ? ` ${rest.note}` : ''
      const figures = [duration, `${stipend}/month${note}`, `${positions} positions`]
      expect(endsWith(programme, 'h3', title), title).toBe(true)
      for (const figure of figures) expect(endsWith(programme, 'dd', figure), figure).toBe(true)
    })
    expect(textOf(main)).toContain('full-time, Monday to Friday')

    expect(count(sectionOf(main, 'intern-benefits'), 'h3')).toBe(6)
    expect(count(sectionOf(main, 'who-can-apply'), 'li')).toBe(6)

    const stages = blocks(sectionOf(main, 'selection-process'), 'li[class^="process-step"]')
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
      expect(textOf(stage)).toContain(name)
      expect(textNodes(stage)).toContain(timeline)
    })
    expect(textOf(stages[1]!)).toContain('30-minute')
    expect(buttonHrefs(sectionOf(main, 'internship-cta'))).toEqual(['/contact?position=internship'])
    // Each programme's Apply names the programme.
    expect(buttonHrefs(sectionOf(main, 'programmes'))).toEqual([
      '/contact?position=web-development-internship',
      '/contact?position=digital-marketing-internship',
      '/contact?position=ui-ux-design-internship',
      '/contact?position=business-development-internship',
    ])
  })

  test('/careers/culture: statistics, four values, four perks, six activities with a frequency, four work features, three staff quotes', () => {
    const main = mainOf('/careers/culture')
    expectAll(main, ['4.8/5', 'Employee Satisfaction', '95%', 'Retention Rate', '50+', 'Team Members', '24+', 'Events a Year'])
    expect(count(sectionOf(main, 'values'), 'h3')).toBe(4)
    expect(count(sectionOf(main, 'office-perks'), 'h3')).toBe(4)
    const activities = sectionOf(main, 'team-activities').querySelectorAll('li')
    expect(activities).toHaveLength(6)
    for (const activity of activities) {
      const frequency = [...activity.querySelectorAll('p')].filter((paragraph) => classStarts(paragraph, 'badge'))
      expect(frequency.some((paragraph) => paragraph.children.length === 0 && (paragraph.textContent ?? '') !== '')).toBe(true)
    }
    const work = sectionOf(main, 'work-environment')
    expect(count(work, 'h3')).toBe(4)
    expectAll(work, ['9 AM to 7 PM', '11 AM to 4 PM', '2 days a week', 'No weekend work'])
    const quotes = blocks(sectionOf(main, 'team-voices'), 'blockquote')
    expect(quotes).toHaveLength(3)
    for (const quote of quotes) {
      const bylines = [...quote.querySelectorAll('span')].filter((span) => classStarts(span, 'block text-sm') && span.children.length === 0)
      expect(bylines.some((span) => /^.+ · \d+ (years|months) with us$/.test(span.textContent ?? ''))).toBe(true)
    }
  })

  test('/careers/benefits: statistics, four groups of four, six perks, the comparison table, employment levels, three FAQs', () => {
    const main = mainOf('/careers/benefits')
    expectAll(main, ['₹5 Lakh', 'Medical Cover', '₹50K', 'Learning Budget', '25+', 'Leave Days', '30%', 'Max Bonus'])

    const groups = sectionOf(main, 'benefit-groups')
    expect(count(groups, 'h3')).toBe(4)
    expect(count(groups, 'h4')).toBe(16)
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
    expect(count(perks, 'h3')).toBe(6)
    expect(textOf(perks)).toContain('₹200 a day')

    const comparison = sectionOf(main, 'comparison')
    const region = comparison.querySelector('div[role="region"]')
    expect(region).not.toBeNull()
    expect(region!.getAttribute('aria-labelledby') || region!.getAttribute('aria-label')).toBeTruthy()
    expect(region!.getAttribute('tabindex')).toBe('0')
    expect(count(comparison, 'table')).toBe(1)
    expect(comparison.querySelector('caption')?.textContent).toMatch(/industry standard$/i)
    expect(count(comparison, 'th[scope="col"]')).toBe(3)
    expect(count(comparison, 'th[scope="row"]')).toBe(5)
    const rows = [...comparison.querySelectorAll('tbody tr')].map((row) => textNodes(row).filter((cell) => cell.trim() !== ''))
    expect(rows).toEqual([
      ['Medical Insurance', '₹3 lakh', '₹5 lakh'],
      ['Learning Budget', '₹20,000', '₹50,000'],
      ['Annual Leave', '21 days', '25 days + 12 holidays'],
      ['Performance Bonus', '10-15%', 'Up to 30%'],
      ['Work From Home', '1 day a week', '2 days a week'],
    ])

    const levels = blocks(sectionOf(main, 'employment-levels'), 'li[class^="card"]')
    expect(
      levels.map((level) => [
        level.querySelector('h3')?.textContent,
        [...level.querySelectorAll('p')].find((paragraph) => classStarts(paragraph, 'badge'))?.textContent,
      ]),
    ).toEqual([
      ['New Joiners', '0-6 months'],
      ['Regular Employees', '6+ months'],
      ['Senior Employees', '2+ years'],
      ['Leadership', '3+ years'],
    ])

    expect(count(sectionOf(main, 'benefits-faqs'), 'details')).toBe(3)
  })

  test.each(['/careers', '/careers/openings', '/careers/internships', '/careers/culture', '/careers/benefits'])(
    '%s: every button goes to /contact, naming the position applied for',
    (path) => {
      const hrefs = buttonHrefs(mainOf(path))
      expect(hrefs.length).toBeGreaterThan(0)
      expect(hrefs.filter((href) => !/^\/contact\?position=[a-z0-9-]+$/.test(href))).toEqual([])
    },
  )
})
