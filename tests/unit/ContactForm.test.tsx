import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { onTestFinished } from 'vitest'
import ContactForm, { CONTACT_DELAY_MS, type ContactFormProps } from '../../components/islands/ContactForm'
import { notify } from '../../components/islands/notify'
import { positions } from '../../content/careers/positions'
import { contactPage as page } from '../../content/contact'
import { smartDevices } from '../../content/iot/smart-devices'
import { messages, privacyLine } from '../../content/messages'
import { bundleHandoff } from '../../lib/handoff'

vi.mock('../../components/islands/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn() },
  ensureToaster: vi.fn(),
}))

const { form } = page

/** The props the /contact page passes. */
const props: ContactFormProps = {
  id: 'contact-form',
  fields: form.fields,
  servicePlaceholder: form.servicePlaceholder,
  serviceOptions: form.serviceOptions,
  budgetPlaceholder: form.budgetPlaceholder,
  budgetOptions: form.budgetOptions,
  handoff: {
    position: form.handoff.position,
    positionPlaceholder: form.handoff.positionPlaceholder,
    positions,
    cvLink: form.handoff.cvLink,
    bundles: smartDevices.bundles.items.map((bundle) =>
      bundleHandoff(bundle, { message: form.handoff.bundleMessage, service: form.handoff.bundleService }),
    ),
  },
  submitLabel: form.submitLabel,
  sendingLabel: form.sendingLabel,
  success: messages.contactSuccess,
  applicationSuccess: form.applicationSuccess,
  storageFailure: messages.storageFailure,
  privacy: privacyLine(false),
  honeypotLabel: messages.honeypotLabel,
}

const KEY = 'contactFormSubmissions'
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as Record<string, string>[]
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending Message/ }) as HTMLButtonElement

function fillRequired() {
  fireEvent.change(field('Full Name'), { target: { value: 'Priya Sharma' } })
  fireEvent.change(field('Email Address'), { target: { value: 'priya@sharmatextiles.in' } })
  fireEvent.change(field('Phone Number'), { target: { value: '+91 98111 22334' } })
}

function fillOptional() {
  fireEvent.change(field('Company'), { target: { value: 'Sharma Textiles' } })
  fireEvent.change(field('Service'), { target: { value: 'seo' } })
  fireEvent.change(field('Budget'), { target: { value: '25000-50000' } })
  fireEvent.change(field('Project Details'), { target: { value: 'Local SEO for three showrooms in Delhi.' } })
}

/**
 * Makes every localStorage.setItem throw QuotaExceededError (a full or disabled store). happy-dom binds Storage
 * methods onto the instance the first time they are used, after which a spy on Storage.prototype alone no longer
 * reaches it: the instance gets the same stub, put back when the test ends.
 */
function failStorageWrites() {
  const quotaExceeded = () => {
    throw new DOMException('full', 'QuotaExceededError')
  }
  const original = localStorage.setItem
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded)
  const define = (value: Storage['setItem']) => Object.defineProperty(localStorage, 'setItem', { value, configurable: true, writable: true })
  define(quotaExceeded)
  onTestFinished(() => {
    define(original)
  })
}

function submit() {
  fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!)
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2024-11-05T10:30:00.000Z'))
  vi.mocked(notify.success).mockClear()
  vi.mocked(notify.error).mockClear()
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

/** Opens the form as a link from a job or a bundle would: /contact?… */
const arriveWith = (query: string) => window.history.replaceState(null, '', `/contact${query}`)

