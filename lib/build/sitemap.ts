import { absoluteUrl } from './settings'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** sitemap.xml: absolute, no-trailing-slash URLs, each with the build's date as lastmod. */
export function buildSitemapXml(paths: readonly string[], siteUrl: string, lastmod: string): string {
  const urls = paths.map((path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(path, siteUrl))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything allowed (admin pages carry noindex and are deliberately not named here). */
export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`
}

export function buildWebManifest(input: { name: string; shortName: string; description: string; themeColor: string; backgroundColor: string }): string {
  return `${JSON.stringify(
    {
      name: input.name,
      short_name: input.shortName,
      description: input.description,
      start_url: '/',
      display: 'standalone',
      lang: 'en-IN',
      theme_color: input.themeColor,
      background_color: input.backgroundColor,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`
}
