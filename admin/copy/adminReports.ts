import { adminContent } from './admin'
import { defineContent } from '../../content/define'
import { reportsSchema } from './schemas/adminReports'

/**
 * The dashboard's copy for what the lead service knows beyond the leads themselves (service mode only): where each
 * lead's visit came from, the Overview's real figures and the Analytics tab's reports. Browser-only mode keeps the
 * spec's sample Overview and click counts (admin/copy/admin.ts).
 */

/** What became of the enquiries: one column per pipeline status, in the pipeline's order, named as the lead list names it. */
const conversionColumns = (first: string) => [
  first,
  'Visitors',
  'Enquiries',
  'Conversion rate',
  ...Object.values(adminContent.dashboard.leads.status.values),
]

export const adminReports = defineContent('admin/copy/adminReports.ts', reportsSchema, {
  visit: {
    column: 'Source',
    none: 'Not recorded',
    campaign: 'Campaign',
    medium: 'Medium',
    landingPage: 'Landing page',
    referrer: 'Referrer',
    term: 'Term',
    content: 'Content',
    clickIds: 'Ad click ids',
    adClick: 'Ad click',
    adPlatforms: { gclid: 'Google Ads', msclkid: 'Microsoft Ads' },
    more: 'Details',
    direct: 'Direct (no referrer)',
    filters: { source: 'Source', campaign: 'Campaign', any: 'Any' },
  },
  overview: {
    periodsLabel: 'Period',
    periods: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days' },
    against: { today: 'yesterday', week: 'the 7 days before', month: 'the 30 days before' },
    stats: {
      visitors: 'Visitors',
      pageviews: 'Page views',
      enquiries: 'Enquiries',
      rate: 'Conversion rate',
      calls: 'Call clicks',
      whatsapp: 'WhatsApp clicks',
    },
    visitorsNote: 'Visitors are counted without cookies, once per day: visitors per day, summed over the period.',
    rateNote: 'enquiries per visitor',
    up: '+{change} vs {against}',
    down: '−{change} vs {against}',
    same: 'no change',
    fresh: 'none before',
    newestHeading: 'Newest enquiries',
    newestEmpty: 'No enquiries yet.',
    activityHeading: 'Recent activity',
    activityEmpty: 'Nothing has happened on the site yet.',
    activity: {
      pageview: 'Page view',
      phone_click: 'Call link clicked',
      whatsapp_click: 'WhatsApp link clicked',
      form_submission: 'Form submitted',
      send_message_click: 'Send-message click',
      download: 'Download',
      on: '{what} on {path}',
      enquiry: 'Enquiry from {name} ({form})',
    },
    loading: 'Loading the figures…',
    failed: 'The figures could not be loaded. They will be tried again in a moment.',
  },
  analytics: {
    rangeLabel: 'Date range',
    from: 'From',
    to: 'To',
    presets: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days', quarter: 'Last 90 days' },
    totals: { visitors: 'Visitors', pageviews: 'Page views', enquiries: 'Enquiries', rate: 'Conversion rate' },
    visitorsNote:
      'Visitors are counted without cookies, once per day: visitors per day, summed over the range (the same person on two days counts twice).',
    chart: {
      heading: 'Visitors and enquiries per day',
      visitors: 'Visitors',
      enquiries: 'Enquiries',
      columns: ['Day', 'Visitors', 'Page views', 'Enquiries'],
    },
    downloadCsv: 'Download CSV',
    downloadCsvOf: 'of {table}',
    showAll: 'Show all {n}',
    showFewer: 'Show fewer',
    tables: {
      pages: { heading: 'Top pages', columns: ['Page', 'Visitors', 'Page views'], empty: 'No page views in this range.' },
      entryPages: { heading: 'Entry pages', columns: ['Page', 'Visits', 'Visitors'], empty: 'No visits in this range.' },
      referrers: { heading: 'Referrers', columns: ['Site', 'Visits', 'Visitors'], empty: 'No visits from other sites in this range.' },
      sources: {
        heading: 'Sources',
        columns: ['Source', 'Visits', 'Visitors'],
        empty: 'No visits in this range.',
        note: 'utm_source, else the referring site, else (direct).',
      },
      campaigns: { heading: 'Campaigns', columns: ['Campaign (utm_campaign)', 'Visits', 'Visitors'], empty: 'No campaign visits in this range.' },
      devices: { heading: 'Devices', columns: ['Device', 'Visitors', 'Page views'], empty: 'No page views in this range.' },
      browsers: { heading: 'Browsers', columns: ['Browser', 'Visitors', 'Page views'], empty: 'No page views in this range.' },
      events: { heading: 'Calls, chats and downloads', columns: ['Event', 'Count', 'Visitors'], empty: 'No tracked clicks in this range.' },
    },
    conversionsHeading: 'What brings enquiries',
    conversionsIntro:
      'Per landing page, source and campaign: the visitors it brought, the enquiries that came from those visits, enquiries per visitor, and what has become of those enquiries.',
    conversions: {
      landing: { heading: 'Enquiries by landing page', columns: conversionColumns('Landing page'), empty: 'No visits or enquiries in this range.' },
      source: { heading: 'Enquiries by source', columns: conversionColumns('Source'), empty: 'No visits or enquiries in this range.' },
      campaign: { heading: 'Enquiries by campaign', columns: conversionColumns('Campaign'), empty: 'No campaign visits or enquiries in this range.' },
    },
    devices: { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' },
    events: {
      phone_click: 'Call link clicks',
      whatsapp_click: 'WhatsApp link clicks',
      form_submission: 'Form submissions',
      send_message_click: 'Send-message clicks',
      download: 'Downloads',
    },
    loading: 'Loading the report…',
    failed: 'The report could not be loaded. Please try again.',
  },
})
