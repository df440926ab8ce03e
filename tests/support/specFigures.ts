/**
 * The product's business figures (prices, counts, hours and limits), written out once, as the site shows them (Indian digit
 * grouping, "/month", "/day"), for both the unit content tests (content/ must hold them) and the e2e tests (the
 * built pages must show them). Copied by hand from the spec and never read from content/: a figure changed in
 * content fails both.
 */

/** "Service 'from' prices", in the order of the Home page and /services; anchor is the card's id on /services. */
export const servicesFrom = [
  { title: 'SEO Optimization', anchor: 'seo-optimization', slug: 'seo', price: '₹15,000/month' },
  { title: 'PPC Advertising', anchor: 'ppc-advertising', slug: 'ppc', price: '₹20,000/month' },
  { title: 'Social Media Marketing', anchor: 'social-media-marketing', slug: 'social-media', price: '₹12,000/month' },
  { title: 'Website Development', anchor: 'website-development', slug: 'web-development', price: '₹25,000' },
  { title: 'Mobile App Development', anchor: 'mobile-app-development', slug: 'mobile-app', price: '₹50,000' },
  { title: 'Custom Software', anchor: 'custom-software', slug: 'software-development', price: '₹75,000' },
  { title: 'Content Marketing', anchor: 'content-marketing', slug: 'content-marketing', price: '₹10,000/month' },
  { title: 'Email Marketing', anchor: 'email-marketing', slug: 'email-marketing', price: '₹8,000/month' },
] as const

/** "Service page card prices": the four offers of each /services/<slug> page, in order. */
export const servicePageCards = {
  seo: ['₹15,000/month', '₹20,000/month', '₹12,000/month', '₹18,000/month'],
  ppc: ['₹20,000/month', '₹18,000/month', '₹25,000/month', '₹15,000/month'],
  'social-media': ['₹12,000/month', '₹15,000/month', '₹18,000/month', '₹25,000/month'],
  'web-development': ['₹25,000', '₹50,000', '₹75,000', '₹30,000'],
  'mobile-app': ['₹75,000', '₹65,000', '₹50,000', '₹10,000/month maintenance'],
  'content-marketing': ['₹8,000/month', '₹15,000/month', '₹10,000/month', '₹12,000/month'],
  'email-marketing': ['₹8,000/month', '₹12,000/month', '₹10,000/month', '₹6,000/month'],
  'software-development': ['₹1,00,000', '₹75,000', '₹1,50,000', '₹50,000'],
} as const

/** "Packages (per month)"; Growth is the most popular. */
export const packages = [
  ['Startup', '₹15,000/month'],
  ['Growth', '₹35,000/month'],
  ['Enterprise', '₹75,000/month'],
] as const
export const mostPopularPackage = 'Growth'

/** "Development table (basic / standard / premium)". */
export const developmentTable = {
  columns: ['Service', 'Basic', 'Standard', 'Premium'],
  rows: [
    ['Website', '₹25,000', '₹50,000', '₹1,00,000+'],
    ['E-commerce', '₹50,000', '₹1,00,000', '₹2,50,000+'],
    ['Mobile app', '₹75,000', '₹1,50,000', '₹3,00,000+'],
    ['Custom software', '₹1,00,000', '₹2,50,000', '₹5,00,000+'],
  ],
} as const

/** "Developer rates per day" on /pricing. */
export const developerRates = [
  ['Junior Developer', '₹1,500/day'],
  ['Senior Developer', '₹2,500/day'],
  ['Expert Developer', '₹4,000/day'],
] as const

/** "On-demand services" on /developer. */
export const onDemandRates = ['₹2,000/day', '₹2,500/day', '₹3,000/day', '₹3,500/day'] as const

/** "Budget ranges" of the contact form. */
export const budgetRanges = ['₹10,000-₹25,000', '₹25,000-₹50,000', '₹50,000-₹1,00,000', '₹1,00,000-₹2,50,000', '₹2,50,000+'] as const

/** "IoT services from ... per month", on /iot. */
export const iotServicesFrom = ['₹25,000/month', '₹75,000/month', '₹35,000/month', '₹15,000/month'] as const

/** "IoT consulting from ... with durations ...", on /iot/consulting. */
export const iotConsulting = [
  { price: '₹75,000', duration: '2-4 weeks' },
  { price: '₹1,25,000', duration: '3-6 weeks' },
  { price: '₹85,000', duration: '2-3 weeks' },
  { price: '₹2,00,000', duration: '4-12 weeks' },
] as const

/** "Device bundles", on /iot/smart-devices; the second is Most Popular. */
export const deviceBundles = ['₹15,999', '₹35,999', '₹55,999'] as const
export const mostPopularBundle = 1

/** "Internship programmes": stipend a month (with its note), positions as a range. */
export const internshipProgrammes = [
  { title: 'Web Development', duration: '6 months', stipend: '₹15,000-₹25,000', positions: '4-6' },
  { title: 'Digital Marketing', duration: '6 months', stipend: '₹12,000-₹20,000', positions: '3-5' },
  { title: 'UI/UX Design', duration: '4 months', stipend: '₹10,000-₹18,000', positions: '2-3' },
  { title: 'Business Development', duration: '3 months', stipend: '₹8,000-₹15,000', note: 'plus commission', positions: '2-4' },
] as const
