import { z } from 'zod'
import { defineContent, internalLinkSchema, internalPath, linkSchema } from './define'

const navItemSchema = z
  .object({
    /** As the menu bar shows it, in capitals ("COMPANY", "IOT"). */
    label: z.string(),
    /** The entry's name in running text: sitemap groups, breadcrumbs, social images ("Company", "IoT"). */
    name: z.string(),
    href: internalPath,
    /** With a submenu: the link to the entry's own page in lists of its pages, by the page's own name ("About Us", "IoT Overview"). */
    overview: z.string().optional(),
    children: z.array(internalLinkSchema).optional(),
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
    { label: 'HOME', name: 'Home', href: '/' },
    {
      label: 'COMPANY',
      name: 'Company',
      href: '/about',
      overview: 'About Us',
      children: [
        { label: 'About Us', href: '/about' },
        { label: 'Our Team', href: '/about/team' },
        { label: 'Mission & Vision', href: '/about/mission' },
        { label: 'Why Choose Us', href: '/about/why-choose-us' },
        { label: 'Testimonials', href: '/about/testimonials' },
      ],
    },
    {
      label: 'SERVICES',
      name: 'Services',
      href: '/services',
      overview: 'Services Overview',
      children: [
        { label: 'SEO Services', href: '/services/seo' },
        { label: 'PPC Advertising', href: '/services/ppc' },
        { label: 'Social Media Marketing', href: '/services/social-media' },
        { label: 'Web Development', href: '/services/web-development' },
        { label: 'Mobile App Development', href: '/services/mobile-app' },
        { label: 'Content Marketing', href: '/services/content-marketing' },
        { label: 'Email Marketing', href: '/services/email-marketing' },
        { label: 'Custom Software', href: '/services/software-development' },
      ],
    },
    { label: 'ON DEMAND DEVELOPER', name: 'On Demand Developer', href: '/developer' },
    { label: 'PRICE', name: 'Price', href: '/pricing' },
    {
      label: 'IOT',
      name: 'IoT',
      href: '/iot',
      overview: 'IoT Overview',
      children: [
        { label: 'IoT Solutions', href: '/iot/solutions' },
        { label: 'Smart Devices', href: '/iot/smart-devices' },
        { label: 'IoT Consulting', href: '/iot/consulting' },
        { label: 'IoT Applications', href: '/iot/applications' },
      ],
    },
    {
      label: 'JOBS & CAREER',
      name: 'Jobs & Career',
      href: '/careers',
      overview: 'Careers Overview',
      children: [
        { label: 'Current Openings', href: '/careers/openings' },
        { label: 'Internships', href: '/careers/internships' },
        { label: 'Our Culture', href: '/careers/culture' },
        { label: 'Employee Benefits', href: '/careers/benefits' },
      ],
    },
    { label: 'BLOG', name: 'Blog', href: '/blog' },
    { label: 'CONTACT US', name: 'Contact Us', href: '/contact' },
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
