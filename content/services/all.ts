import * as contentMarketing from './content-marketing'
import * as emailMarketing from './email-marketing'
import * as mobileApp from './mobile-app'
import * as ppc from './ppc'
import { serviceSlugs, type ServicePage, type ServiceSlug } from './schema'
import * as seo from './seo'
import * as socialMedia from './social-media'
import * as softwareDevelopment from './software-development'
import * as webDevelopment from './web-development'

/** The eight service page modules, in header order (SPEC 2). */
export const serviceModules = [
  seo,
  ppc,
  socialMedia,
  webDevelopment,
  mobileApp,
  contentMarketing,
  emailMarketing,
  softwareDevelopment,
] as const

/** The eight service pages' data, in header order. */
export const servicePages: readonly ServicePage[] = serviceModules.map((module) => module.page)

const order = servicePages.map((page) => page.slug).join(',')
if (order !== serviceSlugs.join(',')) {
  throw new Error(`content/services/all.ts: service pages out of header order: ${order}`)
}

/** The page of one service slug. */
export function servicePageBySlug(slug: ServiceSlug): ServicePage {
  const page = servicePages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`No service page for ${slug}`)
  return page
}
