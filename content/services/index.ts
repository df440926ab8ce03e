import { contentMarketingServicePage } from './content-marketing'
import { emailMarketingServicePage } from './email-marketing'
import { mobileAppServicePage } from './mobile-app'
import { ppcServicePage } from './ppc'
import { serviceSlugs, type ServicePage, type ServiceSlug } from './schema'
import { seoServicePage } from './seo'
import { socialMediaServicePage } from './social-media'
import { softwareDevelopmentServicePage } from './software-development'
import { webDevelopmentServicePage } from './web-development'

/** The eight service pages' data, in the order the header lists them. */
export const servicePages: readonly ServicePage[] = [
  seoServicePage,
  ppcServicePage,
  socialMediaServicePage,
  webDevelopmentServicePage,
  mobileAppServicePage,
  contentMarketingServicePage,
  emailMarketingServicePage,
  softwareDevelopmentServicePage,
]

const order = servicePages.map((page) => page.slug).join(',')
if (order !== serviceSlugs.join(',')) {
  throw new Error(`content/services/index.ts: service pages out of header order: ${order}`)
}

/** The page of one service slug. */
export function servicePageBySlug(slug: ServiceSlug): ServicePage {
  const page = servicePages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`No service page for ${slug}`)
  return page
}
