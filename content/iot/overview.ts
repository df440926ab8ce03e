import { z } from 'zod'
import {
  callToActionSchema,
  cardSchema,
  defineContent,
  linkTo,
  heroSchema,
  internalLinkSchema,
  pageMetaSchema,
  priceSchema,
  sectionHeadingSchema,
} from '../define'
import { site } from '../site'

const iotOverviewSchema = z.object({
  meta: pageMetaSchema,
  /** The kind of service the page sells, for its `Service` structured data. */
  serviceType: z.string().min(3),
  hero: heroSchema.extend({ actions: z.array(internalLinkSchema).min(1).max(2) }),
  solutionAreas: sectionHeadingSchema.extend({
    items: z.array(z.object({ title: z.string(), description: z.string(), bullets: z.array(z.string()).min(3) })).length(4),
  }),
  services: sectionHeadingSchema.extend({
    /** Each plan's card ends in it. */
    action: linkTo('/contact'),
    items: z
      .array(
        z.object({
          title: z.string(),
          description: z.string(),
          features: z.array(z.string()).min(4),
          price: priceSchema,
        }),
      )
      .length(4),
  }),
  benefits: sectionHeadingSchema.extend({
    items: z.array(cardSchema).min(4),
  }),
  technologyStack: sectionHeadingSchema.extend({
    groups: z.array(z.object({ title: z.string(), items: z.array(z.string()).min(3) })).min(4),
  }),
  cta: callToActionSchema.extend({ actions: z.array(internalLinkSchema).min(1).max(2) }),
})

