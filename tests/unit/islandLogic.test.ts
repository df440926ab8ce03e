import { autoplayAllowed, nextIndex, previousIndex, swipeDirection, wrapIndex } from '../../lib/carousel'
import { eventsForClick, MAX_EVENTS, recordEvent, tracksPath } from '../../lib/client/tracker'
import { backoffDelay } from '../../lib/client/leads'
import { readSubscriptions, subscribe } from '../../lib/client/newsletter'
import { shouldOpenPopup, markPopupShown } from '../../lib/client/popup'

describe('carousel arithmetic', () => {
  test('wraps at both ends', () => {
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
    expect(nextIndex(0, 3)).toBe(1)
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(() => wrapIndex(0, 0)).toThrow()
  })

  test('autoplay runs only when nothing pauses it', () => {
    const base = { playing: true, hovered: false, focused: false, hidden: false, reducedMotion: false }
    expect(autoplayAllowed(base)).toBe(true)
    for (const key of ['hovered', 'focused', 'hidden', 'reducedMotion'] as const) expect(autoplayAllowed({ ...base, [key]: true })).toBe(false)
    expect(autoplayAllowed({ ...base, playing: false })).toBe(false)
  })

  test('swipes of 50 px or more move the carousel', () => {
    expect(swipeDirection(200, 100)).toBe(-1)
    expect(swipeDirection(100, 200)).toBe(1)
    expect(swipeDirection(100, 130)).toBe(0)
  })
})

describe('click tracker rules', () => {
  const el = (html: string) => {
    document.body.innerHTML = html
    return document.body.firstElementChild!.querySelector('[data-target]') ?? document.body.firstElementChild!
  }

  test('tel links are phone clicks with the number', () => {
    expect(eventsForClick(el('<a href="tel:+919876543210">Call</a>'))).toEqual([
      { eventName: 'phone_click', details: { phoneNumber: '+919876543210', elementText: 'Call' } },
    ])
  })

  test('WhatsApp links are whatsapp clicks', () => {
    expect(eventsForClick(el('<a href="https://wa.me/919876543210" aria-label="Chat on WhatsApp"><svg></svg></a>'))[0]).toEqual({
      eventName: 'whatsapp_click',
      details: { elementText: 'Chat on WhatsApp' },
    })
  })

  test('buttons are button clicks; send message, contact and submit buttons are also send_message clicks', () => {
    expect(eventsForClick(el('<button id="b" type="button"><span data-target>Next</span></button>')).map((e) => e.eventName)).toEqual(['button_click'])
    const send = eventsForClick(el('<button type="submit">Send Message</button>'))
    expect(send.map((e) => e.eventName)).toEqual(['button_click', 'send_message_click'])
    expect(send[0]!.details).toEqual({ elementId: undefined, elementText: 'Send Message', buttonType: 'submit' })
    expect(eventsForClick(el('<a class="btn" href="/contact">Contact Us</a>')).map((e) => e.eventName)).toEqual(['button_click', 'send_message_click'])
    expect(eventsForClick(el('<a href="/about">About</a>'))).toEqual([])
  })

  test('the brochure and portfolio download links are downloads, named by what they download', () => {
    const events = eventsForClick(el('<a class="btn" href="/files/company-brochure.pdf" data-download="brochure"><span data-target>Download</span></a>'))
    expect(events.find((e) => e.eventName === 'download')).toEqual({ eventName: 'download', details: { elementId: 'brochure', elementText: 'Download' } })
  })

  test('runs on every public page but on no admin page', () => {
    for (const path of ['/', '/contact', '/services/seo', '/administration-tips', '/blog/admin-guide']) expect(tracksPath(path), path).toBe(true)
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/login/control-room']) expect(tracksPath(path), path).toBe(false)
  })

  test('events are stored newest 1,000 and forwarded to gtag when present', () => {
    const gtag = vi.fn()
    window.gtag = gtag
    const event = recordEvent('form_submission', { formId: 'f' })
    expect(event).toMatchObject({ eventName: 'form_submission', formId: 'f', url: window.location.href, userAgent: navigator.userAgent })
    expect(gtag).toHaveBeenCalledWith('event', 'form_submission', expect.objectContaining({ formId: 'f' }))
    delete window.gtag
    localStorage.setItem('analyticsEvents', JSON.stringify(Array.from({ length: MAX_EVENTS }, (_, i) => ({ i }))))
    recordEvent('button_click', { elementText: 'x' })
    const stored = JSON.parse(localStorage.getItem('analyticsEvents')!)
    expect(stored).toHaveLength(MAX_EVENTS)
    expect(stored[0]).toEqual({ i: 1 })
    expect(stored.at(-1).eventName).toBe('button_click')
  })
})

describe('newsletter', () => {
  test('stores an address once, whatever its case', async () => {
    expect((await subscribe('Asha@Company.in')).status).toBe('subscribed')
    expect((await subscribe('asha@company.in ')).status).toBe('already')
    expect(readSubscriptions().map((s) => s.email)).toEqual(['asha@company.in'])
  })
})

describe('mobile popup rule', () => {
  test('opens only on mobile and only once', () => {
    expect(shouldOpenPopup(false)).toBe(false)
    expect(shouldOpenPopup(true)).toBe(true)
    markPopupShown()
    expect(localStorage.getItem('mobile-popup-shown')).toBe('true')
    expect(shouldOpenPopup(true)).toBe(false)
  })
})

test('lead retries back off exponentially up to six hours', () => {
  expect(backoffDelay(1)).toBe(30_000)
  expect(backoffDelay(2)).toBe(60_000)
  expect(backoffDelay(3)).toBe(120_000)
  expect(backoffDelay(50)).toBe(6 * 60 * 60 * 1000)
})
