// @vitest-environment node
import { buildIndex, searchSubmissions, type AdminSubmission } from '../../model/leadBrowserStore'
import { displayFields, labelOf, labelTable, safeLinkHref, serviceLabel, type LeadLabels } from '../../model/leadLabels'
import { positions } from '../../content/careers/positions'
import { contactPage as contact } from '../../content/contact'
import { home } from '../../content/home'

/** The tables the dashboard page builds from the forms' own options. */
const labels: LeadLabels = {
  services: {
    hero: labelTable(home.consultation.services),
    popup: labelTable(home.popup.services),
    contact: labelTable(contact.form.serviceOptions),
  },
  budgets: labelTable(contact.form.budgetOptions),
  positions: labelTable(positions),
}

const entry = (fields: Partial<AdminSubmission> = {}): AdminSubmission => ({
  id: '1',
  submittedAt: '2026-11-01T10:00:00.000Z',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  type: 'contact',
  ...fields,
})

describe('labelOf', () => {
  const table = labelTable([{ value: 'ppc', label: 'PPC Advertising' }])

  test('the label of a known code, the code itself when unknown, nothing for no code', () => {
    expect(labelOf(table, 'ppc')).toBe('PPC Advertising')
    expect(labelOf(table, 'retired-service')).toBe('retired-service')
    expect(labelOf(table, undefined)).toBe('')
  })

  test('only the table\'s own codes count: a stored "constructor" or "__proto__" is shown as stored', () => {
    expect(labelOf(table, 'constructor')).toBe('constructor')
    expect(labelOf(table, '__proto__')).toBe('__proto__')
    expect(labelOf(table, 'toString')).toBe('toString')
  })
})

describe('the labels the forms show', () => {
  test.each([
    ['hero', 'web-design', 'Website Design & Development'],
    ['popup', 'web-design', 'Website Design & Development'],
    ['contact', 'web-design', 'Website Development'],
    ['hero', 'ppc', 'PPC Advertising'],
    ['contact', 'consultation', 'Digital Marketing Consultation'],
    ['contact', 'iot', 'IoT Solutions'],
    ['contact', 'other', 'Other'],
  ] as const)('%s form, %s: %s', (type, code, label) => {
    expect(serviceLabel(labels, { type, service: code })).toBe(label)
  })

  test('every option of every form has its label (no code left raw)', () => {
    const forms = [
      ['hero', home.consultation.services],
      ['popup', home.popup.services],
      ['contact', contact.form.serviceOptions],
    ] as const
    for (const [type, options] of forms) {
      for (const option of options) expect(serviceLabel(labels, { type, service: option.value })).toBe(option.label)
    }
  })

  test('a contact entry: every field, the service, budget and position by their labels; missing fields are empty', () => {
    const shown = displayFields(
      entry({
        service: 'seo',
        company: 'Mehta Traders',
        budget: '50000-100000',
        position: 'devops-engineer',
        cvLink: 'https://github.com/asha',
        message: 'Hi',
      }),
      labels,
    )
    expect(shown).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      service: 'SEO Optimization',
      company: 'Mehta Traders',
      budget: '₹50,000-₹1,00,000',
      position: 'DevOps Engineer',
      cvLink: 'https://github.com/asha',
      message: 'Hi',
    })
    expect(displayFields(entry({ type: 'hero' }), labels)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      service: '',
      company: '',
      budget: '',
      position: '',
      cvLink: '',
      message: '',
    })
  })

  test('a search finds an entry by the label the table shows as well as by the stored code', () => {
    const index = buildIndex(
      {
        hero: [entry({ id: '1', name: 'Hero Lead', service: 'web-design' })],
        popup: [],
        contact: [entry({ id: '2', name: 'Contact Lead', service: 'iot' })],
      },
      labels,
    )
    expect(searchSubmissions(index, 'DESIGN & DEV').map((item) => item.entry.name)).toEqual(['Hero Lead'])
    expect(searchSubmissions(index, 'web-design').map((item) => item.entry.name)).toEqual(['Hero Lead'])
    expect(searchSubmissions(index, 'iot solutions').map((item) => item.entry.name)).toEqual(['Contact Lead'])
    // Name and label never run together into one match.
    expect(searchSubmissions(index, 'leadiot')).toEqual([])
  })
})

describe('safeLinkHref', () => {
  test.each([
    ['https://drive.google.com/file/d/abc', 'https://drive.google.com/file/d/abc'],
    ['http://example.in/cv.pdf', 'http://example.in/cv.pdf'],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['www.example.in', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(safeLinkHref(value)).toBe(expected)
  })
})
