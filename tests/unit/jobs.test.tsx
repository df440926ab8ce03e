import { render, screen } from '@testing-library/react'
import { JobCard } from '../../components/sections/JobCard'
import { UrgencyBadge, urgencyTone } from '../../components/ui/UrgencyBadge'
import { jobPath, jobs } from '../../content/careers/jobs'
import { formatPostingDate, jobBySlug } from '../../pages/careers/openings/@slug/lookup'
import { onBeforePrerenderStart } from '../../pages/careers/openings/@slug/+onBeforePrerenderStart'

describe('urgency tone (Urgent red, High Priority orange, anything else green)', () => {
  it('maps the three labels of the openings', () => {
    expect(urgencyTone('Urgent')).toBe('red')
    expect(urgencyTone('High Priority')).toBe('orange')
    expect(urgencyTone('Open')).toBe('green')
  })

  it('treats any other label as green, whatever its case or spacing', () => {
    expect(urgencyTone(' urgent ')).toBe('red')
    expect(urgencyTone('HIGH PRIORITY')).toBe('orange')
    for (const label of ['Normal', 'Hiring', '', 'Urgently needed']) expect(urgencyTone(label)).toBe('green')
  })

  it('always writes the label out, with dark text on a light tint', () => {
    const { rerender } = render(<UrgencyBadge label="Urgent" />)
    expect(screen.getByText('Urgent')).toHaveClass('bg-red-100', 'text-red-800')
    rerender(<UrgencyBadge label="High Priority" />)
    expect(screen.getByText('High Priority')).toHaveClass('bg-orange-100', 'text-orange-900')
    rerender(<UrgencyBadge label="Open" />)
    expect(screen.getByText('Open')).toHaveClass('bg-green-100', 'text-green-800')
  })
})

describe('job pages', () => {
  it('are prerendered for the six openings, one URL each', () => {
    const urls = onBeforePrerenderStart()
    expect(urls).toHaveLength(6)
    expect(new Set(urls).size).toBe(6)
    for (const url of urls) expect(url).toMatch(/^\/careers\/openings\/[a-z0-9-]+$/)
  })

  it("find their opening from the route's slug", () => {
    for (const job of jobs) expect(jobBySlug(job.slug, jobs)).toBe(job)
    expect(jobBySlug('devops-engineer', jobs).title).toBe('DevOps Engineer')
  })

  it('fail the build for a slug that names no opening', () => {
    expect(() => jobBySlug('astronaut', jobs)).toThrow('No job opening for /careers/openings/astronaut')
    expect(() => jobBySlug('', jobs)).toThrow()
  })

  it('show their dates as day, month and year', () => {
    expect(formatPostingDate('2026-10-06')).toBe('6 October 2026')
    expect(formatPostingDate('2027-01-31')).toBe('31 January 2027')
    expect(() => formatPostingDate('not a date')).toThrow()
  })
})

describe('JobCard', () => {
  const job = jobs.find((candidate) => candidate.slug === 'digital-marketing-manager')!

  it('links the title to the job page and applies through /contact', () => {
    render(<JobCard job={job} href={jobPath(job.slug)} apply={{ label: 'Apply Now', href: '/contact' }} detailsLabel="Full job description" />)
    expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: job.title })).toHaveAttribute('href', '/careers/openings/digital-marketing-manager')
    expect(screen.getByRole('link', { name: /^Apply Now ?: Digital Marketing Manager$/ })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: /^Full job description ?: Digital Marketing Manager$/ })).toHaveAttribute('href', jobPath(job.slug))
    for (const value of ['Marketing', 'Delhi', 'Full-time', '4-6 years', '6-12 LPA', 'High Priority']) expect(screen.getByText(value)).toBeInTheDocument()
    expect(screen.queryByText('Requirements')).toBeNull()
  })

  it('holds the requirements and responsibilities when asked to', () => {
    const { container } = render(
      <JobCard
        job={job}
        href={jobPath(job.slug)}
        apply={{ label: 'Apply Now', href: '/contact' }}
        detailsLabel="Full job description"
        lists={{ requirements: 'Requirements', responsibilities: 'Responsibilities' }}
      />,
    )
    expect(container.querySelector('details')).not.toBeNull()
    const items = [...container.querySelectorAll('details li')].map((item) => item.textContent)
    expect(items).toEqual([...job.responsibilities, ...job.requirements])
  })
})
