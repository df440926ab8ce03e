import { excerptNodes } from '../../lib/client/search'

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
