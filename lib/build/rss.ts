/**
 * RSS 2.0 feed (https://www.rssboard.org/rss-specification) as a pure function of its data:
 * no file access, no settings. scripts/postbuild.ts feeds it the articles and writes dist/client/rss.xml.
 */

export interface RssItem {
  title: string
  /** Absolute URL of the item's page; also its permalink guid. */
  link: string
  /** Plain-text summary (the article's excerpt). */
  description: string
  /** ISO date (2024-11-18) or date-time. */
  date: string
  category?: string
  /** "Name, Role": written to <dc:creator> (RSS's own <author> must be an email address). */
  author?: string
}

export interface RssChannel {
  title: string
  /** Absolute URL of the site page the feed belongs to (the blog). */
  link: string
  description: string
  /** Absolute URL of the feed itself, for <atom:link rel="self">. */
  feedUrl: string
  /** BCP 47 language tag, e.g. en-IN. */
  language?: string
  items: readonly RssItem[]
}

/** Escapes text for XML character data and attribute values; drops characters XML 1.0 does not allow. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RFC 822 date as RSS wants it ("Mon, 18 Nov 2024 00:00:00 GMT"); a bare ISO date means midnight UTC. */
export function toRfc822(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date)
  if (Number.isNaN(parsed.getTime())) throw new Error(`Not a date: ${date}`)
  return parsed.toUTCString()
}

const absolute = (url: string, what: string) => {
  if (!/^https?:\/\//.test(url)) throw new Error(`RSS ${what} must be an absolute URL; got "${url}"`)
  return url
}

/** The whole feed document. Items are written newest first, whatever order they come in. */
export function buildRss(channel: RssChannel): string {
  const items = [...channel.items].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime())
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', absolute(channel.link, 'channel link')),
    element('description', channel.description),
    `<atom:link href="${escapeXml(absolute(channel.feedUrl, 'feed URL'))}" rel="self" type="application/rss+xml"/>`,
    ...(channel.language ? [element('language', channel.language)] : []),
    ...(items[0] ? [element('lastBuildDate', toRfc822(items[0].date))] : []),
    ...items.flatMap((item) => [
      '<item>',
      element('title', item.title),
      element('link', absolute(item.link, 'item link')),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', toRfc822(item.date)),
      element('description', item.description),
      ...(item.category ? [element('category', item.category)] : []),
      ...(item.author ? [element('dc:creator', item.author)] : []),
      '</item>',
    ]),
    '</channel>',
    '</rss>',
    '',
  ]
  return lines.join('\n')
}
