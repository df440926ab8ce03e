import { z } from 'zod'
import { callToActionSchema, defineContent, heroSchema, linkTo, pageMetaSchema, priceSchema } from '../define'
import { site } from '../site'

const contactButtonSchema = linkTo('/contact')

/** An IoT consulting offer: title, description, services list, duration, price. */
const consultingOfferSchema = z.object({
  title: z.string(),
  price: priceSchema,
  description: z.string(),
  /** As shown, e.g. "2-4 weeks". */
  duration: z.string().regex(/^\d+-\d+ weeks$/),
  services: z.array(z.string()).min(4),
  button: contactButtonSchema,
})

/** A process step (consulting steps also have a duration). */
const consultingStepSchema = z.object({
  step: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  details: z.array(z.string()).length(4),
  duration: z.string(),
})

const iotConsultingSchema = z.object({
  meta: pageMetaSchema,
  /** The kind of service the page sells, for its `Service` structured data. */
  serviceType: z.string().min(3),
  hero: heroSchema.extend({ actions: z.tuple([contactButtonSchema]) }),
  offers: z.object({
    title: z.string(),
    lead: z.string(),
    /** Before each offer's duration: "Duration: 2-4 weeks". */
    durationLabel: z.string().min(3),
    items: z.array(consultingOfferSchema).length(4),
  }),
  process: z.object({
    title: z.string(),
    lead: z.string(),
    steps: z
      .array(consultingStepSchema)
      .length(5)
      .refine((steps) => steps.every((s, i) => s.step === i + 1), 'steps are numbered 1 to 5 in order'),
  }),
  expertise: z.object({
    title: z.string(),
    lead: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), skills: z.array(z.string()).min(3) })).min(4),
  }),
  industries: z.object({
    title: z.string(),
    lead: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string() })).length(6),
  }),
  reasons: z.object({
    title: z.string(),
    items: z.array(z.object({ title: z.string(), highlight: z.string(), description: z.string() })).length(4),
  }),
  cta: callToActionSchema.extend({ actions: z.tuple([contactButtonSchema]) }),
})

