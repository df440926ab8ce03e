// @vitest-environment node
/**
 * What the content schemas check on every build and every publish: integrity, never the specification's counts.
 * A price is a positive amount; a phone's dialling form comes from the number as shown; a date is a real date; a
 * photo exists and has a usable shape; slugs and names are unique; a collection may grow or shrink.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { caseStudyFileSchema } from '../../content/collections/caseStudies'
import { internshipsFileSchema } from '../../content/collections/internships'
import { jobFileSchema } from '../../content/collections/jobs'
import { peopleFileSchema } from '../../content/collections/people'
import { pricesFileSchema } from '../../content/collections/prices'
import { contactNumbers, siteFileSchema } from '../../content/collections/site'
import { ContentError, describeIssues, parseYaml, readDataFolder, validate } from '../../content/data'
import { checkPhoto } from '../../content/people'

const yaml = (path: string) => parseYaml(readFileSync(path, 'utf8'), path) as Record<string, unknown>
const problems = (schema: Parameters<typeof validate>[0], data: unknown) => {
  const result = schema.safeParse(data, { reportInput: true })
  return result.success ? [] : describeIssues(result.error, schema)
}

/** A folder of files under a temporary project root, read as the build reads content/data/<folder>. */
function withContentRoot<T>(files: Record<string, string>, read: () => T): T {
  const root = mkdtempSync(join(tmpdir(), 'content-root-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const previous = process.env.CONTENT_ROOT
  process.env.CONTENT_ROOT = root
  try {
    return read()
  } finally {
    if (previous === undefined) delete process.env.CONTENT_ROOT
    else process.env.CONTENT_ROOT = previous
    rmSync(root, { recursive: true, force: true })
  }
}

describe('content integrity checks', () => {
  it('accepts a seventh job, or a single one: the schema counts nothing', () => {
    const job = yaml('content/data/jobs/devops-engineer.yml')
    const files = Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`content/data/jobs/job-${index}.yml`, stringify(job)]))
    expect(withContentRoot(files, () => readDataFolder('jobs', jobFileSchema))).toHaveLength(7)
    expect(withContentRoot({ 'content/data/jobs/only.yml': stringify(job) }, () => readDataFolder('jobs', jobFileSchema))).toHaveLength(1)
  })

  it('refuses an empty title, a date that does not exist and an apply-by before the posting, naming each field', () => {
    const job = yaml('content/data/jobs/devops-engineer.yml')
    expect(problems(jobFileSchema, { ...job, title: '  ' })).toEqual(['Job title: is empty'])
    expect(problems(jobFileSchema, { ...job, datePosted: '2026-02-30' })).toContain('Date posted: is not a real date')
    expect(problems(jobFileSchema, { ...job, validThrough: '2020-01-01' })).toEqual(['Apply by: must be after the date posted'])
    expect(problems(jobFileSchema, { ...job, salary: { min: 9, max: 6 } })).toEqual([
      'Salary (lakh per annum) › To (lakh a year): the "from" amount must be below the "to" amount',
    ])
  })

  it('accepts a case study dated 2026, and any number of results up to four', () => {
    const study = yaml('content/data/case-studies/saffron-foods-online-orders.yml')
    expect(problems(caseStudyFileSchema, { ...study, year: 2026 })).toEqual([])
  })

  it('takes a price as a positive amount with a period, and refuses "abc", zero or a fraction of a rupee', () => {
    const prices = yaml('content/data/prices.yml') as { packages: { price: Record<string, unknown> }[] }
    const withStartup = (price: Record<string, unknown>) => ({ ...prices, packages: [{ ...prices.packages[0], price }, ...prices.packages.slice(1)] })
    expect(problems(pricesFileSchema, withStartup({ amount: 18000, period: 'month' }))).toEqual([])
    expect(problems(pricesFileSchema, withStartup({ amount: 'abc', period: 'month' }))).toEqual([
      'Monthly packages › item 1 › Price › Amount (₹): should be a number, not "abc"',
    ])
    expect(problems(pricesFileSchema, withStartup({ amount: 0, period: 'month' }))).toEqual([
      'Monthly packages › item 1 › Price › Amount (₹): must be more than 0',
    ])
    expect(problems(pricesFileSchema, withStartup({ amount: 99.5, period: 'month' }))).toHaveLength(1)
    expect(problems(pricesFileSchema, withStartup({ amount: 18000, period: 'day' }))).toEqual([
      'Monthly packages › item 1 › Price › Per: must be per month',
    ])
  })

  it("derives a phone's dialling form from the number as shown, and refuses a number without its country code", () => {
    const site = yaml('content/data/site.yml')
    const parsed = validate(
      siteFileSchema,
      { ...site, phones: [{ number: '+91 91234 56789' }, { number: '+91 98765 43211', whatsapp: true }] },
      'site.yml',
    )
    const numbers = contactNumbers(parsed.phones)
    expect(numbers.phones.map((phone) => phone.e164)).toEqual(['+919123456789', '+919876543211'])
    expect(numbers.whatsapp.display).toBe('+91 98765 43211')
    expect(problems(siteFileSchema, { ...site, phones: [{ number: '098765 43210' }] })).toEqual([
      'Phone numbers › item 1 › Number: must start with + and the country code, like +91 98765 43210, with only digits and spaces after it',
    ])
    expect(problems(siteFileSchema, { ...site, phones: [{ number: '+91 987' }] })).toEqual([
      'Phone numbers › item 1 › Number: must have 10 to 15 digits including the country code',
    ])
  })

  it('lists each person once and each programme slug once', () => {
    const people = yaml('content/data/people.yml') as { team: { name: string }[]; others: unknown[] }
    expect(problems(peopleFileSchema, { ...people, others: [...people.others, { name: people.team[0]!.name }] })).toEqual([
      `Other people › item ${people.others.length + 1} › Name: ${people.team[0]!.name} is listed twice: list each person once`,
    ])
    const internships = yaml('content/data/internships.yml') as { programmes: unknown[] }
    expect(problems(internshipsFileSchema, { programmes: [...internships.programmes, internships.programmes[0]] })).toEqual([
      'Programmes: "web-development-internship" is used by two programmes',
    ])
  })

  it('accepts a photo that exists with a usable shape (cut square by the build), and refuses a missing or extreme one', () => {
    const root = mkdtempSync(join(tmpdir(), 'photos-'))
    const svg = (width: number, height: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`
    mkdirSync(join(root, 'public/images/people'), { recursive: true })
    writeFileSync(join(root, 'public/images/people/wide.svg'), svg(720, 477))
    writeFileSync(join(root, 'public/images/people/banner.svg'), svg(2000, 500))
    const previous = process.env.CONTENT_ROOT
    process.env.CONTENT_ROOT = root
    try {
      expect(() => checkPhoto('Asha Rao', '/images/people/wide.svg')).not.toThrow()
      expect(() => checkPhoto('Asha Rao', '/images/people/missing.jpg')).toThrow(ContentError)
      expect(() => checkPhoto('Asha Rao', '/images/people/missing.jpg')).toThrow(/Asha Rao, Photo: \/images\/people\/missing\.jpg does not exist/)
      expect(() => checkPhoto('Asha Rao', '/images/people/banner.svg')).toThrow(/is 2000×500; crop it to no more than twice as wide as tall/)
    } finally {
      if (previous === undefined) delete process.env.CONTENT_ROOT
      else process.env.CONTENT_ROOT = previous
      rmSync(root, { recursive: true, force: true })
    }
  })
})
