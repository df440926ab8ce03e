import { formatPrice, type PriceLike } from '../format'

/**
 * The text of the two downloadable files, built at build time from the content modules and
 * written to dist/client/files/ by scripts/postbuild.ts.
 */
interface BrochureContent {
  title: string
  tagline: string
  about: { heading: string; paragraphs: string[]; highlights: { value: string; label: string }[] }
  services: { heading: string; priceLabel: string; items: { slug: string; name: string; summary: string }[] }
  moreServices: { heading: string; items: { name: string; summary: string }[] }
  whyUs: { heading: string; items: string[] }
  hours: { heading: string; text: string }
  contact: { heading: string; phones: string[]; emails: string[]; whatsapp: string; address: string[] }
  closing: string
}

interface PortfolioContent {
  title: string
  intro: string
  labels: Record<'client' | 'city' | 'service' | 'duration' | 'challenge' | 'whatWeDid' | 'results', string>
  projects: {
    title: string
    clientType: string
    city: string
    service: string
    duration: string
    challenge: string
    whatWeDid: string[]
    results: string[]
  }[]
  closing: string
}

const rule = (text: string, char = '=') => `${text}\n${char.repeat(Math.min(text.length, 72))}`

export function buildBrochureText(content: BrochureContent, prices: Record<string, PriceLike>, siteUrl: string): string {
  const price = (slug: string) => {
    const found = prices[slug]
    if (!found) throw new Error(`No price for service "${slug}"`)
    return formatPrice({ ...found, from: false })
  }
  return [
    rule(content.title),
    content.tagline,
    '',
    rule(content.about.heading, '-'),
    ...content.about.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...content.about.highlights.map((item) => `* ${item.value} ${item.label}`),
    '',
    rule(content.services.heading, '-'),
    ...content.services.items.flatMap((item) => [`* ${item.name}: ${content.services.priceLabel} ${price(item.slug)}`, `  ${item.summary}`]),
    '',
    rule(content.moreServices.heading, '-'),
    ...content.moreServices.items.flatMap((item) => [`* ${item.name}`, `  ${item.summary}`]),
    '',
    rule(content.whyUs.heading, '-'),
    ...content.whyUs.items.map((item) => `* ${item}`),
    '',
    rule(content.hours.heading, '-'),
    content.hours.text,
    '',
    rule(content.contact.heading, '-'),
    `Phone: ${content.contact.phones.join(', ')}`,
    `Email: ${content.contact.emails.join(', ')}`,
    `WhatsApp: ${content.contact.whatsapp}`,
    `Office: ${content.contact.address.join(', ')}`,
    `Website: ${siteUrl}`,
    '',
    content.closing,
    '',
  ].join('\n')
}

export function buildPortfolioText(content: PortfolioContent, siteUrl: string): string {
  const { labels } = content
  return [
    rule(content.title),
    content.intro,
    '',
    ...content.projects.flatMap((project, index) => [
      rule(`${index + 1}. ${project.title}`, '-'),
      `${labels.client}: ${project.clientType}`,
      `${labels.city}: ${project.city}`,
      `${labels.service}: ${project.service}`,
      `${labels.duration}: ${project.duration}`,
      `${labels.challenge}: ${project.challenge}`,
      `${labels.whatWeDid}:`,
      ...project.whatWeDid.map((item) => `  * ${item}`),
      `${labels.results}:`,
      ...project.results.map((item) => `  * ${item}`),
      '',
    ]),
    content.closing,
    `Website: ${siteUrl}`,
    '',
  ].join('\n')
}
