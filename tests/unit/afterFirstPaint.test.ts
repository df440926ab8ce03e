import { addDeferredStylesheet, holdEarlyInput, startAfterFirstPaint, whenFirstPainted } from '../../lib/client/afterFirstPaint'
import { EARLY_CLICK_EVENT } from '../../lib/firstPaint'

type Callback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void

/** A window whose PerformanceObserver reports the paints the test sends, as a browser does after painting. */
function paintingWindow(supported: string[] = ['paint', 'largest-contentful-paint']) {
  const observers: { callback: Callback; options?: unknown; disconnected: boolean }[] = []
  class FakeObserver {
    static supportedEntryTypes = supported
    private readonly record: (typeof observers)[number]
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false }
      observers.push(this.record)
    }
    observe(options: unknown) {
      this.record.options = options
    }
    disconnect() {
      this.record.disconnected = true
    }
  }
  const win = Object.create(window, { PerformanceObserver: { value: FakeObserver } }) as Window & typeof globalThis
  const paint = (...names: string[]) => {
    for (const observer of observers.filter((entry) => !entry.disconnected)) {
      observer.callback({ getEntriesByName: (name) => names.filter((painted) => painted === name) })
    }
  }
  return { win, paint, observers }
}

const page = () => {
  document.head.innerHTML = '<style>body{}</style><noscript data-stylesheet="/assets/site.css"><link rel="stylesheet" href="/assets/site.css"></noscript>'
  document.body.innerHTML = '<main>Text</main><script data-page-script="/assets/entries/page.js"></script>'
  return document.querySelector<HTMLScriptElement>('script[data-page-script]')!
}
const stylesheets = () =>
  [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !link.closest('noscript')).map((link) => link.getAttribute('href'))
const pageScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => [script.type, script.getAttribute('src')])

test('the stylesheet and the page script are asked for once the first contentful paint is on screen, not before', () => {
  const { win, paint, observers } = paintingWindow()
  startAfterFirstPaint(page(), win)
  expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true })
  // A first paint without text or images is not enough.
  paint('first-paint')
  expect(stylesheets()).toEqual([])
  expect(pageScripts()).toEqual([])
  paint('first-paint', 'first-contentful-paint')
  expect(stylesheets()).toEqual(['/assets/site.css'])
  expect(pageScripts()).toEqual([['module', '/assets/entries/page.js']])
  expect(observers[0]!.disconnected).toBe(true)
  // Once: a later report adds nothing.
  paint('first-contentful-paint')
  expect(pageScripts()).toHaveLength(1)
  // The page script has run: the page holds no input any more (the other tests share this document).
  document.querySelector('script[src="/assets/entries/page.js"]')!.dispatchEvent(new Event('load'))
})

test('a browser that does not report paints loads them on the load event (or at once, after it)', () => {
  const { win } = paintingWindow([])
  const ran = vi.fn()
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
  whenFirstPainted(win, ran)
  expect(ran).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('load'))
  expect(ran).toHaveBeenCalledTimes(1)
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
  whenFirstPainted(win, ran)
  expect(ran).toHaveBeenCalledTimes(2)
  Reflect.deleteProperty(document, 'readyState')
})

test('the full stylesheet is the one the page names, and a page without one is left alone', () => {
  page()
  addDeferredStylesheet(document)
  expect(stylesheets()).toEqual(['/assets/site.css'])
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/admin.css">'
  addDeferredStylesheet(document)
  expect(stylesheets()).toEqual(['/assets/admin.css'])
})

test('a press on the Menu button before the page script has run is not made again: its invoker command opened the menu', () => {
  const { win, paint } = paintingWindow()
  const script = page()
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<button type="button" id="menu-toggle" aria-haspopup="dialog" commandfor="mobile-menu" command="show-modal">Menu</button>',
  )
  startAfterFirstPaint(script, win)
  const menu = document.getElementById('menu-toggle')!
  menu.click()
  paint('first-contentful-paint')
  const pressed = vi.fn()
  menu.addEventListener('click', pressed)
  document.querySelector('script[src="/assets/entries/page.js"]')!.dispatchEvent(new Event('load'))
  // A press made again would open the menu a second time after the visitor had closed it.
  expect(pressed).not.toHaveBeenCalled()
})

test('nothing is held or made again once the page script has run, and nothing at all without input', () => {
  document.body.innerHTML =
    '<div data-island="NewsletterForm"><form><input name="email"></form></div><button type="button" aria-haspopup="dialog">Menu</button>'
  const replay = holdEarlyInput(document)
  const sent = vi.fn()
  document.querySelector('form')!.addEventListener('submit', sent)
  replay()
  expect(sent).not.toHaveBeenCalled()
  const late = new SubmitEvent('submit', { bubbles: true, cancelable: true })
  document.querySelector('form')!.dispatchEvent(late)
  expect(late.defaultPrevented).toBe(false)
})

test('a click before the page script has run is handed on once it has, as an early-click event and not as a click made again', () => {
  // A page of its own: the listeners of the other tests' pages are on the shared document.
  const doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = '<a href="tel:+919876543210" id="call">Call us</a><a href="/files/b.pdf" download id="file"><svg></svg></a>'
  const replay = holdEarlyInput(doc)
  const call = doc.getElementById('call')!
  const icon = doc.querySelector('#file svg')!
  const clicked = vi.fn()
  const handed: Element[] = []
  doc.addEventListener('click', clicked)
  doc.addEventListener(EARLY_CLICK_EVENT, (event) => handed.push(event.target as Element))
  const early = new MouseEvent('click', { bubbles: true, cancelable: true })
  call.dispatchEvent(early)
  icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  // The click does what it does natively: nothing is prevented.
  expect(early.defaultPrevented).toBe(false)
  expect(handed).toEqual([])
  replay()
  expect(handed).toEqual([call, icon])
  expect(clicked).toHaveBeenCalledTimes(2)
})

test('a site search is logged as it is submitted, before the page script has run as after, and goes on to /search', () => {
  const doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = '<form role="search" action="/search" data-site-search><input name="q" value="SEO"></form><form><input name="q" value="x"></form>'
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const replay = holdEarlyInput(doc)
  const [search, other] = doc.querySelectorAll('form')
  const submit = (form: HTMLFormElement) => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    return event
  }
  expect(submit(search!).defaultPrevented).toBe(false)
  submit(other!)
  replay()
  submit(search!)
  expect(log.mock.calls).toEqual([
    ['Search query:', 'SEO'],
    ['Search query:', 'SEO'],
  ])
  log.mockRestore()
})

test('what is held is let go when the page script cannot be had', () => {
  const { win, paint } = paintingWindow()
  const script = page()
  document.body.insertAdjacentHTML('afterbegin', '<div data-island="NewsletterForm"><form><input name="email"></form></div>')
  startAfterFirstPaint(script, win)
  const form = document.querySelector('form')!
  const sent = vi.fn((event: Event) => event.preventDefault())
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
  paint('first-contentful-paint')
  form.addEventListener('submit', sent)
  document.querySelector('script[src="/assets/entries/page.js"]')!.dispatchEvent(new Event('error'))
  expect(sent).toHaveBeenCalledTimes(1)
})
