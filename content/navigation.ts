import { z } from 'zod'
import { defineContent, internalPath, linkSchema } from './define'

const navItemSchema = z.object({
  label: z.string(),
  href: internalPath,
  children: z.array(z.object({ label: z.string(), href: internalPath })).optional(),
})
export type NavItem = z.output<typeof navItemSchema>

const navigationSchema = z.object({
  header: z.array(navItemSchema).length(9),
  footer: z.object({
    services: z.array(linkSchema),
    company: z.array(linkSchema),
  }),
})

/** Header and footer links (SPEC 2). Footer links point at their final pages; the short paths redirect (content/redirects.ts). */
export const navigation = defineContent('content/navigation.ts', navigationSchema, {
  header: [
    { label: 'HOME', href: '/' },
    {
      label: 'COMPANY',
      href: '/about',
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
      href: '/services',
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
    { label: 'ON DEMAND DEVELOPER', href: '/developer' },
    { label: 'PRICE', href: '/pricing' },
    {
      label: 'IOT',
      href: '/iot',
      children: [
        { label: 'IoT Solutions', href: '/iot/solutions' },
        { label: 'Smart Devices', href: '/iot/smart-devices' },
        { label: 'IoT Consulting', href: '/iot/consulting' },
        { label: 'IoT Applications', href: '/iot/applications' },
      ],
    },
    {
      label: 'JOBS & CAREER',
      href: '/careers',
      children: [
        { label: 'Current Openings', href: '/careers/openings' },
        { label: 'Internships', href: '/careers/internships' },
        { label: 'Our Culture', href: '/careers/culture' },
        { label: 'Employee Benefits', href: '/careers/benefits' },
      ],
    },
    { label: 'BLOG', href: '/blog' },
    { label: 'CONTACT US', href: '/contact' },
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
      { label: 'Portfolio', href: '/downloads#portfolio' },
      { label: 'Careers', href: '/careers' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
})

/** The header entry a path belongs to: exact match only, as SPEC 2 says ("when the current path equals its path"). */
export function isActive(href: string, currentPath: string): boolean {
  return href === currentPath
}
