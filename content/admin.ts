import { z } from 'zod'
import { defineContent } from './define'
import { leadView, leadViewSchema } from './leadView'
import { site } from './site'
import { leadNotifications } from './leadNotifications'

const text = z.string().min(2)

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

/** The Team tab (owners only): who signs in, with which role, and their set-up links. */
const teamSchema = z.object({
  heading: z.string().min(3),
  intro: z.string().min(40),
  caption: z.string().min(3),
  columns: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]),
  states: z.object({ invited: z.string(), active: z.string(), disabled: z.string() }),
  twoFactor: z.object({ on: z.string(), off: z.string() }),
  /** Beside the owner that ADMIN_USERNAME and ADMIN_PASSWORD_HASH define. */
  fromEnvironment: z.string().min(10),
  linkValidUntil: z.string().includes('{date}'),
  roleLabel: z.string().includes('{name}'),
  newLink: z.string().min(3),
  disable: z.string().min(3),
  enable: z.string().min(3),
  disableTitle: z.string().includes('{name}'),
  disableText: z.string().includes('{name}'),
  add: z.object({
    heading: z.string().min(3),
    note: z.string().min(40),
    name: z.string().min(3),
    email: z.string().min(3),
    role: z.string().min(3),
    submit: z.string().min(3),
    busy: z.string().min(3),
  }),
  link: z.object({
    heading: z.string().includes('{name}'),
    label: z.string().min(3),
    note: z.string().includes('{date}'),
    copy: z.string().min(3),
    copied: z.string().min(3),
    copyFailed: z.string().min(10),
  }),
  added: z.string().includes('{name}'),
  roleSaved: z.string().min(3),
  disabled: z.string().includes('{name}'),
  enabled: z.string().includes('{name}'),
  failed: z.string().min(10),
})

/** The account tab every signed-in user has: their password and two-factor sign-in. */
const accountSchema = z.object({
  heading: z.string().min(3),
  details: z.string().includes('{username}'),
  password: z.object({
    heading: z.string().min(3),
    current: z.string().min(3),
    next: z.string().min(3),
    confirm: z.string().min(3),
    rules: z.string().min(20),
    submit: z.string().min(3),
    busy: z.string().min(3),
    mismatch: z.string().min(10),
    done: z.string().includes('{n}'),
  }),
  twoFactor: z.object({
    heading: z.string().min(3),
    off: z.string().min(40),
    on: z.string().includes('{n}'),
    start: z.string().min(3),
    scan: z.string().min(20),
    qrLabel: z.string().min(10),
    secretLabel: z.string().min(3),
    codeLabel: z.string().min(3),
    confirm: z.string().min(3),
    cancel: z.string().min(3),
    recoveryHeading: z.string().min(3),
    recoveryText: z.string().min(40),
    copyCodes: z.string().min(3),
    saved: z.string().min(3),
    turnOffLabel: z.string().min(3),
    turnOff: z.string().min(3),
    turnedOn: z.string().min(3),
    turnedOff: z.string().min(3),
  }),
  failed: z.string().min(10),
})

