import { z } from 'zod'
import { asSentence, defineContent } from './define'
import { site } from './site'

/** Copy of the shared header, footer and widgets. */
export const chrome = defineContent(
  'content/chrome.ts',
  z.object({
    promo: z.array(z.string()).min(3),
    /** The name of the control that stops the banner moving (WCAG 2.2.2: what moves for long must be able to stop). */
    promoPause: z.string().min(3),
    /** The name of the button that hides the banner for the rest of the visit. */
    promoDismiss: z.string().min(3),
    header: z.object({
      searchPlaceholder: z.literal('Search Here'),
      searchLabel: z.string(),
      /** The header's search landmark: named apart from a page's own search box (/search, /blog, the 404). */
      searchLandmark: z.string(),
      brochure: z.string(),
      sms: z.string(),
      portfolio: z.string(),
      /** The header's one primary action, beside the menu. */
      action: z.object({ label: z.string(), href: z.string().startsWith('/') }),
      /** Name of the button that opens the search field. */
      searchOpen: z.string(),
      /** Name of the button beside a menu entry that opens its submenu (touch screens cannot hover). */
      submenuToggle: z.string().includes('{label}'),
    }),
    footer: z.object({
      about: z.string(),
      servicesHeading: z.string(),
      companyHeading: z.string(),
      contactHeading: z.string(),
      hoursHeading: z.string(),
      newsletterHeading: z.string(),
      newsletterText: z.string(),
      copyright: z.string().refine((text) => !/[^.]\.\.(?!\.)/.test(text), 'no double full stop'),
    }),
    widget: z.object({ call: z.string(), whatsapp: z.string(), whatsappMessage: z.string() }),
  }),
  {
    promo: ['Up to 50% off on website development this month', 'Free SEO audit for every new enquiry', '24/7 support for all our clients'],
    promoPause: 'Pause the offers',
    promoDismiss: 'Dismiss the offers',
    header: {
      searchPlaceholder: 'Search Here',
      searchLabel: 'Search the site',
      searchLandmark: 'Site search in the header',
      brochure: 'Download brochure',
      sms: 'SMS',
      portfolio: 'Portfolio',
      action: { label: 'Start your project', href: '/contact' },
      searchOpen: 'Open search',
      submenuToggle: '{label} submenu',
    },
    footer: {
      about:
        'A digital marketing and IT services agency helping Indian businesses grow with SEO, paid ads, social media, websites, apps, custom software and IoT since 2019.',
      servicesHeading: 'Our services',
      companyHeading: 'Company',
      contactHeading: 'Contact us',
      hoursHeading: 'Business hours',
      newsletterHeading: 'Subscribe to our newsletter',
      newsletterText: 'Monthly marketing tips, case studies and offers. No spam; unsubscribe any time.',
      copyright: `© ${site.copyrightYear} ${asSentence(site.legalName)} All rights reserved.`,
    },
    widget: {
      call: 'Call us',
      whatsapp: 'Chat on WhatsApp',
      whatsappMessage: 'Hello! I would like to know more about your services.',
    },
  },
)
