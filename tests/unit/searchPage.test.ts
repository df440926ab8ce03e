import { excerptNodes, PAGE_SIZE, sectionOf, startSearchPage } from '../../lib/client/search'
import { searchPage } from '../../content/searchPage'

/** The /search page's result area, as pages/search/+Page.tsx renders it. */
function mountResults(): HTMLElement {
  document.body.innerHTML = `
    <input id="search-page-input" />
    <div data-search-results data-messages='${JSON.stringify(searchPage.messages).replace(/'/g, '&#39;')}'
      data-sections='${JSON.stringify(searchPage.sections)}' data-other-section='${searchPage.otherSection}'>
      <p role="status" data-search-status></p>
      <ol data-search-list></ol>
      <button type="button" data-search-more hidden>${searchPage.messages.showMore}</button>
    </div>`
  return document.querySelector<HTMLElement>('[data-search-results]')!
}

/** A stand-in for the Pagefind index with `count` results; counts how many excerpts were fetched. */
function fakePagefind(count: number) {
  const fetched: number[] = []
  const results = Array.from({ length: count }, (_, index) => ({
    data: async () => {
      fetched.push(index)
      return { url: `/page-${index + 1}`, excerpt: `about <mark>seo</mark> on page ${index + 1}`, meta: { title: `Page ${index + 1}` } }
    },
  }))
  return { fetched, load: async () => ({ options: async () => {}, search: async () => ({ results }) }) }
}

const links = () => Array.from(document.querySelectorAll('[data-search-list] li h2 a')).map((a) => a.getAttribute('href'))
const more = () => document.querySelector<HTMLButtonElement>('[data-search-more]')!
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => window.history.replaceState(null, '', '/search?q=seo'))
afterEach(() => window.history.replaceState(null, '', '/'))

describe('the search page lists every result', () => {
  test(`${PAGE_SIZE} at a time, with "Show more" until all are shown; focus moves to the first new result`, async () => {
    const root = mountResults()
    const pagefind = fakePagefind(27)
    await startSearchPage(root, pagefind.load)
    expect(document.querySelector('[data-search-status]')!.textContent).toBe('27 results for “seo”')
    expect(links()).toHaveLength(10)
    // Excerpts are fetched only for the results shown.
    expect(pagefind.fetched).toHaveLength(10)
    expect(more().hidden).toBe(false)
    expect(more().textContent).toBe('Show more results (17 left)')

    more().click()
    await settle()
    expect(links()).toHaveLength(20)
    expect(document.activeElement?.getAttribute('href')).toBe('/page-11')
    expect(more().textContent).toBe('Show more results (7 left)')

    more().click()
    await settle()
    expect(links()).toEqual(Array.from({ length: 27 }, (_, index) => `/page-${index + 1}`))
    expect(document.activeElement?.getAttribute('href')).toBe('/page-21')
    expect(more().hidden).toBe(true)
  })

  test('no "Show more" when one page holds them all, or when nothing matches', async () => {
    await startSearchPage(mountResults(), fakePagefind(PAGE_SIZE).load)
    expect(links()).toHaveLength(PAGE_SIZE)
    expect(more().hidden).toBe(true)

    await startSearchPage(mountResults(), fakePagefind(0).load)
    expect(links()).toHaveLength(0)
    expect(more().hidden).toBe(true)
    expect(document.querySelector('[data-search-status]')!.textContent).toContain('No pages match')
  })
})

describe('each result names the part of the site it is in, not its path', () => {
  const label = (url: string) => sectionOf(url, searchPage.sections, searchPage.otherSection)

  test.each([
    ['/portfolio/saffron-foods-online-orders', 'Case study'],
    ['/portfolio', 'Portfolio'],
    ['/blog/local-seo-for-indian-small-businesses', 'Blog'],
    ['/services/seo', 'Service'],
    ['/developer', 'Service'],
    ['/careers/openings/ui-ux-designer', 'Job opening'],
    ['/careers/culture', 'Careers'],
    ['/iot/applications.html', 'IoT'],
    ['/terms', 'Legal'],
    ['/blogger', 'Page'],
    ['/', 'Page'],
  ])('%s: %s', (url, expected) => expect(label(url)).toBe(expected))

  test('on the result card, above its title, and the path is not shown', async () => {
    const root = mountResults()
    await startSearchPage(root, async () => ({
      options: async () => {},
      search: async () => ({ results: [{ data: async () => ({ url: '/services/seo', excerpt: '<mark>SEO</mark>', meta: { title: 'SEO services' } }) }] }),
    }))
    const item = root.querySelector('[data-search-list] li')!
    expect(item.querySelector('.search-result-section')?.textContent).toBe('Service')
    expect(item.textContent).not.toContain('/services/seo')
  })
})

describe('the search box', () => {
  const box = () => document.querySelector<HTMLInputElement>('#search-page-input')!

  test('shows the query it was opened with', async () => {
    await startSearchPage(mountResults(), fakePagefind(1).load)
    expect(box().value).toBe('seo')
  })

  test('keeps what the visitor typed before the page script ran, with or without a query', async () => {
    const root = mountResults()
    box().value = 'ppc agency'
    await startSearchPage(root, fakePagefind(1).load)
    expect(box().value).toBe('ppc agency')

    window.history.replaceState(null, '', '/search')
    const empty = mountResults()
    box().value = 'iot'
    await startSearchPage(empty, fakePagefind(1).load)
    expect(box().value).toBe('iot')
  })
})

describe('excerpts', () => {
  test("keep only text and the highlight, which carries the site's own style", () => {
    const nodes = excerptNodes('a <mark>match</mark> <img src=x onerror=alert(1)><b>bold</b>')
    const marks = nodes.filter((node): node is HTMLElement => node instanceof HTMLElement)
    expect(marks.map((mark) => [mark.tagName, mark.className, mark.textContent])).toEqual([['MARK', 'search-mark', 'match']])
    expect(nodes.map((node) => node.textContent).join('')).toBe('a match bold')
  })
})
