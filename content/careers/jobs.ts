import { z } from 'zod'
import { defineContent, pageMetaSchema } from '../define'
import { site } from '../site'

export const departments = ['Engineering', 'Marketing', 'Design', 'Sales'] as const
export const urgencies = ['Urgent', 'High Priority', 'Open'] as const

const isoDate = z.iso.date()

/** SPEC 3 "Job opening", plus what a JobPosting needs (issue 7): slug, full description, dates, numeric salary. */
const jobSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string(),
    department: z.enum(departments),
    location: z.string(),
    type: z.literal('Full-time'),
    experience: z.string().regex(/^\d+-\d+ years$/),
    /** As shown, e.g. "8-15 LPA". */
    salary: z.string(),
    /** The same range in lakh per annum, for structured data (baseSalary in INR per year). */
    salaryLpa: z.object({ min: z.number().positive(), max: z.number().positive() }),
    /** Display label: Urgent (red badge), High Priority (orange), anything else green. */
    urgency: z.enum(urgencies),
    /** One or two sentences for the job card. */
    summary: z.string().max(260),
    /** The full description, one string per paragraph. */
    description: z.array(z.string().min(80)).min(3),
    requirements: z.array(z.string()).min(5),
    responsibilities: z.array(z.string()).min(5),
    datePosted: isoDate,
    validThrough: isoDate,
    /** Head tags of the job's own page, /careers/openings/<slug>. */
    meta: pageMetaSchema,
  })
  .refine((job) => job.salary.startsWith(`${job.salaryLpa.min}-${job.salaryLpa.max} LPA`), 'salary text matches salaryLpa')
  .refine((job) => job.salaryLpa.min < job.salaryLpa.max, 'salary range is ascending')
  .refine((job) => job.validThrough > job.datePosted, 'validThrough is after datePosted')
  .refine((job) => job.meta.path === jobPath(job.slug), 'meta.path is the job page')
export type Job = z.output<typeof jobSchema>

/** The page of one opening (issue 7: one prerendered page per role). */
export function jobPath(slug: string): string {
  return `/careers/openings/${slug}`
}

/** Where every opening is based, for JobPosting.jobLocation. */
export const jobLocation = { locality: site.homeCity, region: 'Delhi', countryCode: 'IN' } as const

const jobMeta = (slug: string, title: string, description: string, keywords: string[]) => ({
  path: jobPath(slug),
  title: `${title} Job in ${site.homeCity} | ${site.name}`,
  description,
  keywords,
})

