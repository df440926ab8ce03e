/**
 * Spam rules, none of them visible to a real visitor: the honeypot field, links where no link belongs or too many
 * of them, and throwaway email addresses. A suspect lead is stored in the spam folder with its reason (never
 * dropped), and the admin can move it back. The visitor is answered exactly as for any other lead, so a bot learns
 * nothing.
 *
 * Every field is read as a person would read it: Unicode compatibility forms folded (full-width ｈｔｔｐｓ is
 * https), the usual disguises undone (hxxps://, example[.]com, "dot com"), links run together counted one by one,
 * and bare domains (cheap-pills.shop) counted as links.
 */
import { isDisposableEmailDomain } from 'disposable-email-domains-js'
import { HONEYPOT_FIELD, type LeadInput } from '../../model/leadSchema'

export interface Verdict {
  spam: boolean
  reason: string | null
}

/** More links than this in the free text is link stuffing; a real enquiry may mention a site or two. */
export const MAX_LINKS = 2

/** Fields that hold one short value from a list or a line of text: a link in any of them is never a person's. */
const LINKLESS_FIELDS = ['name', 'service', 'budget', 'position', 'page'] as const
/** Fields where a person may mention a site or two. */
const FREE_TEXT_FIELDS = ['company', 'message', 'cvLink'] as const

/** Words in a domain that say "throwaway" (tempmail.dev, my-trashmail.xyz ...), beside the maintained list. */
const DISPOSABLE_WORDS = /(temp-?mail|throw-?away|trash-?mail|disposable|fake-?inbox|10-?minute|guerrilla|mailinator|yopmail|burner)/i

/**
 * Top-level domains that make a bare word.word a link. Generic and spam-heavy ones only: country codes that are also
 * file extensions (.py, .md, .sh, .rs) would turn "main.py and README.md" into links in a developer's enquiry.
 */
const LINK_TLDS =
  'com|net|org|info|biz|in|co|io|ai|me|us|uk|eu|ru|cn|su|xyz|top|online|site|shop|store|club|app|dev|ly|cc|tv|ws|pw|tk|ml|ga|cf|gq|icu|buzz|live|click|link|work|space|website|fun|life|today|world|vip|win|bid|loan|stream|date|racing|review|trade|party|download|men|science|mobi|pro|asia|best|cam|rest|bar|sbs|cyou|monster|quest'
const BARE_DOMAIN = new RegExp(`\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${LINK_TLDS})\\b(?:/\\S*)?`, 'g')
// No word boundary before the scheme: links run together (a.examplehttps://b.example) count one by one.
const SCHEME = /(?:https?|ftp):\/\//g
const WWW = /\bwww\./g
const BBCODE = /\[url[=\]]/g

/**
 * Text as a person reads it: compatibility forms folded, lower case, the usual link disguises undone. Each run of
 * white space is one space first, so no pattern here scans a run again from each of its characters: a message of
 * 5,000 spaces or @ signs is read in linear time (a pattern that backtracked took 35 s over one such message, and
 * the service answered nothing meanwhile). eslint-plugin-regexp keeps the patterns so.
 */
export function readable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\bh(?:xx|\*\*|tt)p(s?) ?(?::|\[:\]|\(:\)) ?\/ ?\//g, 'http$1://')
    .replace(/ ?(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)) ?/g, '.')
    .replace(new RegExp(` dot (?=(?:${LINK_TLDS})\\b)`, 'g'), '.')
}

/** Whether a word is an e-mail address (something@host.tld): an @ after its first character, then a dot with a character on each side. */
function isEmailWord(word: string): boolean {
  const at = word.indexOf('@', 1)
  const dot = at === -1 ? -1 : word.indexOf('.', at + 2)
  return dot !== -1 && dot < word.length - 1
}

/** How many links a text holds: schemes (each one, even run together), www. hosts and bare domains. */
export function countLinks(text: string): number {
  const plain = readable(text).replace(/\S+/g, (word) => (isEmailWord(word) ? ' ' : word))
  const schemes = plain.match(SCHEME)?.length ?? 0
  const bbcode = plain.match(BBCODE)?.length ?? 0
  // What is left once the links with a scheme are taken out, so each link is counted once.
  const rest = plain.replace(/(?:https?|ftp):\/\/[^\s]*?(?=(?:https?|ftp):\/\/|\s|$)/g, ' ').replace(BBCODE, ' ')
  const www = rest.match(WWW)?.length ?? 0
  const bare = rest.replace(/\bwww\.\S+/g, ' ').match(BARE_DOMAIN)?.length ?? 0
  return schemes + bbcode + www + bare
}

export function isDisposableEmail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\.$/, '')
  // The domain or any parent of it (inbox.mailinator.com) on the maintained list, or a throwaway-sounding name.
  const labels = domain.split('.')
  for (let index = 0; index < labels.length - 1; index++) if (isDisposableEmailDomain(labels.slice(index).join('.'))) return true
  return DISPOSABLE_WORDS.test(domain)
}

export function judgeLead(lead: LeadInput): Verdict {
  const fields = lead as Partial<Record<string, unknown>>
  if (fields[HONEYPOT_FIELD]) return { spam: true, reason: 'honeypot field filled' }
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
  for (const name of LINKLESS_FIELDS) {
    // The page is a path the site itself sends; anything with a scheme or host in it came from elsewhere.
    if (countLinks(text(name)) > 0) return { spam: true, reason: `link in the ${name}` }
  }
  if (countLinks(text('cvLink')) > 1) return { spam: true, reason: 'more than one link in the CV link' }
  const freeText = FREE_TEXT_FIELDS.map(text).filter(Boolean).join('\n')
  if (countLinks(freeText) > MAX_LINKS) return { spam: true, reason: `more than ${MAX_LINKS} links` }
  if (isDisposableEmail(lead.email)) return { spam: true, reason: 'disposable email address' }
  return { spam: false, reason: null }
}