describe('ContactForm: fields, options, sending, storage and its toasts', () => {
  it('has a visible label for every control, the required fields marked required and the right input types', () => {
    render(<ContactForm {...props} />)
    expect(field('Full Name').required).toBe(true)
    expect(field('Full Name').type).toBe('text')
    expect(field('Email Address').required).toBe(true)
    expect(field('Email Address').type).toBe('email')
    expect(field('Phone Number').required).toBe(true)
    expect(field('Phone Number').type).toBe('tel')
    for (const optional of ['Company', 'Service', 'Budget', 'Project Details']) expect(field(optional).required).toBe(false)
    expect(field('Project Details').tagName).toBe('TEXTAREA')
  })

  it('offers the 10 services plus IoT, and 5 budget ranges, after their placeholders', () => {
    render(<ContactForm {...props} />)
    const options = (label: string) => Array.from((field(label) as unknown as HTMLSelectElement).options).map((option) => option.text)
    expect(options('Service')).toEqual([
      'Select a service',
      'SEO Optimization',
      'PPC Advertising',
      'Social Media Marketing',
      'Website Development',
      'Mobile App Development',
      'Custom Software',
      'Content Marketing',
      'Email Marketing',
      'IoT Solutions',
      'Digital Marketing Consultation',
      'Other',
    ])
    expect(options('Budget')).toEqual([
      'Select a budget range',
      '₹10,000-₹25,000',
      '₹25,000-₹50,000',
      '₹50,000-₹1,00,000',
      '₹1,00,000-₹2,50,000',
      '₹2,50,000+',
    ])
  })

  it('shows the privacy line beside the submit button', () => {
    render(<ContactForm {...props} />)
    expect(screen.getByText(privacyLine(false), { exact: false }).textContent).toContain(privacyLine(false))
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy')
  })

  it('goes idle → sending (aria-disabled, "Sending Message...") → stored, reset and its focused confirmation after 1 s', async () => {
    render(<ContactForm {...props} />)
    fillRequired()
    fillOptional()
    submit()

    expect(submitButton().getAttribute('aria-disabled')).toBe('true')
    expect(submitButton().textContent).toBe('Sending Message...')
    expect(stored()).toEqual([])
    expect(notify.success).not.toHaveBeenCalled()

    await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS - 1))
    expect(submitButton().textContent).toBe('Sending Message...')
    expect(stored()).toEqual([])

    await act(async () => vi.advanceTimersByTime(1))
    const entry = {
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      submittedAt: '2024-11-05T10:30:01.000Z',
      name: 'Priya Sharma',
      email: 'priya@sharmatextiles.in',
      phone: '+91 98111 22334',
      company: 'Sharma Textiles',
      service: 'seo',
      budget: '25000-50000',
      message: 'Local SEO for three showrooms in Delhi.',
    }
    expect(stored()).toEqual([entry])
    expect(Object.keys(stored()[0]!)).toEqual(Object.keys(entry))
    expect(console.log).toHaveBeenCalledWith('Contact form submitted:', entry)

    // The confirmation under the form is the one announcement: focused, and no toast says it again.
    expect(notify.success).not.toHaveBeenCalled()
    expect(notify.error).not.toHaveBeenCalled()
    expect(document.activeElement?.textContent).toBe(`Message Sent Successfully!${messages.contactSuccess.description}`)

    expect(submitButton().getAttribute('aria-disabled')).toBeNull()
    expect(submitButton().textContent).toBe('Send Message')
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company', 'Service', 'Budget', 'Project Details']) {
      expect(field(label).value).toBe('')
    }
    expect(screen.getByText(messages.contactSuccess.description)).toBeTruthy()
  })

  it('stores only the fields that were filled in', async () => {
    render(<ContactForm {...props} />)
    fillRequired()
    submit()
    await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS))
    expect(stored()).toHaveLength(1)
    expect(Object.keys(stored()[0]!)).toEqual(['id', 'submittedAt', 'name', 'email', 'phone'])
  })

  it('appends to the entries already stored', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: '1', submittedAt: '2024-01-01T00:00:00.000Z', name: 'A', email: 'a@b.in', phone: '1' }]))
    render(<ContactForm {...props} />)
    fillRequired()
    submit()
    await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS))
    expect(stored().map((entry) => entry.name)).toEqual(['A', 'Priya Sharma'])
  })

  it('ignores a second submit while sending', async () => {
    render(<ContactForm {...props} />)
    fillRequired()
    submit()
    fireEvent.submit(submitButton().closest('form')!)
    await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS * 2))
    expect(stored()).toHaveLength(1)
    expect(screen.getAllByText(messages.contactSuccess.description)).toHaveLength(1)
  })

  it('keeps what was typed and shows the storage failure toast when the browser will not store it', async () => {
    failStorageWrites()
    render(<ContactForm {...props} />)
    fillRequired()
    fillOptional()
    submit()
    expect(submitButton().textContent).toBe('Sending Message...')
    await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS))

    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith(messages.storageFailure.title, messages.storageFailure.description)
    expect(messages.storageFailure.description).toContain('+91 98765 43210')
    expect(messages.storageFailure.description).toContain('info@acmedigital.in')
    expect(notify.success).not.toHaveBeenCalled()

    expect(field('Full Name').value).toBe('Priya Sharma')
    expect(field('Email Address').value).toBe('priya@sharmatextiles.in')
    expect(field('Phone Number').value).toBe('+91 98111 22334')
    expect(field('Company').value).toBe('Sharma Textiles')
    expect(field('Service').value).toBe('seo')
    expect(field('Budget').value).toBe('25000-50000')
    expect(field('Project Details').value).toBe('Local SEO for three showrooms in Delhi.')
    expect(submitButton().disabled).toBe(false)
    expect(submitButton().textContent).toBe('Send Message')
    expect(screen.queryByText(messages.contactSuccess.description)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('stops its timer when it unmounts mid-send', async () => {
    const { unmount } = render(<ContactForm {...props} />)
    fillRequired()
    submit()
    unmount()
    await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS))
    expect(stored()).toEqual([])
    expect(notify.success).not.toHaveBeenCalled()
  })

  describe('hand-offs from a job, an internship or an IoT bundle', () => {
    const select = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLSelectElement
    const selectedText = (label: string) => select(label).selectedOptions[0]?.text

    it('a plain visit shows no position and no CV field', () => {
      arriveWith('')
      render(<ContactForm {...props} />)
      expect(screen.queryByLabelText('Position')).toBeNull()
      expect(screen.queryByLabelText('CV or Portfolio Link')).toBeNull()
    })

    it('?position=<job>: the position preselected and editable, an optional CV link; the entry carries both', () => {
      arriveWith('?position=ui-ux-designer')
      render(<ContactForm {...props} />)
      expect(selectedText('Position')).toBe('UI/UX Designer')
      expect(Array.from(select('Position').options).map((option) => option.text)).toEqual([
        'Not applying for a position',
        ...positions.map((position) => position.label),
      ])
      const cv = field('CV or Portfolio Link')
      expect(cv.type).toBe('url')
      expect(cv.required).toBe(false)
      expect(cv.getAttribute('aria-describedby')).toBe(`${cv.id}-hint`)
      expect(document.getElementById(`${cv.id}-hint`)!.textContent).toBe(form.handoff.cvLink.hint)

      // Editable: the candidate picks another role.
      fireEvent.change(select('Position'), { target: { value: 'web-development-internship' } })
      fireEvent.change(cv, { target: { value: 'https://www.behance.net/priya' } })
      fillRequired()
      submit()
      act(() => vi.advanceTimersByTime(CONTACT_DELAY_MS))
      expect(stored()).toHaveLength(1)
      expect(stored()[0]).toMatchObject({ name: 'Priya Sharma', position: 'web-development-internship', cvLink: 'https://www.behance.net/priya' })
      expect(stored()[0]).not.toHaveProperty('service')
    })

    it('the CV link stays optional: an application without one stores the position alone', () => {
      arriveWith('?position=open-application')
      render(<ContactForm {...props} />)
      expect(selectedText('Position')).toBe('Open application (any suitable role)')
      fillRequired()
      submit()
      act(() => vi.advanceTimersByTime(CONTACT_DELAY_MS))
      expect(stored()[0]).toMatchObject({ position: 'open-application' })
      expect(stored()[0]).not.toHaveProperty('cvLink')
    })

    it.each([
      ['browser-only', undefined],
      ['with a lead service', 'https://leads.agency.test/api/leads'],
    ])('an application is thanked as one, %s; choosing no position keeps the contact message', async (_mode, leadsEndpoint) => {
      const posted: string[] = []
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init: RequestInit) => {
          posted.push(String(init.body))
          return new Response(JSON.stringify({ received: true }), { status: 201 })
        }),
      )
      onTestFinished(() => {
        vi.unstubAllGlobals()
      })
      arriveWith('?position=devops-engineer')
      render(<ContactForm {...props} leadsEndpoint={leadsEndpoint} />)
      fillRequired()
      submit()
      await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS))
      expect(document.activeElement?.textContent).toBe(`Application Received!${form.applicationSuccess.message}`)
      expect(screen.queryByText(messages.contactSuccess.description)).toBeNull()
      expect(document.body.textContent).not.toContain('customized solution')
      // Sent to the service only where there is one.
      expect(posted.map((body) => JSON.parse(body).position)).toEqual(leadsEndpoint ? ['devops-engineer'] : [])

      // The same form, "Not applying for a position": an enquiry, thanked as the spec says.
      fireEvent.change(screen.getByLabelText('Position', { exact: false }), { target: { value: '' } })
      fillRequired()
      submit()
      await act(async () => vi.advanceTimersByTime(CONTACT_DELAY_MS))
      expect(document.activeElement?.textContent).toBe(`${messages.contactSuccess.title}${messages.contactSuccess.description}`)
    })

    it.each(['?position=<img src=x onerror=alert(1)>', '?position=ceo', '?position=', '?bundle=free-kit'])(
      '%s is not a known position or bundle: the form stays as it is',
      (query) => {
        arriveWith(query)
        render(<ContactForm {...props} />)
        expect(screen.queryByLabelText('Position')).toBeNull()
        expect(field('Service').value).toBe('')
        expect(field('Project Details').value).toBe('')
        expect(document.body.innerHTML).not.toContain('onerror')
      },
    )

    it('?bundle=<slug>: IoT selected and the message names the bundle and its price', () => {
      arriveWith('?bundle=smart-business-kit')
      render(<ContactForm {...props} />)
      expect(selectedText('Service')).toBe('IoT Solutions')
      expect(field('Project Details').value).toBe(
        'I would like to order the Smart Business Kit (₹35,999). Please confirm stock, the delivery date and an installation slot.',
      )
      expect(screen.queryByLabelText('Position')).toBeNull()
      fillRequired()
      submit()
      act(() => vi.advanceTimersByTime(CONTACT_DELAY_MS))
      expect(stored()[0]).toMatchObject({ service: 'iot', message: expect.stringContaining('Smart Business Kit (₹35,999)') })
    })

    it('a bundle never overwrites what the visitor already chose or typed', () => {
      arriveWith('?bundle=industrial-monitoring-kit')
      // The server's HTML, typed into before the form came alive: the same nodes React then adopts.
      const host = document.createElement('div')
      host.innerHTML = renderToString(<ContactForm {...props} />)
      document.body.append(host)
      ;(host.querySelector('select[name="service"]') as HTMLSelectElement).value = 'other'
      ;(host.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value = 'Two kits for our Pune plant, please.'
      act(() => {
        hydrateRoot(host, <ContactForm {...props} />)
      })
      expect((host.querySelector('select[name="service"]') as HTMLSelectElement).value).toBe('other')
      expect((host.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value).toBe('Two kits for our Pune plant, please.')
      host.remove()
    })
  })
})
