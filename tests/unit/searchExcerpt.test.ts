import { excerptNodes, readableExcerpt } from '../../lib/client/search'

/** The excerpt builder of the /search page (lib/client/search.ts): Pagefind's excerpt HTML in, safe DOM nodes out. */
const shown = (nodes: Node[]) =>
  nodes.map((node) => (node instanceof HTMLElement ? `[${node.tagName.toLowerCase()}.${node.className}:${node.textContent}]` : node.textContent)).join('')

describe('the search excerpt', () => {
  test('keeps the text and each <mark> highlight, styled as the site highlight, in order', () => {
    const nodes = excerptNodes('Local <mark>SEO</mark> for small <mark>businesses</mark> in India')
    expect(shown(nodes)).toBe('Local [mark.search-mark:SEO] for small [mark.search-mark:businesses] in India')
  })

  test('drops every other element and every attribute, keeping only their text', () => {
    const nodes = excerptNodes(
      '<a href="javascript:alert(1)">link</a> <mark onclick="alert(1)" style="color:red" class="x"><b>bold</b> hit</mark> <img src=x onerror=alert(1)>',
    )
    expect(shown(nodes)).toBe('link [mark.search-mark:bold hit] ')
    const mark = nodes.find((node): node is HTMLElement => node instanceof HTMLElement)!
    expect(mark.getAttributeNames()).toEqual(['class'])
    expect(mark.children).toHaveLength(0)
  })

  test('escaped markup in the page text stays text', () => {
    const nodes = excerptNodes('write &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>&lt;b&gt;</mark>')
    expect(nodes.every((node) => node.nodeType === Node.TEXT_NODE || (node as Element).tagName === 'MARK')).toBe(true)
    expect(shown(nodes)).toBe('write <script>alert(1)</script> & [mark.search-mark:<b>]')
  })

  test('an empty excerpt gives no nodes; the nodes are new, not the parsed ones', () => {
    expect(excerptNodes('')).toEqual([])
    const nodes = excerptNodes('a <mark>b</mark>')
    expect(nodes.map((node) => node.parentNode)).toEqual([null, null])
  })
})

describe('an excerpt reads from a sentence or word boundary', () => {
  const page =
    'We audit your site first. Our SEO team fixes the technical faults, writes pages for the searches your customers make and builds local citations across India. Results are reported monthly.'
  const readable = (excerpt: string) => shown(readableExcerpt(excerptNodes(excerpt), page))

  test('a window a few words into its sentence reaches back to the sentence start and on to its end', () => {
    expect(readable('team fixes the technical faults, writes pages for the <mark>searches</mark> your customers make')).toBe(
      'Our SEO team fixes the technical faults, writes pages for the [mark.search-mark:searches] your customers make and builds local citations across India.',
    )
  })

  test('a window far into a long sentence starts and ends with an ellipsis', () => {
    const long = `${'word '.repeat(20)}the middle of a long sentence that goes on ${'and on '.repeat(12)}until it stops.`
    expect(shown(readableExcerpt(excerptNodes('the <mark>middle</mark> of a long sentence'), long))).toBe(
      '\u2026 the [mark.search-mark:middle] of a long sentence\u2026',
    )
  })

  test('a window that already is whole sentences is left as it is', () => {
    expect(readable('We audit your site first.')).toBe('We audit your site first.')
    expect(readable('Results are reported <mark>monthly</mark>.')).toBe('Results are reported [mark.search-mark:monthly].')
  })

  test('without the page text, or when the window is not found in it, the excerpt is unchanged', () => {
    expect(shown(readableExcerpt(excerptNodes('fixes the <mark>faults</mark>'), undefined))).toBe('fixes the [mark.search-mark:faults]')
    expect(shown(readableExcerpt(excerptNodes('not on the page'), page))).toBe('not on the page')
  })
})
