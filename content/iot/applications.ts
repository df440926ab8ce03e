import { z } from 'zod'
import { callToActionSchema, cardSchema, defineContent, figureSchema, heroSchema, internalLinkSchema, pageMetaSchema } from '../define'
import { site } from '../site'

/** A statistic: number (as shown), label. */

/** Icon names the page's components draw for the industry blocks. */
export const industryIcons = ['factory', 'building', 'truck', 'sprout', 'shopping-cart', 'heart-pulse'] as const

/** An industry block: icon, title, description, useCases, benefits, caseStudy. */
const industryBlockSchema = z.object({
  icon: z.enum(industryIcons),
  title: z.string(),
  description: z.string(),
  benefits: z.array(z.string()).min(3),
  useCases: z.array(z.string()).min(3),
  caseStudy: z.object({
    /** Anonymised client, as clients ask. */
    client: z.string(),
    story: z.string(),
    /** The headline result. */
    result: z.string(),
  }),
})
export type IndustryBlock = z.output<typeof industryBlockSchema>

const iotApplicationsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(internalLinkSchema).max(2) }),
  /** Names the statistics strip for screen readers. */
  statisticsLabel: z.string().min(3),
  statistics: z.array(figureSchema).length(4),
  industries: z.object({ title: z.string(), lead: z.string(), items: z.array(industryBlockSchema).length(6) }),
  process: z.object({
    title: z.string(),
    lead: z.string(),
    steps: z
      .array(z.object({ step: z.number().int().positive(), title: z.string(), description: z.string(), details: z.array(z.string()).min(3) }))
      .length(4),
  }),
  reasons: z.object({ title: z.string(), items: z.array(cardSchema).length(3) }),
  cta: callToActionSchema.extend({ actions: z.array(internalLinkSchema).min(1).max(2) }),
})

