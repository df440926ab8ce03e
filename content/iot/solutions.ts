import { z } from 'zod'
import { callToActionSchema, cardSchema, defineContent, heroSchema, internalLinkSchema, linkTo, pageMetaSchema } from '../define'
import { site } from '../site'

/** An IoT solution: title, description, features, benefits. */
const iotSolutionSchema = z.object({
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()).min(4),
  benefits: z.array(z.string()).min(3),
})

const iotSolutionsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(internalLinkSchema).max(2) }),
  categoriesTitle: z.string().min(5),
  categories: z.array(iotSolutionSchema).length(4),
  whyChoose: z.object({
    title: z.string(),
    lead: z.string(),
    items: z.array(cardSchema).min(4),
  }),
  cta: callToActionSchema.extend({ actions: z.array(linkTo('/contact')).min(1).max(2) }),
})

/** /iot/solutions: four solution categories with features and benefits. */
export const iotSolutions = defineContent('content/iot/solutions.ts', iotSolutionsSchema, {
  meta: {
    path: '/iot/solutions',
    title: `IoT Solutions for Industry, Buildings & Farms | ${site.name}`,
    description:
      'Industrial monitoring, smart building energy control, precision farming and fleet tracking: IoT solutions built and supported for Indian conditions.',
    keywords: ['IoT solutions', 'industrial automation India', 'smart building energy management', 'smart agriculture IoT', 'fleet tracking'],
  },
  hero: {
    eyebrow: 'IoT Solutions',
    title: 'IoT solutions that pay for themselves',
    subtitle:
      'We start from the problem you want solved, whether breakdowns, power bills, water or missing stock, and then pick the sensors, network and software that solve it at the lowest running cost.',
    actions: [{ label: 'Discuss Your Requirement', href: '/contact' }],
  },
  categoriesTitle: 'Our IoT solutions',
  categories: [
    {
      title: 'Industrial Automation & Monitoring',
      description:
        'For manufacturing plants, from forging and auto-component units to food and pharma: connect machines old and new, see what each one is doing, and get warned before it breaks.',
      features: [
        'Non-invasive current and vibration sensors for machines without a PLC',
        'PLC and SCADA data over OPC UA, Modbus TCP and Profinet gateways',
        'Downtime logging with reason codes entered at the machine',
        'Compressed-air, boiler and chiller monitoring',
        'Shop-floor TV dashboards and shift-wise reports on mobile',
      ],
      benefits: [
        'Fewer breakdowns through condition-based maintenance',
        'True OEE per machine instead of estimates',
        'Energy cost per part, per shift and per customer order',
        'Data for ISO 50001 and customer audits',
      ],
    },
    {
      title: 'Smart Building & Energy Management',
      description:
        'For offices, malls, hotels, hospitals and housing societies: one dashboard for electricity, DG sets, HVAC, lighting and water, with automatic schedules and alarms.',
      features: [
        'Smart energy meters per floor, tenant or circuit',
        'Occupancy and CO2 based air-conditioning control',
        'DG set monitoring: run hours, diesel level and theft alerts',
        'Water tank, sump and STP level monitoring with pump control',
        'Integration with existing BMS over BACnet and Modbus',
      ],
      benefits: [
        'Lower electricity bills through scheduling and demand control',
        'Accurate tenant billing from sub-meters',
        'Less diesel pilferage and fewer dry-running pumps',
        'Better indoor air quality for staff and visitors',
      ],
    },
    {
      title: 'Smart Agriculture & Cold Chain',
      description:
        'For farms, greenhouses, polyhouses, dairies and cold stores: LoRaWAN sensors that run for years on batteries and cover large areas from a single gateway.',
      features: [
        'Soil moisture and temperature probes at two depths',
        'Automatic drip and sprinkler valves driven by soil data',
        'On-farm weather stations with rainfall and wind',
        'Milk chiller and cold-room temperature logging',
        'Alerts by SMS and WhatsApp in Hindi or English',
      ],
      benefits: [
        'Less water and electricity for irrigation',
        'Earlier warning of frost, heat stress and disease-prone humidity',
        'Fewer spoilt batches in cold storage',
        'Records that support organic and export certification',
      ],
    },
    {
      title: 'Connected Fleet & Asset Tracking',
      description:
        'For transporters, distributors, e-commerce delivery fleets and equipment rental firms: know where every vehicle and asset is and what condition it is in.',
      features: [
        'AIS-140 compliant GPS trackers with 4G fallback',
        'Reefer temperature and door-open sensors',
        'Fuel level sensors with refuel and theft detection',
        'BLE tags for pallets, cages and tools inside warehouses',
        'Driver behaviour scores: harsh braking, speeding, idling',
      ],
      benefits: [
        'Shorter routes and fewer unplanned stops',
        'Proof of temperature for pharma and food consignments',
        'Lower fuel cost and less pilferage',
        'Fewer lost assets and faster yard turnaround',
      ],
    },
  ],
  whyChoose: {
    title: `Why businesses choose ${site.name} for IoT`,
    lead: 'IoT projects fail in the field, not in the demo. Ours are built for the conditions they will actually run in.',
    items: [
      {
        title: 'Built for Indian Conditions',
        description:
          'Devices are chosen for dust, 45 °C summers and monsoon humidity, and gateways buffer data through power cuts and patchy mobile networks.',
      },
      {
        title: 'Hardware-Agnostic',
        description:
          'We work with the machines, meters and PLCs you already own and recommend devices on merit, not on margin, so you can source spares locally.',
      },
      {
        title: 'Your Data Stays Yours',
        description:
          'Data is hosted in Indian cloud regions such as AWS Mumbai, in your own account if you prefer, and you can export all of it at any time.',
      },
      {
        title: 'One Team, Sensor to Dashboard',
        description:
          'Firmware, networking, cloud and app developers work in one team, so there is no finger-pointing between a hardware vendor and a software vendor.',
      },
      {
        title: 'Pilot Before You Scale',
        description: 'A paid pilot on one line or site proves the savings within weeks. You roll out further only when the numbers justify it.',
      },
    ],
  },
  cta: {
    title: 'Which solution fits your business?',
    text: 'Share your site, the equipment you run and the problem that costs you most. An IoT engineer will call you back with a suggested solution and a pilot plan.',
    actions: [{ label: 'Request a Solution Call', href: '/contact' }],
  },
})
