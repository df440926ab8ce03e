/**
 * The /search page: reads ?q=, loads the Pagefind index (only here, only when there is a query) and lists
 * ranked results with a highlighted excerpt. Every string comes from the index as text; only <mark> survives.
 */
interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>
}

const MAX_RESULTS = 20

/** Keeps the text of an excerpt and its <mark> highlights, and nothing else. */
export function excerptNodes(excerpt: string, doc: Document = document): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body.firstElementChild
  const nodes: Node[] = []
  for (const child of Array.from(parsed?.childNodes ?? [])) {
    if (child.nodeType === Node.TEXT_NODE) nodes.push(doc.createTextNode(child.textContent ?? ''))
    else if (child instanceof Element && child.tagName === 'MARK') {
      const mark = doc.createElement('mark')
      mark.textContent = child.textContent
      nodes.push(mark)
    } else nodes.push(doc.createTextNode(child.textContent ?? ''))
  }
  return nodes
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

export async function startSearchPage(root: HTMLElement, loadPagefind: () => Promise<Pagefind>): Promise<void> {
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Record<string, string>
  const status = root.querySelector<HTMLElement>('[data-search-status]')!
  const list = root.querySelector<HTMLOListElement>('[data-search-list]')!
  const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim()
  const input = document.querySelector<HTMLInputElement>('#search-page-input')
  if (input) input.value = query
  if (!query) {
    status.textContent = messages.empty ?? ''
    input?.focus()
    return
  }
  status.textContent = messages.loading ?? ''
  try {
    const pagefind = await loadPagefind()
    await pagefind.options({ excerptLength: 24 })
    const search = await pagefind.search(query)
    const results = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()))
    list.replaceChildren(...results.map((result) => resultItem(result)))
    status.textContent = results.length === 0 ? fill(messages.noHits ?? '', { query }) : fill(messages.count ?? '', { query, count: String(search.results.length) })
  } catch (error) {
    console.error('Search failed', error)
    status.textContent = messages.failed ?? ''
  }
}

function resultItem(result: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li')
  const heading = document.createElement('h2')
  heading.className = 'text-xl font-semibold'
  const link = document.createElement('a')
  link.href = result.url
  link.className = 'text-brand-700 hover:underline'
  link.textContent = result.meta.title ?? result.url
  heading.append(link)
  const path = document.createElement('p')
  path.className = 'text-sm text-slate-600'
  path.textContent = result.url
  const excerpt = document.createElement('p')
  excerpt.className = 'mt-1 text-slate-700'
  excerpt.append(...excerptNodes(result.excerpt))
  item.append(heading, path, excerpt)
  return item
}