/** /iot/consulting: the offers with their prices and durations. */
export const iotConsulting = defineContent('content/iot/consulting.ts', iotConsultingSchema, {
  serviceType: 'IoT consulting',
  meta: {
    path: '/iot/consulting',
    title: `IoT Consulting Services | ${site.name}`,
    description:
      'IoT strategy, architecture, security audits and Industry 4.0 programmes from ₹75,000. Fixed-scope engagements of 2 to 12 weeks with a clear roadmap and ROI case.',
    keywords: ['IoT consulting', 'IoT strategy', 'IoT security assessment', 'Industry 4.0 consulting India', 'IoT architecture'],
  },
  hero: {
    eyebrow: 'IoT Consulting',
    title: 'Get your IoT investment right the first time',
    subtitle:
      'Independent advice before you buy hardware or sign a platform contract: which use cases pay back, which technology fits your sites, and what it will really cost to run for five years.',
    actions: [{ label: 'Book a Free Consultation', href: '/contact' }],
  },
  offers: {
    title: 'Consulting services',
    durationLabel: 'Duration',
    lead: 'Fixed-scope engagements with a fixed starting price. Each ends with documents and decisions your team keeps, whoever builds the system.',
    items: [
      {
        title: 'IoT Strategy & Roadmap',
        price: { amount: 75_000, period: 'one-off', from: true },
        description:
          'For leadership teams deciding where IoT fits. We rank candidate use cases by value and effort and turn the best ones into a phased, budgeted plan.',
        duration: '2-4 weeks',
        services: [
          'Stakeholder workshops with operations, maintenance and finance',
          'Use-case shortlist scored on value, effort and risk',
          'Business case with payback period for the top three use cases',
          'Phased roadmap with budget and team plan',
        ],
        button: { label: 'Learn More', href: '/contact' },
      },
      {
        title: 'IoT Architecture & Platform Design',
        price: { amount: 1_25_000, period: 'one-off', from: true },
        description:
          'For teams ready to build. We design the device, network, cloud and application layers and choose platforms on measured criteria, not vendor slides.',
        duration: '3-6 weeks',
        services: [
          'Sensor and connectivity selection: LoRaWAN, NB-IoT, 4G or Wi-Fi',
          'Cloud platform comparison: AWS IoT Core, Azure IoT Hub or self-hosted',
          'Data model, integration and API design for ERP and MES',
          'Five-year total cost of ownership estimate',
          'Vendor RFP support and proposal evaluation',
        ],
        button: { label: 'Learn More', href: '/contact' },
      },
      {
        title: 'IoT Security Assessment',
        price: { amount: 85_000, period: 'one-off', from: true },
        description:
          'For companies with devices already in the field. We test devices, networks and cloud configuration and hand over a prioritised fix list.',
        duration: '2-3 weeks',
        services: [
          'Firmware and device hardening review',
          'Network and MQTT broker penetration testing',
          'Cloud IAM and certificate management audit',
          'Review against the OWASP IoT Top 10 and CERT-In guidelines',
          'Prioritised remediation report and a debrief for your team',
        ],
        button: { label: 'Learn More', href: '/contact' },
      },
      {
        title: 'Industry 4.0 Transformation Programme',
        price: { amount: 2_00_000, period: 'one-off', from: true },
        description:
          'For manufacturers modernising a plant end to end. We lead the programme from assessment through pilot to roll-out, working alongside your plant team.',
        duration: '4-12 weeks',
        services: [
          'Digital maturity assessment of one or more plants',
          'Pilot line design, vendor coordination and go-live',
          'OEE, energy and quality KPI framework',
          'Change management and shop-floor training',
          'Roll-out plan for the remaining lines and plants',
        ],
        button: { label: 'Learn More', href: '/contact' },
      },
    ],
  },
  process: {
    title: 'How a consulting engagement runs',
    lead: 'Five steps, each with a clear output you sign off before the next one starts.',
    steps: [
      {
        step: 1,
        title: 'Discovery',
        description: 'We learn your business goals, operations and constraints before talking about technology.',
        details: [
          'Kick-off workshop with decision-makers',
          'Interviews with operations and IT',
          'Review of existing systems and data',
          'Agreed success criteria',
        ],
        duration: '1 week',
      },
      {
        step: 2,
        title: 'Site Assessment',
        description: 'Our engineers visit your sites to check equipment, power, network coverage and installation constraints.',
        details: ['Equipment and asset inventory', 'Mobile, Wi-Fi and LoRaWAN coverage survey', 'Electrical and mounting checks', 'Gap analysis report'],
        duration: '1-2 weeks',
      },
      {
        step: 3,
        title: 'Solution Design',
        description: 'We design the architecture and compare options with their costs and risks, so you choose with full information.',
        details: ['Reference architecture', 'Technology and vendor comparison', 'Security design', 'Budget and five-year cost model'],
        duration: '1-2 weeks',
      },
      {
        step: 4,
        title: 'Proof of Concept',
        description: 'A small working deployment proves the design and the business case on your own equipment.',
        details: [
          'Pilot on one line, floor or site',
          'Live dashboard with real data',
          'Measured results against the success criteria',
          'Go or no-go recommendation',
        ],
        duration: '2-4 weeks',
      },
      {
        step: 5,
        title: 'Roadmap & Handover',
        description: 'We hand over everything needed to scale, with your team or ours.',
        details: ['Roll-out roadmap and budget', 'Documentation and source files', 'Training for your team', '30 days of follow-up support'],
        duration: '1 week',
      },
    ],
  },
  expertise: {
    title: 'Areas of expertise',
    lead: 'Our consultants have built and run IoT systems, not just recommended them.',
    items: [
      {
        title: 'Sensors & Embedded Systems',
        description: 'Choosing and integrating sensors, and writing reliable low-power firmware.',
        skills: ['ESP32 and STM32 firmware', 'Battery life optimisation', 'Industrial sensor integration'],
      },
      {
        title: 'Connectivity & Networks',
        description: 'Picking the right network for range, power and cost, and proving it with a site survey.',
        skills: ['LoRaWAN network planning', 'NB-IoT and 4G', 'Industrial Ethernet and RS-485'],
      },
      {
        title: 'Cloud & Edge Platforms',
        description: 'Designing platforms that scale from a pilot to thousands of devices without a rewrite.',
        skills: ['AWS IoT Core and Greengrass', 'Azure IoT Hub', 'Edge computing on gateways'],
      },
      {
        title: 'Data Analytics & AI',
        description: 'Turning sensor streams into predictions, alerts and reports people use.',
        skills: ['Time-series databases', 'Anomaly detection and predictive maintenance', 'Grafana and Power BI dashboards'],
      },
      {
        title: 'IoT Security',
        description: 'Securing devices, networks and clouds across the whole life of the product.',
        skills: ['Device identity and X.509 certificates', 'Secure boot and signed OTA updates', 'Penetration testing'],
      },
      {
        title: 'Industrial Integration',
        description: 'Connecting IoT data to the systems that run the plant and the business.',
        skills: ['PLC, SCADA and OPC UA', 'MES and ERP integration', 'ISA-95 data models'],
      },
    ],
  },
  industries: {
    title: 'Industries we advise',
    lead: 'Sector knowledge matters as much as technology: regulations, equipment and margins differ in every industry.',
    items: [
      {
        name: 'Manufacturing',
        description: 'Automotive, forging, plastics, textiles and FMCG plants moving to condition-based maintenance and OEE tracking.',
      },
      { name: 'Healthcare', description: 'Hospitals and diagnostic chains monitoring cold chains, medical gases and critical equipment.' },
      { name: 'Agriculture', description: 'Farms, FPOs and agritech firms using soil, weather and irrigation data at scale.' },
      { name: 'Energy & Utilities', description: 'Solar plants, DISCOM contractors and water utilities monitoring distributed assets.' },
      { name: 'Logistics & Warehousing', description: 'Transporters and 3PLs tracking fleets, cold chains and high-value inventory.' },
      { name: 'Real Estate & Facilities', description: 'Developers and facility managers running smart buildings, townships and housing societies.' },
    ],
  },
  reasons: {
    title: `Why choose ${site.name} for IoT consulting`,
    items: [
      {
        title: 'Expert Team',
        highlight: '5+ years',
        description: 'Every consultant has 5+ years of hands-on IoT work in embedded systems, networks or cloud platforms.',
      },
      {
        title: 'Proven Results',
        highlight: '100+ projects',
        description: '100+ IoT projects delivered, with clients reporting a 40% average ROI gain on the use cases we recommended.',
      },
      {
        title: 'Security First',
        highlight: 'Secure by design',
        description: 'Device identity, encryption and update plans are part of every design from day one, not added after a breach.',
      },
      {
        title: 'End-to-End Support',
        highlight: 'Strategy to scale',
        description: 'From the first workshop to roll-out and support, one team stays accountable, and we build what we recommend if you want us to.',
      },
    ],
  },
  cta: {
    title: 'Talk to an IoT consultant',
    text: 'A free 45-minute call with a senior consultant: bring your use case, and leave with an honest view of what will work, what it costs and where to start.',
    actions: [{ label: 'Schedule Free Consultation', href: '/contact' }],
  },
})