/** The set-up page a new user opens from their link (lead service only). */
const setupSchema = z.object({
  head: headSchema,
  heading: z.string().min(3),
  checking: z.string().min(3),
  serviceOnly: z.string().min(20),
  noLink: z.string().min(20),
  invalid: z.string().min(20),
  expired: z.string().min(20),
  greeting: z.string().includes('{username}'),
  labels: z.object({ password: z.string(), confirm: z.string(), submit: z.string(), busy: z.string() }),
  rules: z.string().min(20),
  mismatch: z.string().min(10),
  done: z.string().min(10),
  loginLink: z.string().min(3),
  failed: z.string().min(10),
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
    /** The second step when the user has two-factor sign-in on (lead service only). */
    code: z.object({
      prompt: z.string().min(20),
      label: z.string().min(3),
      hint: z.string().min(10),
      submit: z.string().min(3),
      busy: z.string().min(3),
      mismatch: z.string().min(10),
      expired: z.string().min(10),
    }),
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
      /** With the lead service: the team (owners only) and one's own account. */
      team: z.string().min(3),
      account: z.string().min(3),
    }),
    roles: z.object({ owner: z.string().min(3), member: z.string().min(3) }),
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
      /**
       * The list's columns: when, who (the name, which opens the lead, the address and the phone), what they asked
       * about (the form and the fields it has) and the message; the lead's own view has every field.
       */
      columns: z.object({ date: text, from: text, enquiry: text, message: z.literal('Message') }),
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
    /** The Content tab: the way into the content editor (it needs the lead service, which hosts its back end). */
    content: z.object({ heading: z.string().min(3), lead: z.string().min(20), open: z.string().min(3), withoutService: z.string().min(20) }),
    /** The Form Submissions tab when the leads come from the lead service. */
    leads: z.object({
      refreshNote: z.string().min(10),
      /** The folders, by kind, and "My leads": the leads assigned to whoever is signed in. */
      folders: z.object({ label: z.string(), inbox: z.string(), applications: z.string(), subscribers: z.string(), spam: z.string(), mine: z.string() }),
      /** Under a row's status: who looks after the lead. */
      assignedTo: z.string().includes('{name}'),
      /** Beside a sign-up whose owner asked to be taken off the list. */
      unsubscribedNote: z.string().includes('{date}'),
      /** The Subscribers folder's own tools: what its export holds, and unsubscribing an address on request. */
      subscribers: z.object({
        exportNote: z.string().min(20),
        heading: z.string(),
        text: z.string().min(40),
        label: z.string(),
        button: z.string(),
        done: z.string().includes('{n}'),
      }),
      filters: z.object({ newsletter: z.literal('Newsletter') }),
      status: z.object({
        filterLabel: z.string(),
        all: z.string(),
        values: z.object({ new: text, contacted: text, qualified: text, proposal: text, won: text, lost: text }),
        /** The accessible name of a row's status select: "Status of the lead from {name}". */
        rowLabel: z.string().includes('{name}'),
      }),
      extraColumns: z.tuple([z.literal('Status'), z.literal('Actions')]),
      /** An address that may not reach anyone: the words of content/leadNotifications.ts. */
      emailCheck: z.object({
        flag: z.string().min(5),
        reasons: z.object({ domain_without_dot: z.string().min(10), domain_not_found: z.string().min(10) }),
      }),
      /** A lead's own view, and the list's follow-up views. */
      view: leadViewSchema,
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
    team: teamSchema,
    account: accountSchema,
  }),
  setup: setupSchema,
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
    code: {
      prompt: 'Two-factor sign-in is on for this account: enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
      label: 'One-time code',
      hint: '6 digits from your authenticator app, or a recovery code such as abcde-fghjk.',
      submit: 'Verify',
      busy: 'Verifying...',
      mismatch: 'That code is not right, or it was used already. Wait for the next code and try again.',
      expired: 'That took too long. Please enter your username and password again.',
    },
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
    tabs: { overview: 'Overview', submissions: 'Form Submissions', analytics: 'Analytics', content: 'Content', team: 'Team', account: 'Your account' },
    roles: { owner: 'Owner', member: 'Member' },
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
      columns: { date: 'Date', from: 'From', enquiry: 'Enquiry', message: 'Message' },
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
    content: {
      heading: 'Content',
      lead: 'Change job openings, blog posts, case studies, prices, people, contact details and opening hours. Save your changes, then publish: the site is checked and rebuilt, and goes live only if every page builds.',
      open: 'Open the content editor',
      withoutService:
        'The content editor needs the lead service, which keeps your changes and publishes them: run the site with npm start, or see the README on hosting the service.',
    },
    leads: {
      refreshNote: 'Reloads from the lead service every 5 seconds.',
      folders: { label: 'Folder', inbox: 'Inbox', applications: 'Applications', subscribers: 'Subscribers', spam: 'Spam', mine: 'My leads' },
      assignedTo: 'Assigned to {name}',
      unsubscribedNote: 'Unsubscribed {date}',
      subscribers: {
        exportNote: 'The CSV and JSON of this folder list the current subscribers: each address once, and nobody who unsubscribed.',
        heading: 'Unsubscribe on request',
        text: 'When someone asks to stop receiving the newsletter, enter their address. Their sign-ups stay in this list, marked as unsubscribed, and leave the export. To delete them altogether, erase the address instead.',
        label: 'Email address to unsubscribe',
        button: 'Unsubscribe',
        done: 'Unsubscribed {n} sign-up(s).',
      },
      filters: { newsletter: 'Newsletter' },
      status: {
        filterLabel: 'Status',
        all: 'All statuses',
        values: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', proposal: 'Proposal sent', won: 'Won', lost: 'Lost' },
        rowLabel: 'Status of the lead from {name}',
      },
      extraColumns: ['Status', 'Actions'],
      emailCheck: leadNotifications.emailCheck,
      view: leadView,
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
        text: 'When someone asks to have their data erased (Digital Personal Data Protection Act, 2023), enter their email address: every enquiry, application and sign-up with it is deleted, in every folder.',
        label: 'Email address to erase',
        button: 'Erase',
        confirmTitle: 'Erase this person’s data?',
        confirmText: 'Every enquiry and sign-up from {email} will be deleted from the lead service. This cannot be undone.',
        done: 'Erased {n} record(s).',
      },
    },
    team: {
      heading: 'Team',
      intro:
        'Everyone who signs in to this dashboard. Owners manage the team, download exports and erase data; members see and work the leads. Disabling someone signs them out everywhere at once.',
      caption: 'Users of this dashboard',
      columns: ['Name', 'Signs in as', 'Role', 'State', 'Two-factor sign-in', 'Actions'],
      states: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
      twoFactor: { on: 'On', off: 'Off' },
      fromEnvironment: 'Set by the service’s ADMIN_USERNAME and ADMIN_PASSWORD_HASH',
      linkValidUntil: 'Set-up link valid until {date}',
      roleLabel: 'Role of {name}',
      newLink: 'New set-up link',
      disable: 'Disable',
      enable: 'Enable',
      disableTitle: 'Disable {name}?',
      disableText: '{name} will be signed out everywhere at once and cannot sign in until an owner enables them again.',
      add: {
        heading: 'Add a user',
        note: 'They sign in with their e-mail address. You get a set-up link to send them yourself: it works once, for 72 hours, and lets them choose their own password.',
        name: 'Name',
        email: 'E-mail address',
        role: 'Role',
        submit: 'Add user',
        busy: 'Adding...',
      },
      link: {
        heading: 'Set-up link for {name}',
        label: 'Set-up link',
        note: 'It works once, until {date}. Send it only to them (anyone who has it can set the password); a new link replaces this one.',
        copy: 'Copy link',
        copied: 'Copied',
        copyFailed: 'This browser did not allow copying: select the text and copy it yourself.',
      },
      added: '{name} added',
      roleSaved: 'Role saved',
      disabled: '{name} disabled and signed out',
      enabled: '{name} enabled',
      failed: 'That did not work. Please try again.',
    },
    account: {
      heading: 'Your account',
      details: 'You sign in as {username}, with the role {role}.',
      password: {
        heading: 'Change your password',
        current: 'Current password',
        next: 'New password',
        confirm: 'Repeat the new password',
        rules: 'At least 12 characters and not a common password. A few unrelated words make a good one.',
        submit: 'Change password',
        busy: 'Saving...',
        mismatch: 'The two new passwords are not the same.',
        done: 'Password changed. You were signed out on {n} other device(s).',
      },
      twoFactor: {
        heading: 'Two-factor sign-in',
        off: 'Off. With it on, signing in also asks for a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS), so a stolen password alone does not get in.',
        on: 'On. You have {n} unused recovery code(s).',
        start: 'Turn on two-factor sign-in',
        scan: 'Scan this QR code with your authenticator app, or type the key below into it, then enter the code it shows.',
        qrLabel: 'QR code for your authenticator app',
        secretLabel: 'Key to type in',
        codeLabel: 'Code from the app',
        confirm: 'Confirm and turn on',
        cancel: 'Cancel',
        recoveryHeading: 'Your recovery codes',
        recoveryText:
          'Each of these codes signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.',
        copyCodes: 'Copy the codes',
        saved: 'I have saved them',
        turnOffLabel: 'Your password',
        turnOff: 'Turn off two-factor sign-in',
        turnedOn: 'Two-factor sign-in is on',
        turnedOff: 'Two-factor sign-in is off',
      },
      failed: 'That did not work. Please try again.',
    },
  },
  setup: {
    head: {
      title: `Set up your account | ${site.name}`,
      description: `Choose your password for the ${site.name} dashboard with the one-time set-up link an owner sent you.`,
      keywords: ['admin', 'account', 'set-up'],
    },
    heading: 'Set up your account',
    checking: 'Checking your set-up link...',
    serviceOnly: 'This site was built without its lead service, so there are no team accounts to set up here.',
    noLink: 'This page needs the set-up link an owner of the dashboard sent you. Open that link exactly as you received it.',
    invalid: 'This set-up link does not work: it was used already, or an owner replaced it with a newer one. Ask an owner for a new link.',
    expired: 'This set-up link has expired. Ask an owner of the dashboard for a new one.',
    greeting: 'Welcome, {name}. Choose the password you will sign in with as {username}.',
    labels: { password: 'New password', confirm: 'Repeat the password', submit: 'Set password', busy: 'Saving...' },
    rules: 'At least 12 characters and not a common password. A few unrelated words make a good one.',
    mismatch: 'The two passwords are not the same.',
    done: 'Your password is set. Sign in with your e-mail address and this password.',
    loginLink: 'Go to the sign-in page',
    failed: 'That did not work. Please try again.',
  },
})

export type AdminContent = typeof adminContent
export type AdminDashboardText = AdminContent['dashboard']
export type AdminSetupText = AdminContent['setup']
