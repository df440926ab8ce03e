import { z } from 'zod'
import { leadViewSchema } from '../../../content/schemas/leadView'

/**
 * The shape of the admin area's words (admin/copy/admin.ts holds the words). Kept apart from them so the dashboard's
 * islands type their props from here without reaching the build-time content modules, which read files with Node.
 */

const text = z.string().min(2)

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
    copySecret: z.string().min(3),
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

export const adminSchema = z.object({
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
    /** Added to the wait when the lead service checks the login: other people's failures never hold back a browser that signed in before. */
    trustedBrowser: z.string().min(20),
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
      /** "Downloaded {n} form submissions as {format}", word for word as the message catalogue has it. */
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
    content: z.object({
      heading: z.string().min(3),
      lead: z.string().min(20),
      open: z.string().min(3),
      /** What a member reads instead of the editor's link: changing the content is for owners. */
      ownersOnly: z.string().min(20),
      withoutService: z.string().min(20),
    }),
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
        save: z.string(),
        saveRowLabel: z.string().includes('{name}'),
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

export type AdminContent = z.output<typeof adminSchema>
export type AdminDashboardText = AdminContent['dashboard']
export type AdminSetupText = AdminContent['setup']
