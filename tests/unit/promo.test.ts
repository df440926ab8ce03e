import { keepPromoDismissed } from '../../lib/client/promo'

function page() {
  document.body.innerHTML = `<aside data-promo><ul><li>Offer</li></ul><button data-promo-dismiss>Dismiss</button></aside>
    <div class="header-bar"><a href="/">Home</a></div>`
  return { banner: document.querySelector<HTMLElement>('[data-promo]')!, dismiss: document.querySelector<HTMLButtonElement>('[data-promo-dismiss]')! }
}

beforeEach(() => sessionStorage.clear())

test('the close button hides the banner, remembers it for the visit and moves focus on to the logo link', () => {
  const { banner, dismiss } = page()
  keepPromoDismissed(document, window)
  expect(banner.hidden).toBe(false)
  dismiss.click()
  expect(banner.hidden).toBe(true)
  expect(sessionStorage.getItem('promoDismissed')).toBe('1')
  expect(document.activeElement).toBe(document.querySelector('.header-bar a'))
})

test('a banner dismissed earlier in the visit is hidden as the page starts', () => {
  sessionStorage.setItem('promoDismissed', '1')
  const { banner } = page()
  keepPromoDismissed(document, window)
  expect(banner.hidden).toBe(true)
})

test('with storage refused, the banner shows and still closes on this page', () => {
  const { banner, dismiss } = page()
  const refused = {
    get sessionStorage(): Storage {
      throw new DOMException('denied', 'SecurityError')
    },
  } as unknown as Window
  keepPromoDismissed(document, refused)
  expect(banner.hidden).toBe(false)
  expect(() => dismiss.click()).not.toThrow()
  expect(banner.hidden).toBe(true)
})
