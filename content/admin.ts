import { z } from 'zod'
import { defineContent } from './define'
import { site } from './site'

/**
 * The admin area (SPEC 2 Admin login, Admin dashboard): copy, labels, and the Overview's sample figures.
 * The SPEC 8 admin messages live in content/messages.ts; the strings here are the admin's own.
 * Paths are composed by the pages (the login slug is a build setting, lib/build/settings.ts).
 */

const headSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(3),
})

const sampleStatSchema = z.object({
  label: z.string().min(3),
  value: z.string().min(1),
  note: z.string().min(3),
})

const adminSchema = z.object({
  login: z.object({
    head: headSchema,
    heading: z.string().min(3),
    intro: z.string().min(10),
    /** The intro when the build uses the lead service (the login is checked by the service). */
    introService: z.string().min(10),
    backLink: z.string().min(3),
    labels: z.object({
      username: z.literal('Username'),
      password: z.literal('Password'),
      submit: z.literal('Login'),
      busy: z.literal('Logging in...'),
    }),
    /** Shown after 5 failures in a row; {seconds} becomes "30 seconds". */
    throttle: z.string().includes('{seconds}'),
    /** The service accepted the login but the browser kept no session: {origin} is the address the page was opened at. */
    cookieRefused: z.string().includes('{origin}'),
  }),
  dashboard: z.object({
    head: headSchema,
    heading: z.string().min(3),
    loading: z.literal('Loading...'),
    /** Which data the dashboard shows, said plainly at the top. */
    mode: z.object({
      browser: z.object({ title: z.string().min(5), text: z.string().min(40) }),
      service: z.object({ title: z.string().min(5), text: z.string().includes('{origin}') }),
    }),
    /** The lead service could not be reached (network down, service stopped). */
    unreachable: z.string().min(20),
    retry: z.string().min(3),
    signedInAs: z.string().min(3),
    logout: z.literal('Logout'),
    /** With the lead service: ends every session of this user, on every device. */
    logoutEverywhere: z.string().min(5),
    tabsLabel: z.string().min(3),
    tabs: z.object({
      overview: z.literal('Overview'),
      submissions: z.literal('Form Submissions'),
      analytics: z.literal('Analytics'),
      content: z.literal('Content'),
    }),
    overview: z.object({
      heading: z.string().min(3),
      sampleLabel: z.literal('Sample figures'),
      sampleNote: z.string().min(10),
      stats: z.array(sampleStatSchema).length(4),
      activityHeading: z.string().min(3),
      activity: z.array(z.object({ text: z.string().min(3), time: z.string().min(3) })).min(3),
      quickActionsHeading: z.string().min(3),
      quickActions: z.object({ submissions: z.string(), analytics: z.string(), content: z.string() }),
    }),
    submissions: z.object({
      heading: z.string().min(3),
      stats: z.object({ total: z.string(), hero: z.string(), popup: z.string(), contact: z.string(), today: z.string() }),
      searchLabel: z.string().min(3),
      searchPlaceholder: z.string().min(3),
      filterLabel: z.string().min(3),
      filters: z.object({ all: z.literal('All'), hero: z.literal('Hero'), popup: z.literal('Popup'), contact: z.literal('Contact') }),
      /** The spec's seven columns in their order, with the contact form's and a job application's fields after Service (as in the CSV). */
      columns: z.tuple([
        z.literal('Date'),
        z.literal('Type'),
        z.literal('Name'),
        z.literal('Email'),
        z.literal('Phone'),
        z.literal('Service'),
        z.literal('Company'),
        z.literal('Budget'),
        z.literal('Position'),
        z.literal('CV or Portfolio'),
        z.literal('Message'),
      ]),
      tableCaption: z.string().min(3),
      /** "Showing {first}–{last} of {total} submissions" */
      showing: z.string().includes('{total}'),
      downloadCsv: z.literal('Download CSV'),
      downloadJson: z.literal('Download JSON'),
      clearAll: z.literal('Clear All Data'),
      confirmTitle: z.string().min(3),
      cancel: z.literal('Cancel'),
      confirm: z.literal('Clear'),
      /** "Downloaded {n} form submissions as {format}" (SPEC 8). */
      exportSuccess: z.literal('Downloaded {n} form submissions as {format}'),
      previous: z.literal('Previous'),
      next: z.literal('Next'),
      /** "Page {page} of {pages}" */
      pageOf: z.string().includes('{pages}'),
      refreshNote: z.string().min(10),
    }),
    analytics: z.object({
      heading: z.string().min(3),
      eventsHeading: z.string().min(3),
      eventsEmpty: z.string().min(3),
      eventColumns: z.tuple([z.string(), z.string()]),
      perDayHeading: z.string().min(3),
      perDayColumns: z.tuple([z.string(), z.string()]),
    }),
    content: z.object({ heading: z.string().min(3), comingSoon: z.literal('Coming soon') }),
    /** The Form Submissions tab when the leads come from the lead service. */
    leads: z.object({
      refreshNote: z.string().min(10),
      folders: z.object({ label: z.string(), inbox: z.string(), spam: z.string() }),
      filters: z.object({ newsletter: z.literal('Newsletter') }),
      status: z.object({
        filterLabel: z.string(),
        all: z.string(),
        values: z.object({ new: z.literal('New'), contacted: z.literal('Contacted'), closed: z.literal('Closed') }),
        /** The accessible name of a row's status select: "Status of the lead from {name}". */
        rowLabel: z.string().includes('{name}'),
      }),
      extraColumns: z.tuple([z.literal('Status'), z.literal('Actions')]),
      spamReason: z.string(),
      markSpam: z.string(),
      notSpam: z.string(),
      delete: z.string(),
      deleteTitle: z.string(),
      deleteText: z.string().includes('{name}'),
      updated: z.string(),
      movedToSpam: z.string(),
      movedToInbox: z.string(),
      deleted: z.string(),
      failed: z.string(),
      erase: z.object({
        heading: z.string(),
        text: z.string().min(40),
        label: z.string(),
        button: z.string(),
        confirmTitle: z.string(),
        confirmText: z.string().includes('{email}'),
        done: z.string().includes('{n}'),
      }),
    }),
  }),
})

