import { loadDeferredStylesheet } from '../../lib/client/stylesheet'

const page = () => {
  document.head.innerHTML = '<style>body{}</style><noscript data-stylesheet="/assets/site.css"><link rel="stylesheet" href="/assets/site.css"></noscript>'
  return document
}
const links = () =>
  [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !link.closest('noscript')).map((link) => link.getAttribute('href'))

test('the full stylesheet is added once the page has painted, not before', () => {
  const painted: (() => void)[] = []
  loadDeferredStylesheet(page(), (load) => painted.push(load))
  expect(links()).toEqual([])
  painted.forEach((load) => load())
  expect(links()).toEqual(['/assets/site.css'])
  // A second call (the script run twice) adds nothing.
  loadDeferredStylesheet(document, (load) => load())
  expect(links()).toEqual(['/assets/site.css'])
})

test('a page without a deferred stylesheet is left alone', () => {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/admin.css">'
  const afterPaint = vi.fn()
  loadDeferredStylesheet(document, afterPaint)
  expect(afterPaint).not.toHaveBeenCalled()
})
