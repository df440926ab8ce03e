import { z } from 'zod'
import { defineContent, internalPath } from './define'

/** Short paths the footer of the original site linked to; each is a permanent redirect, so old links and bookmarks keep working. */
export const redirects = defineContent('content/redirects.ts', z.record(internalPath, internalPath), {
  '/seo': '/services/seo',
  '/ppc': '/services/ppc',
  '/social-media': '/services/social-media',
  '/web-development': '/services/web-development',
  '/app-development': '/services/mobile-app',
  '/content-marketing': '/services/content-marketing',
  '/email-marketing': '/services/email-marketing',
  '/ecommerce': '/services/web-development',
})

/**
 * Wildcard fallbacks: any path below `prefix` shows the `target` page.
 * Served by host rewrites (_redirects) and, on a plain static host, by the not-found page's script.
 */
export const fallbacks = defineContent(
  'content/redirects.ts#fallbacks',
  z.array(z.object({ prefix: z.string().regex(/^\/[a-z]+\/$/), target: internalPath })),
  [
    { prefix: '/about/', target: '/about' },
    { prefix: '/services/', target: '/services' },
    { prefix: '/iot/', target: '/iot' },
    { prefix: '/careers/', target: '/careers' },
  ],
)
