import { z } from 'zod'
import { contentIconSchema, defineContent, internalLinkSchema, internalPath, linkSchema } from './define'

/** An entry of a submenu: the desktop flyout shows its icon and its one-line description beside its name. */
const submenuLinkSchema = internalLinkSchema.extend({
  icon: contentIconSchema,
  /** One line in the flyout (about 44 characters at most), saying what the page holds. */
  description: z.string().min(12).max(48),
})

const navItemSchema = z
  .object({
    /** As the menu bar shows it, in sentence case ("Company", "Jobs & career"): the source site's capitals were its styling. */
    label: z.string().regex(/[a-z]/, 'the menu is not set in capitals'),
    /** The entry's name in running text: sitemap groups, breadcrumbs, social images ("Company", "IoT"). */
    name: z.string(),
    href: internalPath,
    /** With a submenu: the link to the entry's own page in lists of its pages, by the page's own name ("About Us", "IoT Overview"). */
    overview: z.string().optional(),
    children: z.array(submenuLinkSchema).optional(),
  })
  .refine((item) => (item.children === undefined) === (item.overview === undefined), 'an entry with a submenu names its overview page, and only then')
export type NavItem = z.output<typeof navItemSchema>

const navigationSchema = z.object({
  header: z.array(navItemSchema).length(9),
  footer: z.object({
    services: z.array(linkSchema),
    company: z.array(linkSchema),
  }),
})

/** Header and footer links. Footer links point at their final pages; the short paths redirect (content/redirects.ts). */
export const navigation = defineContent('content/navigation.ts', navigationSchema, {
  header: [
    { label: 'Home', name: 'Home', href: '/' },
    {
      label: 'Company',
      name: 'Company',
      href: '/about',
      overview: 'About Us',
      children: [
        { label: 'About Us', href: '/about', icon: 'lightbulb', description: 'Who we are and how we work' },
        { label: 'Our Team', href: '/about/team', icon: 'users', description: 'The people behind your projects' },
        { label: 'Mission & Vision', href: '/about/mission', icon: 'target', description: 'What we aim for, and why' },
        { label: 'Why Choose Us', href: '/about/why-choose-us', icon: 'badge-check', description: 'Results, process and promises' },
        { label: 'Testimonials', href: '/about/testimonials', icon: 'message-circle', description: 'What our clients say' },
      ],
    },
    {
      label: 'Services',
      name: 'Services',
      href: '/services',
      overview: 'Services Overview',
      children: [
        { label: 'SEO Services', href: '/services/seo', icon: 'search', description: 'Rank higher on Google' },
        { label: 'PPC Advertising', href: '/services/ppc', icon: 'mouse-pointer-click', description: 'Paid search and social ads' },
        { label: 'Social Media Marketing', href: '/services/social-media', icon: 'share-2', description: 'Grow and engage your audience' },
        { label: 'Web Development', href: '/services/web-development', icon: 'monitor-smartphone', description: 'Fast websites that convert' },
        { label: 'Mobile App Development', href: '/services/mobile-app', icon: 'smartphone', description: 'Android and iOS apps' },
        { label: 'Content Marketing', href: '/services/content-marketing', icon: 'pen-line', description: 'Articles, videos and guides' },
        { label: 'Email Marketing', href: '/services/email-marketing', icon: 'mail', description: 'Campaigns and automations' },
        { label: 'Custom Software', href: '/services/software-development', icon: 'code-xml', description: 'Software built for your business' },
      ],
    },
    { label: 'On demand developer', name: 'On Demand Developer', href: '/developer' },
    { label: 'Price', name: 'Price', href: '/pricing' },
    {
      label: 'IoT',
      name: 'IoT',
      href: '/iot',
      overview: 'IoT Overview',
      children: [
        { label: 'IoT Solutions', href: '/iot/solutions', icon: 'cpu', description: 'Connected systems, end to end' },
        { label: 'Smart Devices', href: '/iot/smart-devices', icon: 'zap', description: 'Sensors, trackers and controllers' },
        { label: 'IoT Consulting', href: '/iot/consulting', icon: 'lightbulb', description: 'Plan your IoT project with experts' },
        { label: 'IoT Applications', href: '/iot/applications', icon: 'workflow', description: 'Use cases across industries' },
      ],
    },
    {
      label: 'Jobs & career',
      name: 'Jobs & Career',
      href: '/careers',
      overview: 'Careers Overview',
      children: [
        { label: 'Current Openings', href: '/careers/openings', icon: 'rocket', description: 'Open roles on our team' },
        { label: 'Internships', href: '/careers/internships', icon: 'user-round', description: 'Learn on real client work' },
        { label: 'Our Culture', href: '/careers/culture', icon: 'users', description: 'How we work together' },
        { label: 'Employee Benefits', href: '/careers/benefits', icon: 'wallet', description: 'Pay, leave, learning and more' },
      ],
    },
    { label: 'Blog', name: 'Blog', href: '/blog' },
    { label: 'Contact us', name: 'Contact Us', href: '/contact' },
  ],
  footer: {
    services: [
      { label: 'SEO Services', href: '/services/seo' },
      { label: 'PPC Advertising', href: '/services/ppc' },
      { label: 'Social Media Marketing', href: '/services/social-media' },
      { label: 'Web Development', href: '/services/web-development' },
      { label: 'App Development', href: '/services/mobile-app' },
      { label: 'Content Marketing', href: '/services/content-marketing' },
      { label: 'Email Marketing', href: '/services/email-marketing' },
      { label: 'E-commerce Solutions', href: '/services/web-development' },
    ],
    company: [
      { label: 'About Us', href: '/about' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Careers', href: '/careers' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
})

/** The header entry a path belongs to: exact match only ("when the current path equals its path"), so a section's overview is not marked on its subpages. */
export function isActive(href: string, currentPath: string): boolean {
  return href === currentPath
}