/** The six openings (SPEC 3 table), all full-time in Delhi. */
export const jobs = defineContent(
  'content/careers/jobs.ts',
  z
    .array(jobSchema)
    .length(6)
    .refine((list) => new Set(list.map((job) => job.slug)).size === list.length, 'slugs are unique'),
  [
    {
      slug: 'senior-full-stack-developer',
      title: 'Senior Full-Stack Developer',
      department: 'Engineering',
      location: site.homeCity,
      type: 'Full-time',
      experience: '3-5 years',
      salary: '8-15 LPA',
      salaryLpa: { min: 8, max: 15 },
      urgency: 'Urgent',
      summary:
        'Build and ship web applications, e-commerce stores and IoT dashboards for our clients with React, TypeScript and Node.js, and mentor two junior developers.',
      description: [
        `${site.name} builds websites, web applications and IoT dashboards for Indian businesses, from D2C brands selling across the country to manufacturers watching their machines in real time. Our engineering team of twelve is growing, and we are hiring a senior full-stack developer who can own a client project from the first API design to production.`,
        'You will work mainly in TypeScript: React and Next.js on the front end, Node.js with PostgreSQL on the back end, deployed on AWS. A typical quarter might include a Shopify-to-custom migration for a fashion retailer, a booking platform for a chain of clinics, and the live dashboard of an industrial IoT system receiving data over MQTT.',
        'You will review code, set up CI pipelines with our DevOps engineer and mentor two junior developers. We value clear pull requests, tests that catch real bugs and honest estimates over heroics. Client calls are part of the job, so you should be comfortable explaining trade-offs in plain English or Hindi to non-technical founders.',
        `The role is based in our ${site.homeCity} office with two work-from-home days a week, core hours of 11 AM to 4 PM and no weekend work.`,
      ],
      requirements: [
        '3-5 years of professional full-stack development experience',
        'Strong TypeScript, React and Node.js; Next.js experience is a plus',
        'Solid SQL and data modelling with PostgreSQL or MySQL',
        'Experience deploying to AWS (EC2, RDS, S3, Lambda) or a similar cloud',
        'Writes automated tests and reviews code thoughtfully',
        'Clear written and spoken communication in English; Hindi helpful',
      ],
      responsibilities: [
        'Design, build and maintain client web applications end to end',
        'Turn client requirements into technical plans and estimates',
        'Review pull requests and mentor two junior developers',
        'Integrate payment gateways (Razorpay, PayU), CRMs and third-party APIs',
        'Improve performance, accessibility and Core Web Vitals of client sites',
        'Take part in sprint planning and client demos',
      ],
      datePosted: '2026-10-06',
      validThrough: '2027-01-06',
      meta: jobMeta(
        'senior-full-stack-developer',
        'Senior Full-Stack Developer',
        'Senior Full-Stack Developer (React, TypeScript, Node.js), 3-5 years, 8-15 LPA, full-time in Delhi with two WFH days a week. Own client projects end to end.',
        ['full-stack developer jobs Delhi', 'React Node.js jobs', 'senior developer hiring', 'TypeScript jobs India'],
      ),
    },
    {
      slug: 'digital-marketing-manager',
      title: 'Digital Marketing Manager',
      department: 'Marketing',
      location: site.homeCity,
      type: 'Full-time',
      experience: '4-6 years',
      salary: '6-12 LPA',
      salaryLpa: { min: 6, max: 12 },
      urgency: 'High Priority',
      summary:
        'Lead a team of six specialists across SEO, Google Ads, Meta ads and email, own results for a portfolio of client accounts and report to the founders.',
      description: [
        `Our marketing team runs SEO, paid search, social media and email campaigns for more than 150 clients, from dental clinics in South Delhi to B2B manufacturers exporting from Ludhiana. As Digital Marketing Manager at ${site.name} you will lead six specialists and own the results of a portfolio of client accounts.`,
        'You will plan quarterly strategies with clients, set targets the team can be measured on, allocate budgets between Google Ads, Meta and organic channels, and make sure every monthly report explains not only what happened but what we will do next. When a campaign underperforms, you will be the one who finds out why.',
        'You will also shape how we work: the playbooks for onboarding a new client, the dashboards in Looker Studio that clients see, and the way we test creatives and landing pages. You will hire and coach specialists and work closely with our content and design teams.',
        'The role suits someone who has managed real budgets, enjoys client conversations and can move between a keyword report and a board-level presentation in the same afternoon.',
      ],
      requirements: [
        '4-6 years in digital marketing, at least 2 of them leading people or accounts',
        'Hands-on experience with Google Ads, Meta Ads Manager and GA4',
        'Working knowledge of technical and local SEO',
        'Has managed monthly ad budgets of ₹5 lakh or more',
        'Confident presenting results and plans to business owners',
        'Google Ads or Meta Blueprint certification preferred',
      ],
      responsibilities: [
        'Own strategy, targets and results for a portfolio of client accounts',
        'Lead, hire and coach a team of six marketing specialists',
        'Plan and approve media budgets across search, social and email',
        'Run monthly performance reviews and quarterly planning with clients',
        'Build reporting dashboards and testing playbooks',
        'Work with sales on proposals for new clients',
      ],
      datePosted: '2026-10-13',
      validThrough: '2027-01-13',
      meta: jobMeta(
        'digital-marketing-manager',
        'Digital Marketing Manager',
        'Lead six specialists across SEO, Google Ads, Meta and email. Digital Marketing Manager, 4-6 years, 6-12 LPA, full-time in Delhi at a growing agency.',
        ['digital marketing manager jobs Delhi', 'performance marketing jobs', 'SEO and PPC manager', 'agency jobs India'],
      ),
    },
    {
      slug: 'ui-ux-designer',
      title: 'UI/UX Designer',
      department: 'Design',
      location: site.homeCity,
      type: 'Full-time',
      experience: '2-4 years',
      salary: '5-10 LPA',
      salaryLpa: { min: 5, max: 10 },
      urgency: 'Open',
      summary:
        'Design websites, mobile apps and dashboards in Figma, from user research and wireframes to polished, accessible interfaces that our developers can build.',
      description: [
        `Designers at ${site.name} work on a wide mix of products: e-commerce stores, service websites, Android and iOS apps and the IoT dashboards our clients use on factory floors. We are looking for a UI/UX designer who cares as much about why a screen exists as about how it looks.`,
        'You will run short research rounds with real users, often customers of our clients in tier-2 and tier-3 cities, and turn what you learn into flows, wireframes and high-fidelity designs in Figma. Many of our interfaces are used on budget Android phones and in Hindi as well as English, so clarity and performance matter more than decoration.',
        'You will maintain our component library and design tokens, hand over developer-ready files and review the built product for fidelity and accessibility. You will present your work to clients and defend decisions with evidence.',
        'You will join a design team of four and work side by side with developers and marketers, with two work-from-home days a week.',
      ],
      requirements: [
        '2-4 years of UI/UX design experience with a portfolio of shipped work',
        'Expert in Figma: auto layout, components and variants, prototyping',
        'Experience designing for mobile apps and responsive websites',
        'Understanding of WCAG accessibility guidelines',
        'Able to run simple usability tests and interviews',
        'Basic HTML and CSS knowledge is a plus',
      ],
      responsibilities: [
        'Research users and map journeys for new client projects',
        'Create wireframes, prototypes and final UI designs in Figma',
        'Maintain the shared design system and component library',
        'Hand over specifications and assets to developers and review builds',
        'Present designs to clients and iterate on feedback',
        'Design landing pages and ad creatives with the marketing team',
      ],
      datePosted: '2026-10-20',
      validThrough: '2027-01-20',
      meta: jobMeta(
        'ui-ux-designer',
        'UI/UX Designer',
        'UI/UX Designer role in Delhi: design websites, apps and IoT dashboards in Figma. 2-4 years of experience, 5-10 LPA, full-time with a hybrid work week.',
        ['UI UX designer jobs Delhi', 'Figma designer jobs', 'product designer India', 'design jobs hybrid'],
      ),
    },
    {
      slug: 'business-development-executive',
      title: 'Business Development Executive',
      department: 'Sales',
      location: site.homeCity,
      type: 'Full-time',
      experience: '2-4 years',
      salary: '4-8 LPA plus commission',
      salaryLpa: { min: 4, max: 8 },
      urgency: 'Urgent',
      summary:
        'Find and win new clients for our marketing, web and IoT services among small and mid-sized businesses in Delhi NCR, with uncapped commission on every deal.',
      description: [
        `${site.name} grows mainly through referrals and inbound enquiries, and we now want a business development executive to take that further. You will find, qualify and win small and mid-sized businesses across Delhi NCR that need digital marketing, a new website or app, or an IoT system.`,
        'Your day will mix calls and meetings with inbound leads, outreach on LinkedIn and at industry events, and visits to prospects in places like Okhla, Naraina, Noida and Gurugram. You will understand each business, bring in a specialist from our delivery team when needed, and turn the conversation into a clear proposal.',
        'You will own your pipeline in our CRM, forecast honestly and hand won clients over to the account team with everything they need. The fixed salary of 4-8 LPA comes with uncapped commission paid quarterly on every deal you close.',
        'We are looking for someone persuasive but honest: we would rather lose a deal than sell a client a service that will not work for them.',
      ],
      requirements: [
        '2-4 years in B2B sales, ideally selling digital or IT services',
        'Proven record of meeting or beating sales targets',
        'Excellent spoken and written English and Hindi',
        'Comfortable with cold calls, LinkedIn outreach and client visits',
        'Experience with a CRM such as Zoho, HubSpot or Salesforce',
        'Own two-wheeler or car for client meetings in Delhi NCR preferred',
      ],
      responsibilities: [
        'Generate and qualify new leads for all our service lines',
        'Meet prospects, understand their needs and present our services',
        'Prepare proposals and quotes with the delivery team',
        'Negotiate and close deals against monthly and quarterly targets',
        'Keep the CRM pipeline and forecasts up to date',
        'Represent the company at trade fairs and business events',
      ],
      datePosted: '2026-10-27',
      validThrough: '2027-01-27',
      meta: jobMeta(
        'business-development-executive',
        'Business Development Executive',
        'Sell digital marketing, web and IoT services to businesses across Delhi NCR. 2-4 years B2B sales, 4-8 LPA plus uncapped commission, full-time.',
        ['business development executive jobs Delhi', 'IT sales jobs', 'B2B sales jobs NCR', 'sales jobs with commission'],
      ),
    },
    {
      slug: 'devops-engineer',
      title: 'DevOps Engineer',
      department: 'Engineering',
      location: site.homeCity,
      type: 'Full-time',
      experience: '3-5 years',
      salary: '7-14 LPA',
      salaryLpa: { min: 7, max: 14 },
      urgency: 'Open',
      summary:
        'Own the cloud infrastructure, CI/CD and monitoring for client websites, applications and IoT platforms on AWS, with infrastructure as code throughout.',
      description: [
        `${site.name} hosts and runs dozens of client systems: e-commerce stores that peak during Diwali sales, business applications used every working day, and IoT platforms ingesting data from over a thousand devices through AWS IoT Core. We are hiring a DevOps engineer to make all of it reliable, secure and affordable.`,
        'You will manage AWS accounts for us and our clients using Terraform, run containers on ECS and Kubernetes, and maintain GitHub Actions pipelines so developers can ship several times a day with confidence. You will set up monitoring and alerting with CloudWatch, Prometheus and Grafana, and keep backups and disaster recovery tested, not just configured.',
        'Cost matters to our clients, so you will also review cloud bills, right-size resources and suggest savings. Security is part of the job: IAM policies, secrets management, patching and the occasional audit questionnaire from a client.',
        'You will share an on-call rota with two senior developers, roughly one week in six, with time off in lieu for any out-of-hours incidents.',
      ],
      requirements: [
        '3-5 years in DevOps, SRE or cloud infrastructure roles',
        'Strong AWS experience: VPC, EC2, ECS or EKS, RDS, IAM, CloudFront',
        'Infrastructure as code with Terraform or CloudFormation',
        'Docker, and Kubernetes in production',
        'CI/CD with GitHub Actions, GitLab CI or Jenkins',
        'Scripting in Bash and Python; Linux administration',
      ],
      responsibilities: [
        'Design, build and maintain cloud infrastructure as code',
        'Run and improve CI/CD pipelines for all projects',
        'Set up monitoring, logging and alerting, and respond to incidents',
        'Harden security: IAM, secrets, patching and backups',
        'Optimise cloud costs for the company and its clients',
        'Support the IoT team with MQTT brokers and device fleet infrastructure',
      ],
      datePosted: '2026-11-03',
      validThrough: '2027-02-03',
      meta: jobMeta(
        'devops-engineer',
        'DevOps Engineer',
        'DevOps Engineer in Delhi: AWS, Terraform, Kubernetes and CI/CD for client apps and IoT platforms. 3-5 years of experience, 7-14 LPA, full-time.',
        ['DevOps engineer jobs Delhi', 'AWS DevOps jobs', 'Kubernetes Terraform jobs', 'cloud engineer India'],
      ),
    },
    {
      slug: 'content-marketing-specialist',
      title: 'Content Marketing Specialist',
      department: 'Marketing',
      location: site.homeCity,
      type: 'Full-time',
      experience: '2-3 years',
      salary: '4-7 LPA',
      salaryLpa: { min: 4, max: 7 },
      urgency: 'Open',
      summary:
        'Plan and write SEO-led blogs, case studies, newsletters and social posts for our clients and our own brand, and measure what each piece achieves.',
      description: [
        `Content is at the heart of the SEO and social media work ${site.name} does for its clients. We are looking for a content marketing specialist who can research a topic properly, write clearly for Indian readers and prove with data that the work brought traffic and leads.`,
        'You will plan monthly content calendars for four to six client accounts across industries such as healthcare, real estate, education and manufacturing, and write long-form blog posts, landing pages, case studies and email newsletters. You will use keyword research from Ahrefs or Semrush to choose topics, and work with our SEO team on briefs and internal linking.',
        'You will also write for our own blog and social channels, interview clients for case studies and brief designers on infographics and carousels. Every quarter you will review what performed and adjust the plan.',
        'Writing in Hindi as well as English is a strong plus, as more of our clients want to reach readers in their own language.',
      ],
      requirements: [
        '2-3 years of content writing or content marketing experience',
        'Excellent written English with a portfolio of published work',
        'Understanding of on-page SEO and keyword research',
        'Experience with WordPress or another CMS',
        'Comfortable using GA4 and Search Console to measure content',
        'Hindi writing skills are a plus',
      ],
      responsibilities: [
        'Plan monthly content calendars for client and in-house channels',
        'Research and write blogs, landing pages, case studies and newsletters',
        'Write SEO briefs and optimise existing content',
        'Interview clients and experts for case studies',
        'Brief designers on visuals for articles and social media',
        'Report on traffic, rankings and leads from content',
      ],
      datePosted: '2026-11-10',
      validThrough: '2027-02-10',
      meta: jobMeta(
        'content-marketing-specialist',
        'Content Marketing Specialist',
        'Content Marketing Specialist, 2-3 years, 4-7 LPA, in Delhi: write SEO blogs, case studies and newsletters for clients across industries. Full-time role.',
        ['content marketing jobs Delhi', 'content writer jobs', 'SEO content specialist', 'marketing jobs India'],
      ),
    },
  ],
)

/** The careers overview shows 5 of the 6 openings (SPEC 3): all but the Content Marketing Specialist. */
export const overviewJobSlugs = [
  'senior-full-stack-developer',
  'digital-marketing-manager',
  'ui-ux-designer',
  'business-development-executive',
  'devops-engineer',
] as const

export const overviewJobs: Job[] = overviewJobSlugs.map((slug) => {
  const job = jobs.find((candidate) => candidate.slug === slug)
  if (!job) throw new Error(`content/careers/jobs.ts: no opening with slug ${slug}`)
  return job
})

/** The text a JobPosting's `description` carries: the paragraphs, then the two lists. */
export function jobPostingDescription(job: Job): string {
  return [...job.description, `Responsibilities: ${job.responsibilities.join('; ')}.`, `Requirements: ${job.requirements.join('; ')}.`].join('\n\n')
}
