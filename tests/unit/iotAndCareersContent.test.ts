// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benefits } from '../../content/careers/benefits'
import { culture } from '../../content/careers/culture'
import { internships } from '../../content/careers/internships'
import { jobPath, jobs, overviewJobs } from '../../content/careers/jobs'
import { openings } from '../../content/careers/openings'
import { careersOverview } from '../../content/careers/overview'
import { positions } from '../../content/careers/positions'
import { pageMetaSchema, type PageMeta } from '../../content/define'
import { iotApplications } from '../../content/iot/applications'
import { iotConsulting } from '../../content/iot/consulting'
import { iotOverview } from '../../content/iot/overview'
import { smartDevices } from '../../content/iot/smart-devices'
import { iotSolutions } from '../../content/iot/solutions'
import { site } from '../../content/site'
import { formatPrice, formatRupees } from '../../lib/format'
import { readHandoff } from '../../lib/handoff'
import * as spec from '../support/specFigures'

const iotPages = { iotOverview, iotSolutions, smartDevices, iotConsulting, iotApplications }
const careersPages = { careersOverview, openings, internships, culture, benefits }

/** Every value stored under a key that names a button (button, buttons, applyButton ...), anywhere in `data`. */
function collectButtons(data: unknown, found: { label: string; href: string }[] = []): { label: string; href: string }[] {
  if (Array.isArray(data)) {
    for (const item of data) collectButtons(item, found)
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (/button|^actions$/i.test(key)) {
        for (const button of Array.isArray(value) ? value : [value]) found.push(button as { label: string; href: string })
      } else {
        collectButtons(value, found)
      }
    }
  }
  return found
}

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../content')

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000

describe('IoT overview (/iot)', () => {
  it('has 4 solution areas', () => {
    expect(iotOverview.solutionAreas.items).toHaveLength(4)
  })

  it('has 4 services from ₹25,000, ₹75,000, ₹35,000 and ₹15,000 per month', () => {
    const prices = iotOverview.services.items.map((service) => service.price)
    expect(prices.map(formatPrice)).toEqual(spec.iotServicesFrom.map((price) => `Starting from ${price}`))
  })

  it('has benefits and a technology stack in groups', () => {
    expect(iotOverview.benefits.items.length).toBeGreaterThanOrEqual(4)
    expect(iotOverview.technologyStack.groups.length).toBeGreaterThanOrEqual(4)
    const technologies = iotOverview.technologyStack.groups.flatMap((group) => group.items).join(' ')
    for (const name of ['ESP32', 'LoRaWAN', 'AWS IoT Core', 'MQTT']) expect(technologies).toContain(name)
  })

  it('has buttons to /contact and /pricing only', () => {
    const hrefs = collectButtons(iotOverview).map((button) => button.href)
    expect(new Set(hrefs)).toEqual(new Set(['/contact', '/pricing']))
  })
})

describe('IoT solutions (/iot/solutions)', () => {
  it('has four categories, each with features and benefits', () => {
    expect(iotSolutions.categories).toHaveLength(4)
    for (const category of iotSolutions.categories) {
      expect(category.features.length).toBeGreaterThan(0)
      expect(category.benefits.length).toBeGreaterThan(0)
    }
  })

  it('has a why-choose section and a call to action to /contact', () => {
    expect(iotSolutions.whyChoose.items.length).toBeGreaterThanOrEqual(4)
    expect(iotSolutions.cta.actions.map((button) => button.href)).toEqual(['/contact'])
  })
})