/** /iot: the IoT overview, with its services' "from" prices (₹25,000, ₹75,000, ₹35,000, ₹15,000 per month). */
export const iotOverview = defineContent('content/iot/overview.ts', iotOverviewSchema, {
  serviceType: 'IoT solutions',
  meta: {
    path: '/iot',
    title: `IoT Solutions & Services in India | ${site.name}`,
    description:
      'End-to-end IoT for Indian businesses: sensors, LoRaWAN and 4G connectivity, AWS IoT Core dashboards and support. Managed IoT plans from ₹15,000 a month.',
    keywords: ['IoT solutions India', 'IoT services company', 'industrial IoT', 'LoRaWAN', 'smart building automation'],
  },
  hero: {
    eyebrow: 'Internet of Things',
    title: 'Connect your machines, buildings and fields to live data',
    subtitle: `${site.name} designs, builds and runs IoT systems for Indian factories, offices, farms and fleets: from ESP32 sensor nodes and LoRaWAN gateways to cloud dashboards and WhatsApp alerts your team can act on from a phone.`,
    actions: [
      { label: 'Get a Free IoT Consultation', href: '/contact' },
      { label: 'View Pricing', href: '/pricing' },
    ],
  },
  solutionAreas: {
    title: 'Four areas we work in',
    lead: 'Most of our IoT work falls into four areas. Each starts with a small pilot on one line, floor, field or vehicle group, so you see the numbers before you scale.',
    items: [
      {
        title: 'Industrial IoT',
        description:
          'Retrofit sensors on the CNC machines, compressors, boilers and motors you already run, and see uptime, vibration and power draw per machine without replacing your PLCs.',
        bullets: ['Machine uptime and OEE tracking', 'Vibration-based early warning of bearing failure', 'Energy use per shift and per product'],
      },
      {
        title: 'Smart Buildings',
        description:
          'Monitor and control lighting, air conditioning, DG sets and water pumps across offices, showrooms, hotels and housing societies from one dashboard.',
        bullets: ['Occupancy-based AC and lighting schedules', 'DG set run-hours and diesel level', 'Overhead tank and sump level alerts'],
      },
      {
        title: 'Smart Agriculture',
        description:
          'Soil moisture probes, weather stations and drip-irrigation controllers that work on LoRaWAN across large fields with no Wi-Fi and patchy mobile coverage.',
        bullets: ['Irrigation driven by soil moisture, not the clock', 'Frost and heat-stress alerts by SMS', 'Cold storage temperature logs'],
      },
      {
        title: 'Fleet & Asset Tracking',
        description:
          'GPS and 4G trackers for trucks, two-wheeler delivery fleets and high-value equipment, with temperature logging for pharma and food cold chains.',
        bullets: ['Live location, route replay and geofences', 'Reefer temperature with tamper alerts', 'Fuel level and idling reports'],
      },
    ],
  },
  services: {
    title: 'IoT services and monthly plans',
    lead: 'Every plan includes hardware selection, firmware, connectivity, the cloud platform and the dashboard. Hardware is quoted separately or supplied from our device bundles.',
    action: { label: 'Enquire about this plan', href: '/contact' },
    items: [
      {
        title: 'Smart Building Automation',
        description: 'Managed automation for offices, retail stores and hotels: sensors, smart relays and energy meters tied to schedules and alerts.',
        features: [
          'Up to 50 connected points per site',
          'AC, lighting and pump scheduling',
          'Energy meter integration over Modbus',
          'Monthly energy-saving report',
        ],
        price: { amount: 25_000, period: 'month', from: true },
      },
      {
        title: 'Industrial IoT Monitoring',
        description:
          'Machine and utility monitoring for manufacturing plants, with predictive maintenance alerts and OEE dashboards for the shop floor and management.',
        features: [
          'PLC and SCADA integration over OPC UA and Modbus TCP',
          'Vibration and temperature sensing on critical assets',
          'OEE, downtime-reason and shift reports',
          'Edge gateway that buffers data through network outages',
          'Quarterly on-site review with your maintenance team',
        ],
        price: { amount: 75_000, period: 'month', from: true },
      },
      {
        title: 'IoT Cloud & Data Analytics',
        description:
          'We connect your existing devices to AWS IoT Core or Azure IoT Hub and turn the data into dashboards, alerts and exports your ERP can use.',
        features: [
          'Device registry and secure MQTT ingestion',
          'Time-series storage with 12 months of history',
          'Custom Grafana or web dashboards',
          'Alerts by WhatsApp, SMS and email',
          'REST API and CSV exports for Tally and SAP',
        ],
        price: { amount: 35_000, period: 'month', from: true },
      },
      {
        title: 'IoT Support & Device Management',
        description:
          'Keep an installed IoT system healthy: remote monitoring of every device, over-the-air firmware updates and a fixed response time for faults.',
        features: [
          'Device health and battery monitoring',
          'Over-the-air firmware updates',
          'Next-business-day response on faults',
          'Spare-device replacement within Delhi NCR',
        ],
        price: { amount: 15_000, period: 'month', from: true },
      },
    ],
  },
  benefits: {
    title: 'What connected operations give you',
    lead: 'The point of IoT is not the sensors; it is the decisions and savings the data makes possible.',
    items: [
      {
        title: 'Less Unplanned Downtime',
        description:
          'Vibration and temperature trends show a failing bearing or motor days before it stops, so repairs happen in a planned shutdown, not mid-order.',
      },
      {
        title: 'Lower Energy Bills',
        description:
          'Metering by machine, floor or circuit shows where power goes. Schedules and alerts then cut the waste: ACs left on overnight, idle compressors, poor power factor.',
      },
      {
        title: 'Decisions From Live Data',
        description:
          'Production, temperatures and stock levels are on a dashboard as they happen, instead of in a register someone fills in at the end of the shift.',
      },
      {
        title: 'Control From Anywhere',
        description: 'Switch pumps, lights and machines, change set points and acknowledge alarms from a phone, with every action logged.',
      },
      {
        title: 'Audit-Ready Records',
        description:
          'Temperature and hygiene logs are recorded automatically every few minutes, ready for FSSAI, pharma GDP or customer audits without paperwork.',
      },
      {
        title: 'Scales From One Site to Hundreds',
        description:
          'The same platform that runs a pilot on one machine runs a network of plants, stores or warehouses, with role-based access for every site.',
      },
    ],
  },
  technologyStack: {
    title: 'Technology stack',
    lead: 'Proven, widely supported components, so your system is never locked to one vendor or to us.',
    groups: [
      { title: 'Hardware & Microcontrollers', items: ['ESP32 and ESP32-S3', 'STM32', 'Raspberry Pi and CM4', 'Industrial PLC and RS-485 sensors'] },
      {
        title: 'Connectivity',
        items: ['LoRaWAN (IN865 band)', 'NB-IoT and 4G LTE', 'Wi-Fi and Bluetooth Low Energy', 'Zigbee 3.0', 'Modbus RTU/TCP and OPC UA'],
      },
      { title: 'Cloud Platforms', items: ['AWS IoT Core', 'Azure IoT Hub', 'ThingsBoard', 'The Things Stack (LoRaWAN network server)'] },
      { title: 'Data & Dashboards', items: ['MQTT and Node-RED', 'InfluxDB and TimescaleDB', 'Grafana', 'React web and mobile dashboards'] },
      {
        title: 'Security',
        items: ['X.509 device certificates', 'TLS 1.2+ on every link', 'Signed over-the-air firmware updates', 'Role-based access control'],
      },
    ],
  },
  cta: {
    title: 'Ready to connect your operations?',
    text: 'Tell us what you want to measure or control. We will suggest sensors, connectivity and a monthly plan, and can run a pilot on one line, floor or field before you commit.',
    actions: [
      { label: 'Talk to an IoT Expert', href: '/contact' },
      { label: 'Compare Plans', href: '/pricing' },
    ],
  },
})
