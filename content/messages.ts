import { z } from 'zod'
import { defineContent, toastSchema } from './define'
import { figures } from './figures'
import { site } from './site'

/** The product's message catalogue, word for word, plus the messages this site adds. */
export const messages = defineContent(
  'content/messages.ts',
  z.object({
    heroSuccess: toastSchema,
    popupSuccess: toastSchema,
    contactSuccess: toastSchema,
    storageFailure: toastSchema,
    brochureSuccess: toastSchema,
    portfolioSuccess: toastSchema,
    downloadFailure: toastSchema,
    portfolioFailure: toastSchema,
    newsletterSuccess: toastSchema,
    newsletterRepeat: toastSchema,
    loginSuccess: z.string(),
    loginMismatch: z.string(),
    loginException: z.string(),
    exportEmpty: toastSchema,
    exportSuccessTitle: z.string(),
    clearConfirm: z.string(),
    cleared: toastSchema,
    emptyTable: z.string(),
    notFound: z.string(),
    renderFailure: z.string(),
    privacy: z.object({ kept: z.string(), keptAndSent: z.string() }),
    /** The hidden spam trap's label: only bots and people reading the source see it. */
    honeypotLabel: z.string().min(10),
    /** The newsletter's own line: what a subscription is used for (not "to answer you": nobody asked anything). */
    newsletterPrivacy: z.object({ kept: z.string(), keptAndSent: z.string() }),
    /** Shown beside a form where scripts do not run: the forms are sent by script, so it says how else to reach us. */
    formNeedsScript: z.string(),
    /** What a form says when it cannot be sent (components/islands/formErrors.tsx): each message says what to do. */
    formErrors: z.object({
      summaryTitle: z.string(),
      requiredNote: z.string(),
      missing: z.object({ name: z.string(), email: z.string(), phone: z.string(), username: z.string(), password: z.string() }),
      emailFormat: z.string(),
      linkFormat: z.string(),
      oneLine: z.string(),
      tooLong: z.string().includes('{max}'),
    }),
  }),
  {
    heroSuccess: {
      title: 'Message Sent Successfully!',
      description: `Thank you for your interest. We'll get back to you within ${figures.replyWithin.forms} with a personalized solution.`,
    },
    popupSuccess: { title: 'Thank You!', description: `We've received your inquiry. Our team will contact you within ${figures.replyWithin.forms}.` },
    contactSuccess: {
      title: 'Message Sent Successfully!',
      description: `Thank you for contacting ${site.name}. Our team will get back to you within ${figures.replyWithin.contact} with a customized solution for your business.`,
    },
    storageFailure: {
      title: 'Your message could not be saved',
      description: `This browser would not store it. What you typed is still in the form: please call us on ${site.phones[0].display} or email ${site.emails[0]}.`,
    },
    brochureSuccess: { title: 'Brochure Downloaded!', description: 'Our company brochure has been downloaded successfully.' },
    portfolioSuccess: { title: 'Portfolio Downloaded!', description: 'Our project portfolio has been downloaded successfully.' },
    downloadFailure: { title: 'Download Failed', description: 'There was an error downloading the brochure. Please try again.' },
    portfolioFailure: { title: 'Download Failed', description: 'There was an error downloading the portfolio. Please try again.' },
    newsletterSuccess: { title: 'Subscribed!', description: 'Thank you for subscribing. Look out for our next newsletter in your inbox.' },
    newsletterRepeat: { title: 'Already subscribed', description: 'This email address is already on our newsletter list. Thank you!' },
    loginSuccess: 'Login successful! Welcome Admin.',
    loginMismatch: 'Invalid credentials. Please try again.',
    loginException: 'Login failed. Please try again.',
    exportEmpty: { title: 'No Data', description: 'No form submissions found to download.' },
    exportSuccessTitle: 'Download Complete',
    clearConfirm: 'Are you sure you want to clear all form submissions? This action cannot be undone.',
    cleared: { title: 'Cleared', description: 'All form submissions have been cleared.' },
    emptyTable: 'No form submissions found.',
    notFound: 'Oops! Page not found',
    renderFailure: 'Unexpected Application Error!',
    privacy: {
      kept: 'We use what you enter here only to answer you. It is kept in this browser.',
      keptAndSent: 'We use what you enter here only to answer you. It is kept in this browser and sent to our team.',
    },
    honeypotLabel: 'Leave this field empty (it catches spam bots)',
    newsletterPrivacy: {
      kept: 'We use your email address only to send you our monthly newsletter; unsubscribe any time. It is kept in this browser.',
      keptAndSent:
        'We use your email address only to send you our monthly newsletter; unsubscribe any time. It is kept in this browser and sent to our team.',
    },
    formErrors: {
      summaryTitle: 'There is a problem',
      requiredNote: 'Fields marked with an asterisk (*) are required.',
      missing: {
        name: 'Enter your name',
        email: 'Enter your email address',
        phone: 'Enter your phone number',
        username: 'Enter your username',
        password: 'Enter your password',
      },
      emailFormat: 'Enter an email address in the correct format, like name@company.in',
      linkFormat: 'Enter a web address that starts with https://, like https://www.linkedin.com/in/your-name',
      oneLine: 'Enter this on one line',
      tooLong: 'Shorten this to {max} characters or fewer',
    },
    formNeedsScript: `This form is sent by JavaScript, which is off in this browser. Please call us on ${site.phones[0].display} or email ${site.emails[0]}.`,
  },
)

/** The privacy line under every enquiry form, true to whether this build forwards leads (LEADS_ENDPOINT). */
export function privacyLine(forwarding: boolean): string {
  return forwarding ? messages.privacy.keptAndSent : messages.privacy.kept
}

/** The privacy line under the newsletter box, likewise. */
export function newsletterPrivacyLine(forwarding: boolean): string {
  return forwarding ? messages.newsletterPrivacy.keptAndSent : messages.newsletterPrivacy.kept
}