/** /iot/applications. */
export const iotApplications = defineContent('content/iot/applications.ts', iotApplicationsSchema, {
  meta: {
    path: '/iot/applications',
    title: `IoT Applications by Industry | ${site.name}`,
    description:
      'How IoT is used in manufacturing, smart buildings, logistics, agriculture, retail and healthcare, with real use cases, benefits and success stories from India.',
    keywords: ['IoT applications', 'IoT use cases', 'IoT in manufacturing', 'IoT in agriculture India', 'IoT in healthcare'],
  },
  hero: {
    eyebrow: 'IoT Applications',
    title: 'IoT at work across industries',
    subtitle:
      'From forging presses in Faridabad to grape farms near Nashik, connected devices are cutting waste, downtime and risk. Here is where IoT delivers, and the results our clients have seen.',
    actions: [{ label: 'Discuss Your Use Case', href: '/contact' }],
  },
  statisticsLabel: 'IoT in numbers',
  statistics: [
    { value: '500+', label: 'IoT Projects Deployed' },
    { value: '100+', label: 'Industries Served' },
    { value: '1000+', label: 'Connected Devices' },
    { value: '99.9%', label: 'System Uptime' },
  ],
  industries: {
    title: 'Applications by industry',
    lead: 'Six sectors where we deploy IoT most often, with what it does there and one result from a client.',
    items: [
      {
        icon: 'factory',
        title: 'Manufacturing & Industrial',
        description:
          'Connected machines report their own health, output and energy use, so maintenance is planned, bottlenecks are visible and every kilowatt-hour is accounted for.',
        benefits: ['Less unplanned downtime', 'Higher OEE', 'Lower energy cost per unit', 'Traceable quality data'],
        useCases: [
          'Predictive maintenance from vibration and temperature',
          'Real-time OEE and downtime tracking',
          'Compressed-air leak and energy monitoring',
          'Furnace and oven temperature logging',
        ],
        caseStudy: {
          client: 'An auto-components forging unit in Faridabad',
          story:
            'Vibration sensors on 18 presses and energy meters on every feeder showed that two hydraulic pumps were failing and that idle machines drew power through lunch breaks and shift changes.',
          result: 'Unplanned downtime down 35% and power bill down 12% within six months',
        },
      },
      {
        icon: 'building',
        title: 'Smart Buildings & Facilities',
        description:
          'Sensors and smart controls run lighting, air conditioning, water and backup power by occupancy and schedule, with one dashboard for the facility team.',
        benefits: [
          'Lower electricity and diesel cost',
          'Better comfort and air quality',
          'Fewer complaints and breakdowns',
          'Accurate tenant sub-metering',
        ],
        useCases: [
          'Occupancy-based HVAC and lighting control',
          'DG set and diesel monitoring',
          'Water tank and pump automation',
          'Indoor air quality monitoring',
        ],
        caseStudy: {
          client: 'A 12-storey office tower in Gurugram',
          story:
            'Floor-wise energy meters, CO2 sensors and smart relays on the AHUs let the facility team run air conditioning by actual occupancy instead of a fixed 8 AM to 10 PM schedule.',
          result: 'HVAC energy down 22% with fewer comfort complaints',
        },
      },
      {
        icon: 'truck',
        title: 'Transportation & Logistics',
        description:
          'GPS, temperature and fuel sensors give dispatchers a live view of every vehicle and consignment, and customers proof of how their goods travelled.',
        benefits: ['Lower fuel cost', 'On-time deliveries', 'Proof of cold-chain compliance', 'Less pilferage'],
        useCases: [
          'Live fleet tracking and route replay',
          'Reefer temperature monitoring',
          'Fuel level and theft detection',
          'Warehouse asset tracking with BLE tags',
        ],
        caseStudy: {
          client: 'A Delhi-based cold-chain transporter with 60 reefer trucks',
          story:
            'Temperature loggers with 4G uplink and door sensors replaced paper logs; dispatchers now get an alert the moment a reefer drifts out of range or a door opens between stops.',
          result: 'Temperature-related claims down 80% in the first year',
        },
      },
      {
        icon: 'sprout',
        title: 'Agriculture & Farming',
        description:
          'Soil, weather and water sensors on LoRaWAN tell farmers when and how much to irrigate and warn them of conditions that invite frost, heat stress or disease.',
        benefits: ['Less water and power for irrigation', 'Higher yields', 'Early disease and frost warnings', 'Data for certification'],
        useCases: [
          'Soil-moisture driven drip irrigation',
          'On-farm weather stations',
          'Polyhouse climate control',
          'Milk chiller and cold store monitoring',
        ],
        caseStudy: {
          client: 'A 40-acre grape farm near Nashik',
          story:
            'Twelve soil probes and a weather station on a single LoRaWAN gateway now drive the drip valves, and leaf-wetness alerts time the fungicide sprays.',
          result: 'Water use down 30% and spray rounds down by a third',
        },
      },
      {
        icon: 'shopping-cart',
        title: 'Retail & E-commerce',
        description:
          'Store and warehouse sensors track footfall, refrigeration and stock, so chains can staff, stock and cool their stores by data rather than guesswork.',
        benefits: ['Less spoilage', 'Better staffing decisions', 'Lower store energy cost', 'Fewer stock-outs'],
        useCases: [
          'Refrigeration and freezer monitoring',
          'Footfall counting and heatmaps',
          'Smart shelves and stock alerts',
          'Central control of store lighting and AC',
        ],
        caseStudy: {
          client: 'A 25-store grocery chain in Delhi NCR',
          story:
            'Wireless sensors in every chiller and freezer send alerts to the store manager and the area manager on WhatsApp when a door is left open or a compressor fails.',
          result: 'Dairy and frozen-food wastage down 40%',
        },
      },
      {
        icon: 'heart-pulse',
        title: 'Healthcare & Medical',
        description:
          'Hospitals use IoT to keep vaccines, blood and medicines in range, track critical equipment and watch medical gas and power supplies around the clock.',
        benefits: ['Safer storage of vaccines and blood', 'Faster equipment location', 'Audit-ready records', 'Fewer critical-system failures'],
        useCases: [
          'Vaccine and blood bank temperature monitoring',
          'Medical oxygen pressure and level monitoring',
          'Equipment tracking with BLE tags',
          'Remote patient vitals monitoring',
        ],
        caseStudy: {
          client: 'A 150-bed multi-speciality hospital in Noida',
          story:
            'Temperature sensors in 40 refrigerators and pressure sensors on the oxygen manifold feed a nursing-station dashboard with escalation to the biomedical team by call and SMS.',
          result: 'Zero cold-chain excursions in the last NABH audit period',
        },
      },
    ],
  },
  process: {
    title: 'Our implementation process',
    lead: 'Four steps take a use case from idea to a system that runs reliably and keeps improving.',
    steps: [
      {
        step: 1,
        title: 'Assessment',
        description: 'We study your operations, sites and goals and agree on the use case and the numbers that define success.',
        details: ['Site visit and coverage survey', 'Baseline of current costs and losses', 'Use case and KPI sign-off'],
      },
      {
        step: 2,
        title: 'Design',
        description: 'We choose sensors, connectivity and platform, and design dashboards and alerts with the people who will use them.',
        details: ['Architecture and bill of materials', 'Dashboard and alert design', 'Security and data-retention plan'],
      },
      {
        step: 3,
        title: 'Deploy',
        description: 'Our engineers install, configure and test everything on site, then train your team.',
        details: ['Installation with minimal disruption', 'Commissioning and acceptance tests', 'Hands-on training for operators and managers'],
      },
      {
        step: 4,
        title: 'Optimize',
        description: 'We review the data with you, tune thresholds and automations, and extend the system to new sites and use cases.',
        details: ['Monthly performance reviews', 'Threshold and model tuning', 'Scale-up to more lines and sites'],
      },
    ],
  },
  reasons: {
    title: `Why choose ${site.name} for IoT`,
    items: [
      {
        title: 'Industry Know-How',
        description:
          'We have deployed IoT on factory floors, farms, hospitals and fleets, so we know the regulations, equipment and failure modes of each.',
      },
      {
        title: 'Reliable in the Field',
        description: 'Edge buffering, 4G failover and remote device management keep systems running at 99.9% uptime through power cuts and network drops.',
      },
      {
        title: 'Measurable ROI',
        description: 'Every project starts with a baseline and ends with a report of the savings, so you know exactly what the investment returned.',
      },
    ],
  },
  cta: {
    title: 'See what IoT can do for your industry',
    text: 'Tell us your sector and the problem you want solved. We will share a relevant case study and suggest a pilot that proves the value on your own site.',
    actions: [
      { label: 'Start Your IoT Project', href: '/contact' },
      { label: 'Explore IoT Solutions', href: '/iot/solutions' },
    ],
  },
})
