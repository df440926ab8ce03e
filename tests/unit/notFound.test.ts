import { handleNotFound } from '../../lib/client/notFound'

function notFoundDocument(): Document {
  document.body.innerHTML = `<div data-not-found data-fallbacks='[{"prefix":"/about/","target":"/about"}]'></div>`
  return document
}

test('a wildcard path is sent to its overview without logging', () => {
  const replace = vi.fn()
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  handleNotFound(notFoundDocument(), { pathname: '/about/xyz', replace } as unknown as Location)
  expect(replace).toHaveBeenCalledWith('/about')
  expect(error).not.toHaveBeenCalled()
})

test('any other path is logged to the console and stays on the not-found page', () => {
  const replace = vi.fn()
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  handleNotFound(notFoundDocument(), { pathname: '/nope', replace } as unknown as Location)
  expect(replace).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/nope')
})

test('pages other than the not-found page are left alone', () => {
  document.body.innerHTML = '<main></main>'
  const replace = vi.fn()
  handleNotFound(document, { pathname: '/nope', replace } as unknown as Location)
  expect(replace).not.toHaveBeenCalled()
})
