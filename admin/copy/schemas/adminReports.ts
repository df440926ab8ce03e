import { z } from 'zod'

/** The shape of the dashboard's report words (admin/copy/adminReports.ts holds them; apart for the reason in ./admin.ts). */
const label = z.string().min(2)
const column = z.string().min(2)
const tableSchema = z.object({ heading: z.string().min(3), columns: z.array(column).min(2), empty: z.string().min(5), note: z.string().optional() })

export const reportsSchema = z.object({
  /** The lead table's attribution column and the two filters. */
  visit: z.object({
    column: label,
    none: label,
    campaign: label,
    medium: label,
    landingPage: label,
    referrer: label,
    term: label,
    content: label,
    clickIds: label,
    /** "Ad click: Google Ads" at a glance, for a lead whose visit began on an ad's auto-tagged link. */
    adClick: label,
    adPlatforms: z.object({ gclid: label, msclkid: label }),
    more: label,
    direct: label,
    filters: z.object({ source: label, campaign: label, any: label }),
  }),
  overview: z.object({
    periodsLabel: label,
    periods: z.object({ today: label, week: label, month: label }),
    /** What each period is compared with. */
    against: z.object({ today: label, week: label, month: label }),
    stats: z.object({ visitors: label, pageviews: label, enquiries: label, rate: label, calls: label, whatsapp: label }),
    visitorsNote: z.string().includes('summed'),
    rateNote: label,
    /** "{change} vs yesterday" and friends; "no change", "new" when there was nothing before. */
    up: z.string().includes('{change}'),
    down: z.string().includes('{change}'),
    same: label,
    fresh: label,
    newestHeading: label,
    newestEmpty: label,
    activityHeading: label,
    activityEmpty: z.string().min(10),
    /** "{what} on {path}" for an event; an enquiry: "Enquiry from {name} ({form})". */
    activity: z.object({
      pageview: label,
      phone_click: label,
      whatsapp_click: label,
      form_submission: label,
      send_message_click: label,
      download: label,
      on: z.string().includes('{path}'),
      enquiry: z.string().includes('{name}'),
    }),
    loading: label,
    failed: z.string().min(10),
  }),
  analytics: z.object({
    rangeLabel: label,
    from: label,
    to: label,
    presets: z.object({ today: label, week: label, month: label, quarter: label }),
    totals: z.object({ visitors: label, pageviews: label, enquiries: label, rate: label }),
    visitorsNote: z.string().includes('summed over the range'),
    chart: z.object({ heading: label, visitors: label, enquiries: label, columns: z.tuple([column, column, column, column]) }),
    downloadCsv: label,
    /** Said after "Download CSV" to a screen reader: which table ("of Top pages"). */
    downloadCsvOf: z.string().includes('{table}'),
    showAll: z.string().includes('{n}'),
    showFewer: label,
    tables: z.object({
      pages: tableSchema,
      entryPages: tableSchema,
      referrers: tableSchema,
      sources: tableSchema,
      campaigns: tableSchema,
      devices: tableSchema,
      browsers: tableSchema,
      events: tableSchema,
    }),
    conversionsHeading: label,
    conversionsIntro: z.string().min(20),
    conversions: z.object({ landing: tableSchema, source: tableSchema, campaign: tableSchema }),
    devices: z.object({ mobile: label, tablet: label, desktop: label }),
    events: z.object({ phone_click: label, whatsapp_click: label, form_submission: label, send_message_click: label, download: label }),
    loading: label,
    failed: z.string().min(10),
  }),
})

export type AdminReportsText = z.output<typeof reportsSchema>
