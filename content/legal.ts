import { z } from 'zod'
import { defineContent, pageMetaSchema } from './define'
import { officeAddressLines, site } from './site'

/**
 * /privacy and /terms. The privacy notice describes what this site actually does, so that it holds:
 * what each form collects, the browser storage keys, lead forwarding when LEADS_ENDPOINT is set,
 * the click tracker, and the visitor's rights under India's DPDP Act, 2023.
 */

const legalSectionSchema = z
  .object({
    /** Anchor id of the section (#what-we-collect). */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    heading: z.string().min(1),
    /** Shown first. */
    paragraphs: z.array(z.string().min(1)).default([]),
    /** A bulleted list after the paragraphs. */
    items: z.array(z.string().min(1)).default([]),
    /** Paragraphs after the list. */
    after: z.array(z.string().min(1)).default([]),
  })
  .refine((section) => section.paragraphs.length + section.items.length > 0, { message: 'a section needs text' })

const legalPageSchema = z
  .object({
    meta: pageMetaSchema,
    title: z.string().min(1),
    intro: z.string().min(1),
    sections: z.array(legalSectionSchema).min(5),
  })
  .refine((page) => new Set(page.sections.map((section) => section.id)).size === page.sections.length, {
    message: 'section ids must be unique',
  })

export type LegalPage = z.output<typeof legalPageSchema>

const office = officeAddressLines(site.office).join(', ')
const grievanceEmail = site.emails[0]