export const adminContent = defineContent('content/admin.ts', adminSchema, {
  login: {
    head: {
      title: `Admin Login | ${site.name}`,
      description: `Sign in to the ${site.name} admin area to review the enquiries and form submissions stored in this browser.`,
      keywords: ['admin', 'login', 'dashboard'],
    },
    heading: 'Admin Login',
    intro: 'Sign in to review the form submissions stored in this browser.',
    introService: 'Sign in to review every enquiry the website has collected.',
    backLink: 'Back to the website',
    labels: { username: 'Username', password: 'Password', submit: 'Login', busy: 'Logging in...' },
    throttle: 'Too many failed attempts. Please wait {seconds} before trying again.',
    cookieRefused:
      'Your password was accepted, but this browser did not keep the sign-in, so the dashboard cannot open from {origin}. The lead service is on another site: serve the site and the service from one address (see "One origin" in the README), or open the site at the address its lead service allows.',
  },
  dashboard: {
    head: {
      title: `Admin Dashboard | ${site.name}`,
      description: `The ${site.name} admin dashboard: form submissions, exports and analytics events kept in this browser.`,
      keywords: ['admin', 'dashboard', 'form submissions'],
    },
    heading: 'Admin Dashboard',
    loading: 'Loading...',
    mode: {
      browser: {
        title: 'Browser-only mode',
        text: 'This site has no lead service, so this dashboard shows only the form entries saved in this browser, on this device. Enquiries from other visitors are not here.',
      },
      service: {
        title: 'Lead service',
        text: 'Showing every enquiry stored by the lead service at {origin}, from every visitor and any device. Changes you make here are saved there.',
      },
    },
    unreachable: 'The lead service could not be reached. Your leads are safe there; check your connection and try again.',
    retry: 'Try again',
    signedInAs: 'Signed in as',
    logout: 'Logout',
    logoutEverywhere: 'Sign out everywhere',
    tabsLabel: 'Dashboard sections',
    tabs: { overview: 'Overview', submissions: 'Form Submissions', analytics: 'Analytics', content: 'Content' },
    overview: {
      heading: 'Overview',
      sampleLabel: 'Sample figures',
      sampleNote: 'These are fixed placeholder numbers, not live data. Real submissions are in the Form Submissions tab.',
      stats: [
        { label: 'Total Visitors', value: '12,480', note: '+12% from last month' },
        { label: 'Form Submissions', value: '356', note: '+8% from last month' },
        { label: 'Conversion Rate', value: '2.9%', note: '+0.4 points from last month' },
        { label: 'Active Users', value: '142', note: 'in the last 30 minutes' },
      ],
      activityHeading: 'Recent activity',
      activity: [
        { text: 'New contact form submission', time: '2 minutes ago' },
        { text: 'Consultation requested for SEO services', time: '18 minutes ago' },
        { text: 'Company brochure downloaded', time: '1 hour ago' },
        { text: 'Newsletter subscription', time: '3 hours ago' },
      ],
      quickActionsHeading: 'Quick actions',
      quickActions: { submissions: 'View form submissions', analytics: 'View analytics', content: 'Manage content' },
    },
    submissions: {
      heading: 'Form Submissions',
      stats: { total: 'Total', hero: 'Hero Form', popup: 'Popup Form', contact: 'Contact Form', today: 'Today' },
      searchLabel: 'Search submissions',
      searchPlaceholder: 'Name, email, phone or service',
      filterLabel: 'Filter by form',
      filters: { all: 'All', hero: 'Hero', popup: 'Popup', contact: 'Contact' },
      columns: ['Date', 'Type', 'Name', 'Email', 'Phone', 'Service', 'Company', 'Budget', 'Position', 'CV or Portfolio', 'Message'],
      tableCaption: 'Form submissions, newest first',
      showing: 'Showing {first}–{last} of {total} submissions',
      downloadCsv: 'Download CSV',
      downloadJson: 'Download JSON',
      clearAll: 'Clear All Data',
      confirmTitle: 'Clear all data?',
      cancel: 'Cancel',
      confirm: 'Clear',
      exportSuccess: 'Downloaded {n} form submissions as {format}',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {page} of {pages}',
      refreshNote: 'Reloads from this browser’s storage every 5 seconds and whenever another tab saves a form.',
    },
    analytics: {
      heading: 'Analytics',
      eventsHeading: 'Tracked events in this browser',
      eventsEmpty: 'No events have been recorded in this browser yet.',
      eventColumns: ['Event', 'Count'],
      perDayHeading: 'Submissions per day, last 14 days',
      perDayColumns: ['Day', 'Submissions'],
    },
    content: { heading: 'Content', comingSoon: 'Coming soon' },
    leads: {
      refreshNote: 'Reloads from the lead service every 5 seconds.',
      folders: { label: 'Folder', inbox: 'Inbox', spam: 'Spam' },
      filters: { newsletter: 'Newsletter' },
      status: {
        filterLabel: 'Status',
        all: 'All statuses',
        values: { new: 'New', contacted: 'Contacted', closed: 'Closed' },
        rowLabel: 'Status of the lead from {name}',
      },
      extraColumns: ['Status', 'Actions'],
      spamReason: 'Filed as spam:',
      markSpam: 'Spam',
      notSpam: 'Not spam',
      delete: 'Delete',
      deleteTitle: 'Delete this lead?',
      deleteText: 'The lead from {name} will be deleted from the lead service. This cannot be undone.',
      updated: 'Status saved',
      movedToSpam: 'Moved to the spam folder',
      movedToInbox: 'Moved back to the inbox',
      deleted: 'Lead deleted',
      failed: 'That did not work. Please try again.',
      erase: {
        heading: 'Erase a person’s data',
        text: 'When someone asks to have their data erased (Digital Personal Data Protection Act, 2023), enter their email address: every enquiry and sign-up with it is deleted, in both folders.',
        label: 'Email address to erase',
        button: 'Erase',
        confirmTitle: 'Erase this person’s data?',
        confirmText: 'Every enquiry and sign-up from {email} will be deleted from the lead service. This cannot be undone.',
        done: 'Erased {n} record(s).',
      },
    },
  },
})

export type AdminContent = typeof adminContent
export type AdminDashboardText = AdminContent['dashboard']
