// @vitest-environment node
import { containsPattern, leadSearch, phoneSearchDigits, type SearchVocabulary } from '../../model/leadSearch'
import { labelTable } from '../../model/leadLabels'

const vocabulary: SearchVocabulary = {
  labels: {
    services: {
      hero: labelTable([
        { value: 'web-design', label: 'Website Design & Development' },
        { value: 'social-media', label: 'Social Media Marketing' },
      ]),
      popup: labelTable([{ value: 'social-media', label: 'Social Media Marketing' }]),
      contact: labelTable([
        { value: 'web-design', label: 'Website Development' },
        { value: 'mobile-app', label: 'Mobile App Development' },
      ]),
    },
    budgets: labelTable([{ value: '25000-50000', label: '₹25,000-₹50,000' }]),
    positions: labelTable([
      { value: 'ui-ux-designer', label: 'UI/UX Designer' },
      { value: 'devops-engineer', label: 'DevOps Engineer' },
    ]),
  },
  formNames: { hero: 'Free consultation form', popup: 'Enquiry pop-up', contact: 'Contact form', newsletter: 'Newsletter sign-up' },
}

describe('phoneSearchDigits', () => {
  test('a number however it is written becomes the digits every way of storing it contains', () => {
    for (const typed of ['9811122334', '+91 98111 22334', '+91-98111-22334', '098111 22334', '0091 98111 22334', '91 9811122334', ' (98111) 22334 ']) {
      expect(phoneSearchDigits(typed), typed).toBe('9811122334')
    }
  })

  test('part of a number, or a number from elsewhere, keeps all its digits', () => {
    expect(phoneSearchDigits('98111')).toBe('98111')
    expect(phoneSearchDigits('+1 (415) 555-0100')).toBe('14155550100')
    expect(phoneSearchDigits('+44 20 7946 0958')).toBe('442079460958')
  })

  test('text that is not a phone number has no digits to look for', () => {
    for (const typed of ['', '   ', 'client 42', 'asha@98111.in', '+', '- -', '98111 ext 2']) expect(phoneSearchDigits(typed), typed).toBeNull()
  })
})

describe('leadSearch', () => {
  test('an empty box is no search', () => {
    expect(leadSearch('  ', vocabulary)).toBeNull()
  })

  test('a service label finds its code on the forms that label it so, and only those', () => {
    expect(leadSearch('Website Development', vocabulary)).toMatchObject({
      text: 'website development',
      services: [{ code: 'web-design', types: ['contact'] }],
    })
    expect(leadSearch('website', vocabulary)!.services).toEqual([{ code: 'web-design', types: ['hero', 'contact'] }])
    expect(leadSearch('social media', vocabulary)!.services).toEqual([{ code: 'social-media', types: ['hero', 'popup'] }])
    expect(leadSearch('development', vocabulary)!.services).toEqual([
      { code: 'web-design', types: ['hero', 'contact'] },
      { code: 'mobile-app', types: ['contact'] },
    ])
  })

  test('a form by its name or its code, a job by its title; nothing else matched is empty', () => {
    expect(leadSearch('Contact Form', vocabulary)!.types).toEqual(['contact'])
    expect(leadSearch('form', vocabulary)!.types).toEqual(['hero', 'contact'])
    expect(leadSearch('popup', vocabulary)!.types).toEqual(['popup'])
    expect(leadSearch('designer', vocabulary)!.positions).toEqual(['ui-ux-designer'])
    expect(leadSearch('Gupta Motors', vocabulary)).toEqual({ text: 'gupta motors', digits: null, types: [], services: [], positions: [] })
  })

  test('a label table inherited from Object is never matched', () => {
    expect(leadSearch('constructor', vocabulary)).toMatchObject({ services: [], positions: [] })
  })

  test('phone digits come with the text', () => {
    expect(leadSearch('+91 98111 22334', vocabulary)).toMatchObject({ text: '+91 98111 22334', digits: '9811122334' })
  })
})

test('containsPattern takes %, _ and \\ literally', () => {
  expect(containsPattern('40% off_now\\')).toBe('%40\\% off\\_now\\\\%')
  expect(containsPattern('plain')).toBe('%plain%')
})