export const privacy = defineContent('content/legal.ts#privacy', legalPageSchema, {
  meta: {
    path: '/privacy',
    title: `Privacy Notice | ${site.name}`,
    description:
      'What our website collects, where it is kept, what the analytics events record, how to clear them and your rights under India’s DPDP Act, 2023.',
    keywords: ['privacy notice', 'DPDP Act 2023', 'personal data', 'localStorage', 'data protection India'],
  },
  title: 'Privacy notice',
  intro: `This notice explains, in plain words, what personal data this website collects, where it is kept, why, and how you can see, correct or delete it. It is given by ${site.legalName} under India’s Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      items: [
        'The site has no accounts and no login for visitors. It collects personal data only when you fill in one of its forms.',
        'What you type into a form is saved in your own browser’s storage (localStorage) on your device.',
        'Only where the site owner has configured a lead endpoint is a form entry also sent to us, so that we can reply to you.',
        'The site records a short list of clicks and form submissions (analytics events) in your browser. It sends them to Google Analytics only if the site owner has installed it.',
        'Where the site owner runs our own lead service, the site also tells it which pages are viewed and which call, chat and download links are clicked, counted without cookies and without storing your IP address; and each enquiry says where your visit came from (for example, which campaign link you followed), so that we learn what brings enquiries.',
        'The site itself sets no cookies.',
        'You can clear everything the site stored in your browser at any time, and you can ask us to access, correct or erase anything we received.',
      ],
    },
    {
      id: 'who-we-are',
      heading: 'Who is responsible',
      paragraphs: [
        `${site.legalName} (“we”, “us”), trading as ${site.name}, decides why and how the personal data described here is used. In the words of the Digital Personal Data Protection Act, 2023 we are the Data Fiduciary and you are the Data Principal.`,
        `Our office: ${office}. Email: ${grievanceEmail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What each form collects',
      paragraphs: ['The site has four forms. Each collects only what is listed here:'],
      items: [
        'Free consultation form (beside the home page carousel): your name, email address and phone number, and, if you choose one, the service you are interested in.',
        'Enquiry pop-up (shown once, on phones and small screens): your name, email address and phone number, and, if you choose one, the service you are interested in.',
        'Contact form (contact page): your name, email address, phone number, company, the service you are interested in, your budget range and the project details you write.',
        'Newsletter box (footer and blog): your email address.',
      ],
      after: [
        'With each entry the site also saves a random id and the date and time you submitted it. Please do not type sensitive information, such as health or financial details, into the free-text field.',
      ],
    },
    {
      id: 'where-it-is-kept',
      heading: 'Where it is kept: your browser',
      paragraphs: ['Form entries are saved in your browser’s localStorage for this website, on your own device, under these names:'],
      items: [
        'heroFormSubmissions: entries from the free consultation form;',
        'popupFormSubmissions: entries from the enquiry pop-up;',
        'contactFormSubmissions: entries from the contact form;',
        'newsletterSubscriptions: email addresses entered in a newsletter box (an address is stored once, even if you subscribe twice).',
      ],
      after: [
        'Data in localStorage stays on your device until you clear it; it is not sent anywhere by being stored. Anyone who uses the same browser profile on that device could see it, so on a shared or public computer please clear it when you are done (see “How to clear it” below).',
        'If a stored value is ever damaged, the site keeps the damaged copy under a backup name that starts with the same key and ends in “.corrupt” and a time, instead of overwriting it. Clearing the site’s data removes these too.',
      ],
    },
    {
      id: 'sending-to-us',
      heading: 'When a form entry is sent to us',
      paragraphs: [
        'Storing an entry in your browser does not by itself let us see it. So that enquiries can reach us, the site owner can configure a lead endpoint: an address, such as a form-handling service or our own lead service, that receives form entries.',
        'Only where a lead endpoint is configured, each form entry is also sent to it when you submit the form. What is sent: the kind of form, the fields listed above, the entry’s id, the time of submission, the address of the page you submitted it from, and where your visit began (see “Where your visit came from” below). Where no lead endpoint is configured, the site makes no network request with your data at all.',
        'Our own lead service keeps each enquiry in its database, which only our staff can open after signing in, emails it to our team, and deletes it automatically after the period given under “How long it is kept”. It does not store your IP address, only a keyed one-way code of it for up to two hours, to slow down automated mass submissions.',
        'If sending fails, for example because you are offline, the entry waits in a queue in your browser’s storage for this site and is retried when you are back online or next open a page of the site. Once it has been delivered it is not sent again.',
      ],
    },
    {
      id: 'visit-source',
      heading: 'Where your visit came from',
      paragraphs: [
        'Where a lead endpoint is configured, the first page you open on the site notes where your visit began, and every enquiry you send during that visit carries this note with it:',
      ],
      items: [
        'the address of that first page, including any campaign parameters in it (utm_source, utm_medium, utm_campaign, utm_term, utm_content);',
        'the website that linked to it: only its address, such as https://www.google.com, never the page you were on there; nothing when you came from one of our own pages or typed the address;',
        'the click identifiers that Google, Meta and Microsoft add to their ad links (gclid, fbclid, msclkid), if the link had one, so that we can tell the ad platform which of its ads led to an enquiry.',
      ],
      after: [
        'The note is kept in your browser’s sessionStorage under the name visitAttribution, for this tab only: your browser deletes it when you close the tab. It is not a cookie and holds no identifier of you; it reaches us only inside an enquiry you send, where it is kept, and deleted, with the enquiry. We use it to learn which pages, websites and campaigns bring enquiries, so that we spend on what works.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      items: [
        'Consultation, pop-up and contact forms: to reply to your enquiry by email, phone or WhatsApp, to understand what you need and to prepare a quote.',
        'Newsletter: to send you the newsletter you asked for, and nothing else.',
        'Analytics events and page views: to understand which pages, buttons and forms work, so that we can improve the site.',
        'Where your visit came from: to learn which pages, websites and campaigns bring enquiries.',
      ],
      after: [
        'We do not sell your personal data, we do not use it for advertising profiles, and we do not use an enquiry to sign you up for the newsletter.',
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent',
      paragraphs: [
        'You give your consent by choosing to fill in and submit a form; every form explains, beside its button, what it collects and where it is kept. Every field apart from the ones a form marks as required is optional.',
        `You can withdraw your consent at any time, as easily as you gave it: clear the site’s data from your browser, use the unsubscribe link in any newsletter, or email ${grievanceEmail}. Withdrawing consent stops further use of your data; it does not make earlier use unlawful.`,
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics events',
      paragraphs: [
        'A small script on every page records certain actions in your browser’s localStorage under the name analyticsEvents. It records these events: form_submission, button_click, send_message_click, phone_click and whatsapp_click. Each event holds:',
      ],
      items: [
        'the event name and the time it happened;',
        'the address (URL) of the page;',
        'your browser’s user agent (the browser and operating system it reports);',
        'where relevant, the text and id of the button or link clicked and its type;',
        'for a form, the form’s id and the address it submits to;',
        'for a phone link, the phone number clicked (our number, not yours).',
      ],
      after: [
        'The events do not contain what you typed into a form. Only the newest 1,000 events are kept; older ones are deleted automatically.',
        'The events are forwarded to Google Analytics only if the site owner has installed Google Analytics on the site. In that case Google receives them and may set its own cookies, under Google’s privacy policy. Without it, the events never leave your browser.',
      ],
    },
    {
      id: 'page-views',
      heading: 'Page views counted by our lead service',
      paragraphs: [
        'Where the site owner runs our own lead service, each page you open sends it a short note after the page has loaded, and so does a click on a call, WhatsApp, send-message or download link and the sending of a form. A note holds the page’s path and the kind of event; the first page of a visit also says which website linked to it (its address only) and its utm_source and utm_campaign. Nothing you type is in it.',
        'The service counts visitors without cookies and without keeping who they are. From your IP address and your browser’s user agent it computes a number with a secret that changes every day and is deleted when the day is over: your browser counts once a day, and no one, we included, can recognise it on another day or work back to your address. It stores neither your IP address nor the user agent, only the kind of device (mobile, tablet or desktop) and the browser family (such as Chrome or Safari). Robots and automated browsers are not counted.',
        'If your browser sends the Global Privacy Control signal, the site sends no such note and the service counts nothing from you. Where no lead service is configured, no note is sent at all.',
      ],
    },
    {
      id: 'other-storage',
      heading: 'Other things stored in your browser',
      items: [
        'mobile-popup-shown: a flag saying that the enquiry pop-up has been shown, so that it is not shown to you again. It contains no personal data.',
        'storageRevision: a number that counts how often the site has saved something here, so that two open tabs never overwrite each other’s entries. It contains no personal data.',
        'visitAttribution (in sessionStorage, only where a lead endpoint is configured): where your visit came from, as described above; deleted when you close the tab.',
        'adminLoggedIn and adminUsername: set only in the browser of the site’s administrator when they sign in to the admin area. Visitors never have them.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'The site itself sets no cookies. localStorage is a different mechanism: it is never sent to any server with your requests. If the site owner installs Google Analytics, Google’s script may set its own cookies, as described above.',
      ],
    },
    {
      id: 'how-to-clear',
      heading: 'How to clear it',
      paragraphs: ['You can delete everything this site has stored in your browser at any time:'],
      items: [
        'In your browser’s settings: open the privacy or site settings, find this website under site data (in most browsers you can also click the icon beside the address bar and choose site settings or “Manage site data”), and delete its data.',
        'Or, on any page of this site, open the browser’s developer console and run localStorage.clear(). This clears this site’s storage only, not other websites’.',
        'A private or incognito window discards this site’s storage when you close it.',
      ],
      after: [`Clearing your browser removes only the copy on your device. To have an entry that was sent to us erased as well, email ${grievanceEmail}.`],
    },
    {
      id: 'links',
      heading: 'Phone, WhatsApp and other links',
      paragraphs: [
        'Tapping a phone link opens your phone app, and tapping the WhatsApp button opens WhatsApp with a chat to our number. What you then share is governed by those services’ terms and by this notice once it reaches us. The company that hosts this website may keep standard technical logs of page requests (such as IP address, time and page) for security and operation; the site adds nothing to them.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who else receives your data',
      paragraphs: [
        'We share personal data only with service providers that process it for us and on our instructions: the form-handling or hosting service that receives forwarded entries, the email service we use to send the newsletter, and Google Analytics if it is installed. We disclose personal data to authorities only when Indian law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long it is kept',
      items: [
        'In your browser: until you clear it; analytics events are limited to the newest 1,000; where your visit came from, until you close the tab.',
        `Enquiries sent to us: in our lead service for ${site.leadRetentionDays} days from the day they arrive, after which they are deleted automatically; sooner if you ask us to erase them. Where you become a client, the law (for example, tax and accounting rules) may require us to keep some records for longer, outside the lead service.`,
        `Newsletter addresses: until ${site.unsubscribedKeptDays} days after you unsubscribe, or until you ask us to erase them.`,
        `Page views and clicks counted by our lead service: each for ${site.analyticsRetentionDays} days; after that only the daily totals remain (how many visitors, page views and clicks each page, website and campaign had on a day), kept as long as enquiries. The daily secret behind the visitor number is deleted at the end of its day.`,
      ],
      after: ['When the purpose is over or you withdraw consent, we erase the data and ask our service providers to do the same.'],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under the Digital Personal Data Protection Act, 2023',
      paragraphs: ['As a Data Principal you have the right to:'],
      items: [
        'access a summary of the personal data we hold about you, how we use it and who we have shared it with;',
        'have inaccurate or incomplete data corrected, completed or updated;',
        'withdraw your consent at any time;',
        'have your personal data erased when it is no longer needed or you withdraw consent, unless the law requires us to keep it;',
        'have your grievances about our handling of your data addressed;',
        'nominate another person to exercise these rights for you in the event of your death or incapacity.',
      ],
      after: [
        `To use any of these rights, email ${grievanceEmail} from the address you used on the site, or write to us at the address below. We will confirm your identity only as far as needed and reply within the time the Act and its rules allow. If you are not satisfied with our response, you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'This website is meant for businesses and adult job seekers. If you are under 18, please do not submit a form; ask a parent or guardian to contact us instead.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'We protect the data we receive with reasonable security safeguards, limit access to the people who need it to answer you, and use providers that do the same. No method of storage or transmission is completely secure; if a breach affecting your data occurs, we will inform you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance contact',
      paragraphs: ['For any question, request or complaint about your personal data, contact our Grievance Officer:'],
      items: [`Email: ${grievanceEmail}`, `Post: Grievance Officer, ${site.legalName}, ${office}`],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'If the site starts collecting something new or using data in a new way, we will update this notice before it happens. Material changes will be shown on this page.',
      ],
    },
  ],
})

export const terms = defineContent('content/legal.ts#terms', legalPageSchema, {
  meta: {
    path: '/terms',
    title: `Terms of Use | ${site.name}`,
    description:
      'The terms for using our website: information only, quotes binding only in a signed proposal, prices in INR plus GST, content rights and Indian law.',
    keywords: ['terms of use', 'website terms', 'terms and conditions', 'digital marketing agency India'],
  },
  title: 'Terms of use',
  intro: `These terms apply to your use of this website, operated by ${site.legalName} (“we”, “us”), trading as ${site.name}. By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      id: 'information-only',
      heading: 'Information only',
      paragraphs: [
        'The content of this website, including service descriptions, blog articles, guides, downloads and examples, is general information about our company and our field. It is not professional, legal, tax or financial advice for your situation, and you should not act on it without advice suited to your circumstances.',
        'We work to keep the content accurate and up to date but do not guarantee that it is complete, current or free of errors.',
      ],
    },
    {
      id: 'quotes-and-prices',
      heading: 'Quotes, prices and offers',
      items: [
        'Prices on this website are in Indian rupees (INR) and exclusive of GST unless stated otherwise. GST is added at the applicable rate.',
        '“From” and “starting at” prices show where a service begins; the price for your project depends on its scope.',
        'Prices, estimates and quotes given on the site, by phone, by email or on WhatsApp are not binding offers. An engagement begins only when both sides sign a written proposal or contract, which then sets the scope, price, timeline and payment terms.',
        'Promotions and offers shown on the site are subject to the conditions we confirm in writing and may change or end at any time.',
        'Advertising spend on platforms such as Google and Meta is separate from our fees unless the signed proposal says otherwise.',
      ],
    },
    {
      id: 'results',
      heading: 'Results and figures',
      paragraphs: [
        'Figures on the site, such as projects completed, client numbers, satisfaction and results from past projects, describe our past work. They are not a promise of the same result for you. Rankings, traffic, leads and sales depend on many factors outside our control, including search engines, platforms and your market; nobody can guarantee a specific ranking on Google.',
      ],
    },
    {
      id: 'forms',
      heading: 'Forms and communication',
      paragraphs: [
        'Submitting a form, subscribing to the newsletter or contacting us does not create a contract. Please give accurate details and only your own. How the site handles what you submit is explained in our Privacy Notice at /privacy.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        `The text, graphics, logos, designs, downloads and code of this website belong to ${site.legalName} or its licensors and are protected by Indian copyright and trade mark law. You may view, print and share pages and downloads for your own information or to evaluate our services, provided you keep them unchanged and credit us.`,
        'You may not copy, republish, sell or use the content to build a competing service without our written permission. Names and logos of other companies shown on the site belong to their owners and are used only to identify them.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['When you use the site, you agree not to:'],
      items: [
        'use it for anything unlawful, fraudulent or misleading;',
        'submit false details, someone else’s personal data without their permission, or spam through its forms;',
        'try to access the admin area or any part of the site not meant for you, or test or break its security;',
        'upload or send malicious code, or interfere with the site’s operation;',
        'scrape or copy the site automatically in a way that burdens it or reuses its content.',
      ],
    },
    {
      id: 'links',
      heading: 'Links and other services',
      paragraphs: [
        'The site may link to or open other services, such as your phone app, WhatsApp, email and social networks. We do not control them and are not responsible for their content or practices; their own terms and privacy policies apply.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes',
      paragraphs: [
        'We provide the site “as is” and may change, suspend or withdraw any part of it, including services, prices and downloads, without notice. We do not guarantee that it will always be available or free of errors or viruses; please use up-to-date security software.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent Indian law permits, we are not liable for any indirect or consequential loss, or for loss of profit, business, revenue or data, arising from your use of, or inability to use, this website or reliance on its content. Our responsibilities for paid work are set only by the signed proposal or contract for that work.',
        'Nothing in these terms limits any liability that cannot be limited under Indian law, or your rights as a consumer.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        `These terms are governed by the laws of India. The courts at ${site.office.city}, ${site.office.region} have exclusive jurisdiction over any dispute arising from them or from your use of the site.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version on this page applies from the time it is published; please check it when you use the site.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: ['Questions about these terms? Contact us:'],
      items: [`Email: ${site.emails[0]}`, `Phone: ${site.phones[0].display}`, `Post: ${site.legalName}, ${office}`],
    },
  ],
})

/** Labels the legal page template shows around either page's text. */
export const legalPageLabels = { contents: 'On this page' } as const
