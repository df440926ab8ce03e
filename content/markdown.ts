/**
 * The Markdown of the blog articles (content/blog/<slug>.md, loaded by content/blog/articles.ts at build time),
 * rendered to HTML with raw HTML escaped and unsafe URLs dropped, and their front matter. The content editor's
 * preview renders a post with this same code, so it shows what the page will.
 */
import { Marked, type Tokens } from 'marked'
import { parseDocument } from 'yaml'

/* ---------------------------------------------------------------------------------------------- */
/* Markdown                                                                                        */
/* ---------------------------------------------------------------------------------------------- */

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** Root-relative paths, in-page anchors, http(s), mailto: and tel: links. Anything else (javascript:, data: ...) is dropped. */
const isSafeUrl = (href: string) => /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(href.trim())

/**
 * Our own Markdown instance (the global `marked` stays untouched). The articles are trusted content, but as defence
 * in depth raw HTML is escaped rather than passed through, and links or images with an unsafe URL lose their URL.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text)
    },
    link(token: Tokens.Link) {
      return isSafeUrl(token.href) ? false : this.parser.parseInline(token.tokens)
    },
    image(token: Tokens.Image) {
      return isSafeUrl(token.href) ? false : escapeHtml(token.text)
    },
  },
})

/** Markdown to HTML, synchronously, with raw HTML escaped. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false })
}

/** Words of prose: tokens with a letter or digit (Markdown markers such as "-", "##" and "|" do not count). */
export function countWords(source: string): number {
  return source.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/**
 * The page's <h1> is the article title, so the body's headings start at ## (h2) and never skip a level
 * (## then ###, not ## then ####).
 */
export function headingProblem(source: string): string | null {
  let previous = 1
  for (const token of markdown.lexer(source)) {
    if (token.type !== 'heading') continue
    const { depth, text } = token as Tokens.Heading
    if (depth < 2) return `heading "${text}" is level ${depth}; the article title is the page's only h1, start at ##`
    if (depth > previous + 1) return `heading "${text}" skips from level ${previous} to ${depth}`
    previous = depth
  }
  return null
}

/* ---------------------------------------------------------------------------------------------- */
/* Front matter                                                                                    */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Splits an article into its YAML front matter (read with the yaml package, the same parser as the data files) and
 * its Markdown body. Only the `knownKeys` are accepted: a misspelt key is an error, not a silently ignored field.
 */
export function parseFrontMatter(source: string, file: string, knownKeys: ReadonlySet<string>): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'))
  if (!match) throw new Error(`${file}: no front matter (the file must start with a --- block)`)
  const document = parseDocument(match[1] ?? '', { uniqueKeys: true, prettyErrors: true })
  const problem = document.errors[0]
  if (problem) {
    const line = (problem.linePos?.[0]?.line ?? 0) + 1
    const text = problem.code === 'DUPLICATE_KEY' ? 'a key appears twice' : problem.message.split('\n')[0]
    throw new Error(`${file}: front-matter line ${line}: ${text}`)
  }
  const data: unknown = document.toJS() ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file}: the front matter must be "key: value" lines`)
  for (const key of Object.keys(data as object)) if (!knownKeys.has(key)) throw new Error(`${file}: unknown front-matter key "${key}"`)
  return { data: data as Record<string, unknown>, body: match[2] ?? '' }
}
