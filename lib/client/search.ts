/**
 * The /search page: reads ?q=, loads the Pagefind index (only here, only when there is a query) and lists
 * ranked results with a highlighted excerpt, a page of results at a time with "Show more" for the rest.
 * Every string comes from the index as text; only <mark> survives, styled as the site's own highlight.
 */
import { fillTemplate } from '../template'

interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
}
interface PagefindResult {
  data(): Promise<PagefindResultData>
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  search(query: string): Promise<{ results: PagefindResult[] }>
}

/** Results shown at first and added by each "Show more"; each one's excerpt is fetched only when it is shown. */
export const PAGE_SIZE = 10

/** Keeps the text of an excerpt and its <mark> highlights, and nothing else. */
export function excerptNodes(excerpt: string, doc: Document = document): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body.firstElementChild
  const nodes: Node[] = []
  for (const child of Array.from(parsed?.childNodes ?? [])) {
    if (child.nodeType === Node.TEXT_NODE) nodes.push(doc.createTextNode(child.textContent ?? ''))
    else if (child instanceof Element && child.tagName === 'MARK') {
      const mark = doc.createElement('mark')
      mark.className = 'search-mark'
      mark.textContent = child.textContent
      nodes.push(mark)
    } else nodes.push(doc.createTextNode(child.textContent ?? ''))
  }
  return nodes
}

export async function startSearchPage(root: HTMLElement, loadPagefind: () => Promise<Pagefind>): Promise<void> {
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Record<string, string>
  const status = root.querySelector<HTMLElement>('[data-search-status]')!
  const list = root.querySelector<HTMLOListElement>('[data-search-list]')!
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')
  const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim()
  const input = document.querySelector<HTMLInputElement>('#search-page-input')
  // The box is prerendered empty: show the query in it, unless the visitor typed there before this script ran.
  if (input && input.value === input.defaultValue) input.value = query
  if (!query) {
    status.textContent = messages.empty ?? ''
    input?.focus()
    return
  }
  status.textContent = messages.loading ?? ''
  try {
    const pagefind = await loadPagefind()
    await pagefind.options({ excerptLength: 24 })
    const { results } = await pagefind.search(query)
    const total = results.length
    let shown = 0

    /** Adds the next page of results and returns their items. */
    const showNext = async () => {
      const batch = await Promise.all(results.slice(shown, shown + PAGE_SIZE).map((result) => result.data()))
      const items = batch.map((result) => resultItem(result))
      list.append(...items)
      shown += items.length
      if (more) {
        more.hidden = shown >= total
        more.textContent = fillTemplate(messages.more ?? '', { remaining: String(total - shown) })
      }
      return items
    }

    list.replaceChildren()
    await showNext()
    status.textContent = total === 0 ? fillTemplate(messages.noHits ?? '', { query }) : fillTemplate(messages.count ?? '', { query, count: String(total) })
    more?.addEventListener('click', async () => {
      more.disabled = true
      try {
        const added = await showNext()
        // The button may have gone: keyboard focus continues at the first new result.
        added[0]?.querySelector('a')?.focus()
      } catch (error) {
        console.error('Search failed', error)
        status.textContent = messages.failed ?? ''
      } finally {
        more.disabled = false
      }
    })
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