describe('Smart devices (/iot/smart-devices)', () => {
  it('has device categories whose devices each have a name and a specification list', () => {
    expect(smartDevices.deviceCategories.items.length).toBeGreaterThanOrEqual(4)
    for (const category of smartDevices.deviceCategories.items) {
      expect(category.devices.length).toBeGreaterThan(0)
      for (const device of category.devices) {
        expect(device.name).not.toBe('')
        expect(device.specifications.length).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('has three bundles at ₹15,999, ₹35,999 (Most Popular) and ₹55,999', () => {
    const bundles = smartDevices.bundles.items
    expect(bundles.map((bundle) => formatPrice(bundle.price))).toEqual(spec.deviceBundles)
    expect(bundles.map((bundle) => bundle.popular)).toEqual(spec.deviceBundles.map((_, index) => index === spec.mostPopularBundle))
    expect(bundles[spec.mostPopularBundle]!.badge).toBe('Most Popular')
    for (const bundle of bundles) expect(bundle.contents.length).toBeGreaterThanOrEqual(4)
  })

  it("sends every Order Now button (built from the bundle's slug) and the closing call to action to /contact, naming the bundles", () => {
    for (const bundle of smartDevices.bundles.items) expect(bundle.button).toEqual({ label: 'Order now' })
    expect(smartDevices.bundles.items.map((bundle) => bundle.slug)).toEqual([
      'smart-office-starter-kit',
      'smart-business-kit',
      'industrial-monitoring-kit',
    ])
    expect(smartDevices.cta.actions.every((button) => button.href === '/contact')).toBe(true)
    for (const bundle of smartDevices.bundles.items) expect(smartDevices.cta.text).toContain(bundle.name)
  })
})

describe('IoT consulting (/iot/consulting)', () => {
  it('has a hero with a consultation button to /contact', () => {
    expect(iotConsulting.hero.actions[0].href).toBe('/contact')
    expect(iotConsulting.hero.actions[0].label).toMatch(/consultation/i)
  })

  it('has four offers from ₹75,000, ₹1,25,000, ₹85,000 and ₹2,00,000 lasting 2-4, 3-6, 2-3 and 4-12 weeks', () => {
    const offers = iotConsulting.offers.items
    expect(offers.map((offer) => ({ price: formatPrice(offer.price), duration: offer.duration }))).toEqual(
      spec.iotConsulting.map(({ price, duration }) => ({ price: `Starting from ${price}`, duration })),
    )
    for (const offer of offers) {
      expect(offer.description).not.toBe('')
      expect(offer.services.length).toBeGreaterThanOrEqual(4)
      expect(offer.button).toEqual({ label: 'Learn more', href: '/contact' })
    }
  })

  it('has a five-step numbered process with a duration and four details per step', () => {
    const steps = iotConsulting.process.steps
    expect(steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5])
    for (const step of steps) {
      expect(step.duration).toMatch(/\d/)
      expect(step.details).toHaveLength(4)
    }
  })

  it('has expertise areas and six industry sectors', () => {
    expect(iotConsulting.expertise.items.length).toBeGreaterThanOrEqual(4)
    expect(iotConsulting.industries.items).toHaveLength(6)
  })

  it('has the four reasons: 5+ years, 100+ projects with 40% average ROI gain, security first, end-to-end support', () => {
    const reasons = iotConsulting.reasons.items
    expect(reasons.map((reason) => reason.title)).toEqual(['Expert Team', 'Proven Results', 'Security First', 'End-to-End Support'])
    expect(`${reasons[0]!.highlight} ${reasons[0]!.description}`).toContain('5+ years')
    expect(reasons[1]!.description).toContain('100+')
    expect(reasons[1]!.description).toContain('40% average ROI gain')
  })

  it('closes with a Schedule Free Consultation button to /contact', () => {
    expect(iotConsulting.cta.actions[0]).toEqual({ label: 'Schedule free consultation', href: '/contact' })
  })
})

describe('IoT applications (/iot/applications)', () => {
  it('has the four statistics', () => {
    expect(iotApplications.statistics).toEqual([
      { value: '500+', label: 'IoT Projects Deployed' },
      { value: '100+', label: 'Industries Served' },
      { value: '1000+', label: 'Connected Devices' },
      { value: '99.9%', label: 'System Uptime' },
    ])
  })

  it('has the six industry blocks, each with description, benefits, use cases and a success story', () => {
    const blocks = iotApplications.industries.items
    expect(blocks.map((block) => block.title)).toEqual([
      'Manufacturing & Industrial',
      'Smart Buildings & Facilities',
      'Transportation & Logistics',
      'Agriculture & Farming',
      'Retail & E-commerce',
      'Healthcare & Medical',
    ])
    for (const block of blocks) {
      expect(block.description).not.toBe('')
      expect(block.benefits.length).toBeGreaterThanOrEqual(3)
      expect(block.useCases.length).toBeGreaterThanOrEqual(3)
      expect(block.caseStudy.story).not.toBe('')
      expect(block.caseStudy.result).not.toBe('')
    }
    expect(new Set(blocks.map((block) => block.icon)).size).toBe(6)
  })

  it('has the four-step process, three reasons and a closing call to action', () => {
    expect(iotApplications.process.steps.map((step) => step.title)).toEqual(['Assessment', 'Design', 'Deploy', 'Optimize'])
    expect(iotApplications.reasons.items).toHaveLength(3)
    expect(iotApplications.cta.actions[0]!.href).toBe('/contact')
  })
})

describe('Job openings (content/careers/jobs.ts)', () => {
  it('are the six rows of the specified openings table, all full-time in Delhi', () => {
    expect(jobs.map((job) => [job.title, job.department, job.experience, job.salary, job.urgency])).toEqual([
      ['Senior Full-Stack Developer', 'Engineering', '3-5 years', '8-15 LPA', 'Urgent'],
      ['Digital Marketing Manager', 'Marketing', '4-6 years', '6-12 LPA', 'High Priority'],
      ['UI/UX Designer', 'Design', '2-4 years', '5-10 LPA', 'Open'],
      ['Business Development Executive', 'Sales', '2-4 years', '4-8 LPA plus commission', 'Urgent'],
      ['DevOps Engineer', 'Engineering', '3-5 years', '7-14 LPA', 'Open'],
      ['Content Marketing Specialist', 'Marketing', '2-3 years', '4-7 LPA', 'Open'],
    ])
    for (const job of jobs) {
      expect(job.location).toBe('Delhi')
      expect(job.type).toBe('Full-time')
    }
  })

  it('carry numeric salaries that match the text', () => {
    expect(jobs.map((job) => [job.salaryLpa.min, job.salaryLpa.max])).toEqual([
      [8, 15],
      [6, 12],
      [5, 10],
      [4, 8],
      [7, 14],
      [4, 7],
    ])
  })

  it('each have a slug, a full description, requirements, responsibilities and JobPosting dates', () => {
    expect(jobs.map((job) => job.slug)).toEqual([
      'senior-full-stack-developer',
      'digital-marketing-manager',
      'ui-ux-designer',
      'business-development-executive',
      'devops-engineer',
      'content-marketing-specialist',
    ])
    for (const job of jobs) {
      expect(job.description.length).toBeGreaterThanOrEqual(3)
      expect(job.description.join(' ').split(/\s+/).length).toBeGreaterThanOrEqual(150)
      expect(job.requirements.length).toBeGreaterThanOrEqual(5)
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(5)
      expect(job.datePosted).toMatch(/^2026-1[01]-\d{2}$/)
      expect(daysBetween(job.datePosted, job.validThrough)).toBeGreaterThanOrEqual(85)
      expect(daysBetween(job.datePosted, job.validThrough)).toBeLessThanOrEqual(95)
      expect(job.meta.path).toBe(jobPath(job.slug))
      expect(job.meta.path).toBe(`/careers/openings/${job.slug}`)
    }
  })

  it('span 4 departments and 4 to 15 LPA, as the openings statistics say', () => {
    expect(new Set(jobs.map((job) => job.department)).size).toBe(4)
    expect(Math.min(...jobs.map((job) => job.salaryLpa.min))).toBe(4)
    expect(Math.max(...jobs.map((job) => job.salaryLpa.max))).toBe(15)
  })

  it('show 5 of the 6 on the careers overview', () => {
    expect(overviewJobs.map((job) => job.slug)).toEqual([
      'senior-full-stack-developer',
      'digital-marketing-manager',
      'ui-ux-designer',
      'business-development-executive',
      'devops-engineer',
    ])
    expect(overviewJobs.every((job) => jobs.includes(job))).toBe(true)
  })
})

describe('Careers overview (/careers)', () => {
  it('lists three internship programmes of 6, 6 and 3 months', () => {
    expect(careersOverview.internships.items.map((item) => item.durationMonths)).toEqual([6, 6, 3])
    expect(careersOverview.internships.items.map((item) => item.duration)).toEqual(['6 months', '6 months', '3 months'])
  })

  it('has benefits, culture and a 4-step application process', () => {
    expect(careersOverview.benefits.items.length).toBeGreaterThanOrEqual(4)
    expect(careersOverview.culture.items.length).toBeGreaterThanOrEqual(3)
    expect(careersOverview.applicationProcess.steps.map((step) => step.step)).toEqual([1, 2, 3, 4])
  })
})

describe('Openings (/careers/openings)', () => {
  it('has the four statistics', () => {
    expect(openings.statistics).toEqual([
      { value: '6+', label: 'Open Positions' },
      { value: '4', label: 'Departments Hiring' },
      { value: '4-15 LPA', label: 'Salary Range' },
      { value: '5 Days', label: 'Average Response' },
    ])
  })

  it('has a five-step hiring process with the specified hiring figures', () => {
    const steps = openings.hiringProcess.steps
    expect(steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5])
    const text = steps.map((step) => step.description).join(' ')
    expect(text).toContain('within 3-5 days')
    expect(text).toContain('2-3 interview rounds')
  })

  it('has Apply buttons (each to its own job, built from the slug) and a send-your-resume call to action', () => {
    expect(openings.jobList.applyButton).toEqual({ label: 'Apply now' })
    expect(openings.resumeCta.actions[0]).toEqual({ label: 'Send your resume', href: '/contact?position=open-application' })
  })
})

describe('Internships (/careers/internships)', () => {
  it('has the four statistics', () => {
    expect(internships.statistics).toEqual([
      { value: '100+', label: 'Interns Trained' },
      { value: '4', label: 'Tracks' },
      { value: '85%', label: 'Placement Rate' },
      { value: '₹25K', label: 'Max Stipend/Month' },
    ])
  })

  it('has the four programmes with their durations, stipends and positions', () => {
    const rows = internships.programmes.items.map((p) => ({
      title: p.title,
      duration: p.duration,
      stipend: `${formatRupees(p.stipend.min)}-${formatRupees(p.stipend.max)}`,
      ...(p.stipend.note ? { note: p.stipend.note } : {}),
      positions: `${p.positions.min}-${p.positions.max}`,
    }))
    expect(rows).toEqual(spec.internshipProgrammes)
    for (const p of internships.programmes.items) {
      expect(p.description).not.toBe('')
      expect(p.skills.length).toBeGreaterThan(0)
      expect(p.projects.length).toBeGreaterThan(0)
      expect(p.outcomes.length).toBeGreaterThan(0)
    }
    expect(Math.max(...internships.programmes.items.map((p) => p.stipend.max))).toBe(25_000)
  })

  it('has six benefits, six requirements and full-time Monday to Friday attendance', () => {
    expect(internships.benefits.items).toHaveLength(6)
    expect(internships.requirements.items).toHaveLength(6)
    expect(internships.schedule.attendance).toBe('Full-time')
    expect(internships.schedule.days).toBe('Monday to Friday')
    expect(internships.schedule.text).toContain('full-time, Monday to Friday')
  })

  it('has the five-stage selection process with the specified timelines', () => {
    expect(internships.selection.stages.map((s) => [s.stage, s.timeline])).toEqual([
      ['Application Review', '2-3 days'],
      ['Initial Interview', '1 week'],
      ['Technical Assessment', '3-5 days'],
      ['Final Interview', '2-3 days'],
      ['Onboarding', '1 day'],
    ])
    expect(internships.selection.stages[1]!.description).toContain('30-minute')
  })

  it('has FAQs and a closing call to action', () => {
    expect(internships.faqs.items.length).toBeGreaterThanOrEqual(4)
    expect(internships.cta.actions[0]!.href).toBe('/contact?position=internship')
  })
})

describe('Culture (/careers/culture)', () => {
  it('has the four statistics', () => {
    expect(culture.statistics.map((s) => s.value)).toEqual(['4.8/5', '95%', '50+', '24+'])
  })

  it('has four values with practices, four perks and six activities with a frequency', () => {
    expect(culture.values.items).toHaveLength(4)
    for (const value of culture.values.items) expect(value.practices.length).toBeGreaterThan(0)
    expect(culture.perks.items).toHaveLength(4)
    expect(culture.activities.items).toHaveLength(6)
    for (const activity of culture.activities.items) expect(activity.frequency).not.toBe('')
  })

  it('has four work-environment features with the specified work hours', () => {
    expect(culture.workEnvironment.items).toHaveLength(4)
    const text = culture.workEnvironment.items.map((item) => `${item.title}: ${item.description}`).join(' ')
    expect(text).toContain('9 AM to 7 PM')
    expect(text).toContain('11 AM to 4 PM')
    expect(text).toContain('2 days a week')
    expect(text).toContain('No weekend work')
    expect(culture.workHours).toEqual({ start: '9 AM', end: '7 PM', coreStart: '11 AM', coreEnd: '4 PM', wfhDaysPerWeek: 2, weekendWork: false })
  })

  it('has three staff quotes with name, role and tenure', () => {
    expect(culture.quotes.items).toHaveLength(3)
    for (const quote of culture.quotes.items) {
      expect(quote.name).not.toBe('')
      expect(quote.role).not.toBe('')
      expect(quote.tenure).toMatch(/\d/)
    }
  })
})

describe('Benefits (/careers/benefits)', () => {
  it('has the four statistics', () => {
    expect(benefits.statistics).toEqual([
      { value: '₹5 Lakh', label: 'Medical Cover' },
      { value: '₹50K', label: 'Learning Budget' },
      { value: '25+', label: 'Leave Days' },
      { value: '30%', label: 'Max Bonus' },
    ])
  })

  it('has four benefit groups of four items that use every specified benefit figure', () => {
    expect(benefits.groups).toHaveLength(4)
    for (const group of benefits.groups) expect(group.benefits).toHaveLength(4)
    const details = benefits.groups.flatMap((group) => group.benefits.map((b) => `${b.name}: ${b.details}`))
    for (const figure of [
      'Medical Insurance: ₹5 lakh family floater for the employee and family',
      'Dental & Vision: Up to ₹25,000 a year',
      'Annual Health Check-up: Worth ₹5,000',
      'Learning Budget: ₹50,000 a year',
      'Paid Leave: 25 days of leave plus 12 public holidays',
      'Sabbatical: Up to 6 months after 3 years',
      'Performance Bonus: Up to 30% of annual salary',
      'Provident Fund: 12% employer contribution',
      'Stock Options: After 2 years',
      "Festival Bonus: One month's salary",
      'Life Insurance: ₹10 lakh cover',
      'Recognition Awards: Up to ₹25,000',
      'Family Events: 4 family events a year',
    ]) {
      expect(details.some((line) => line.startsWith(figure))).toBe(true)
    }
  })

  it('has six extra perks, including transport at ₹200 a day', () => {
    expect(benefits.extraPerks.items).toHaveLength(6)
    expect(benefits.extraPerks.items.some((perk) => perk.value === '₹200 a day')).toBe(true)
  })

  it('compares with the industry standard exactly', () => {
    expect(benefits.comparison.rows.map((row) => [row.benefit, row.standard, row.ours])).toEqual([
      ['Medical Insurance', '₹3 lakh', '₹5 lakh'],
      ['Learning Budget', '₹20,000', '₹50,000'],
      ['Annual Leave', '21 days', '25 days + 12 holidays'],
      ['Performance Bonus', '10-15%', 'Up to 30%'],
      ['Work From Home', '1 day a week', '2 days a week'],
    ])
    expect(benefits.comparison.headings.ours).toBe(site.name)
  })

  it('lists benefits by employment level', () => {
    expect(benefits.employmentLevels.items.map((level) => [level.title, level.tenure])).toEqual([
      ['New Joiners', '0-6 months'],
      ['Regular Employees', '6+ months'],
      ['Senior Employees', '2+ years'],
      ['Leadership', '3+ years'],
    ])
    for (const level of benefits.employmentLevels.items) expect(level.benefits.length).toBeGreaterThanOrEqual(3)
  })

  it('has exactly three FAQs', () => {
    expect(benefits.faqs.items).toHaveLength(3)
  })
})

describe('Careers buttons', () => {
  it('all go to /contact, each naming a position the contact form knows (the per-item Apply buttons get theirs from the item)', () => {
    const buttons = Object.values(careersPages).flatMap((page) => collectButtons(page))
    expect(buttons.length).toBeGreaterThanOrEqual(15)
    const linked = buttons.filter((button) => button.href !== undefined)
    expect(linked.length).toBeGreaterThanOrEqual(12)
    for (const button of linked) {
      expect(button.href).toMatch(/^\/contact\?position=/)
      const { position } = readHandoff(button.href.slice('/contact'.length), { positions, bundles: [] })
      expect(position, `${button.label}: ${button.href}`).toBeDefined()
    }
    for (const button of buttons.filter((button) => button.href === undefined)) expect(button.label).toMatch(/^Apply now$/)
  })
})

describe('Positions one can apply for', () => {
  it('are the six openings, the four internship programmes, any internship and an open application, each once', () => {
    expect(positions.map((position) => position.value)).toEqual([
      ...jobs.map((job) => job.slug),
      'web-development-internship',
      'digital-marketing-internship',
      'ui-ux-design-internship',
      'business-development-internship',
      'internship',
      'open-application',
    ])
    expect(positions.slice(0, 6).map((position) => position.label)).toEqual(jobs.map((job) => job.title))
    expect(positions[6]!.label).toBe('Web Development Internship')
  })
})

describe('Head tags of the IoT and careers pages', () => {
  const metas: PageMeta[] = [
    ...Object.values(iotPages).map((page) => page.meta),
    ...Object.values(careersPages).map((page) => page.meta),
    ...jobs.map((job) => job.meta),
  ]

  it('are valid', () => {
    expect(metas).toHaveLength(16)
    for (const meta of metas) expect(pageMetaSchema.safeParse(meta).success).toBe(true)
  })

  it('have unique paths, titles and descriptions', () => {
    for (const field of ['path', 'title', 'description'] as const) {
      expect(new Set(metas.map((meta) => meta[field])).size).toBe(metas.length)
    }
  })

  it('name the pages they belong to', () => {
    expect(Object.values(iotPages).map((page) => page.meta.path)).toEqual([
      '/iot',
      '/iot/solutions',
      '/iot/smart-devices',
      '/iot/consulting',
      '/iot/applications',
    ])
    expect(Object.values(careersPages).map((page) => page.meta.path)).toEqual([
      '/careers',
      '/careers/openings',
      '/careers/internships',
      '/careers/culture',
      '/careers/benefits',
    ])
  })
})

describe('Content sources', () => {
  const files = [
    'iot/overview',
    'iot/solutions',
    'iot/smart-devices',
    'iot/consulting',
    'iot/applications',
    'careers/jobs',
    'careers/overview',
    'careers/openings',
    'careers/internships',
    'careers/culture',
    'careers/benefits',
  ].map((name) => readFileSync(join(contentDir, `${name}.ts`), 'utf8'))

  it('never write the brand name literally', () => {
    for (const source of files) expect(source).not.toContain(site.name)
  })

  it('import only from content/ and zod', () => {
    for (const source of files) {
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
        // zod, a sibling (./jobs) or a module directly in content/ (../define); never ../../lib or a package
        expect(specifier === 'zod' || /^\.\.?\/(?!\.\.\/)/.test(specifier!)).toBe(true)
      }
    }
  })
})
