/**
 * The /search page: reads ?q=, loads the Pagefind index (only here, only when there is a query) and lists
 * ranked results with a highlighted excerpt, a page of results at a time with "Show more" for the rest.
 * Every string comes from the index as text; only <mark> survives, styled as the site's own highlight.
 */
import { fillTemplate } from '../../model/template'

interface PagefindResultData {
  url: string
  excerpt: string
  /** The page's whole indexed text, which the excerpt is a window of. */
  content?: string
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

/** How far an excerpt reaches back to its sentence's start, or on to its end, before it is cut with an ellipsis instead. */
const SENTENCE_REACH_WORDS = 8
const ELLIPSIS = '\u2026'

/**
 * An excerpt that reads as a sentence does (Pagefind's window starts and stops mid-sentence): it reaches back to its
 * sentence's start and on to its end when they are a few words away, and is otherwise marked cut with an ellipsis.
 * `nodes` is the excerpt (excerptNodes), `content` the page's whole text.
 */
export function readableExcerpt(nodes: Node[], content: string | undefined, doc: Document = document): Node[] {
  const spaced = (text: string) => text.replace(/\s+/g, ' ')
  const text = spaced(nodes.map((node) => node.textContent ?? '').join('')).trim()
  const page = spaced(content ?? '')
  const at = text ? page.indexOf(text) : -1
  if (at < 0) return nodes
  const before = page.slice(0, at)
  const after = page.slice(at + text.length)
  const sentenceStart = Math.max(0, ...[...before.matchAll(/[.!?:]\s+/g)].map((match) => match.index + match[0].length))
  const lead = before.slice(sentenceStart)
  const leadWords = lead.trim() ? lead.trim().split(' ').length : 0
  const start = leadWords === 0 ? '' : leadWords <= SENTENCE_REACH_WORDS ? lead : `${ELLIPSIS} `
  const sentenceEnd = /^[^.!?]*[.!?]/.exec(after)?.[0] ?? ''
  const endWords = sentenceEnd.trim() ? sentenceEnd.trim().split(' ').length : 0
  const finished = /[.!?]$/.test(text) || after.trim() === ''
  const end = finished ? '' : sentenceEnd && endWords <= SENTENCE_REACH_WORDS ? sentenceEnd : ELLIPSIS
  return [...(start ? [doc.createTextNode(start)] : []), ...nodes, ...(end ? [doc.createTextNode(end)] : [])]
}

interface SiteSection {
  prefix: string
  label: string
}

/** The part of the site a result belongs to ("Case study", "Blog", "Service"), by the first prefix its path starts with. */
export function sectionOf(url: string, sections: readonly SiteSection[], other: string): string {
  const path = new URL(url, 'https://site.invalid').pathname.replace(/\.html$/, '')
  const within = (prefix: string) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`))
  return sections.find(({ prefix }) => within(prefix))?.label ?? other
}

export async function startSearchPage(root: HTMLElement, loadPagefind: () => Promise<Pagefind>): Promise<void> {
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Record<string, string>
  const sections = JSON.parse(root.dataset.sections ?? '[]') as SiteSection[]
  const otherSection = root.dataset.otherSection ?? ''
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
      const items = batch.map((result) => resultItem(result, sectionOf(result.url, sections, otherSection)))
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

/** One result as a card (global.css, .search-result): the part of the site it is in, its title as the link over the whole card, the excerpt. */
function resultItem(result: PagefindResultData, section: string): HTMLLIElement {
  const item = document.createElement('li')
  item.className = 'search-result'
  const label = document.createElement('p')
  label.className = 'search-result-section'
  label.textContent = section
  const heading = document.createElement('h2')
  heading.className = 'search-result-title'
  const link = document.createElement('a')
  link.href = result.url
  link.className = 'search-result-link'
  link.textContent = result.meta.title ?? result.url
  heading.append(link)
  const excerpt = document.createElement('p')
  excerpt.className = 'search-result-excerpt'
  excerpt.append(...readableExcerpt(excerptNodes(result.excerpt), result.content))
  item.append(label, heading, excerpt)
  return item
}
