import { articles } from './blog/articles'
import { jobPath, jobs } from './careers/jobs'
import { navigation } from './navigation'
import { caseStudies, portfolioPage } from './portfolio'

/**
 * Every public page, grouped as the header groups them. It feeds sitemap.xml, the /sitemap page and the
 * search page's scope; tests/dist checks it matches the pages the build prerendered, both ways.
 */
export interface RouteEntry {
  path: string
  label: string
  /** A page that only lists other pages (the sitemap): left out of the search index, where it would match every query. */
  listOnly?: true
}
export interface RouteGroup {
  title: string
  entries: RouteEntry[]
}

function headerGroups(): RouteGroup[] {
  return navigation.header.map((item) => {
    // The entry's own page, by its own name ("About Us", "IoT Overview"); a page without a submenu by the entry's name.
    const overview = { path: item.href, label: item.overview ?? item.name }
    const children = (item.children ?? []).filter((child) => child.href !== item.href)
    const entries = [overview, ...children.map((child) => ({ path: child.href, label: child.label }))]
    if (item.href === '/careers') entries.push(...jobs.map((job) => ({ path: jobPath(job.slug), label: `${job.title} (job)` })))
    if (item.href === '/blog') entries.push(...articles.map((article) => ({ path: `/blog/${article.slug}`, label: article.title })))
    return { title: item.name, entries }
  })
}

export const routeGroups: RouteGroup[] = [
  ...headerGroups(),
  {
    title: 'Portfolio',
    entries: [
      { path: portfolioPage.meta.path, label: 'Portfolio' },
      ...caseStudies.map((item) => ({ path: item.meta.path, label: `${item.client} case study` })),
    ],
  },
  {
    title: 'Resources & Legal',
    entries: [
      { path: '/downloads', label: 'Downloads' },
      { path: '/privacy', label: 'Privacy Policy' },
      { path: '/terms', label: 'Terms of Service' },
      { path: '/sitemap', label: 'Sitemap', listOnly: true },
    ],
  },
]

export const publicRoutes: RouteEntry[] = routeGroups.flatMap((group) => group.entries)

/** The pages the site search covers: every public page except those that only list others. */
export const searchableRoutes: RouteEntry[] = publicRoutes.filter((route) => !route.listOnly)

/** The section a path belongs to, for social images and breadcrumbs. */
export function sectionOf(path: string): string {
  if (path === '/') return 'Home'
  const group = routeGroups.find((candidate) => candidate.entries.some((entry) => entry.path === path))
  return group?.title ?? 'Resources & Legal'
}

export const labelOf = (path: string) => publicRoutes.find((entry) => entry.path === path)?.label
