import { z } from 'zod'
import { callToActionSchema, defineContent, heroSchema, internalLinkSchema, linkTo, pageMetaSchema, priceSchema, sentenceCase } from '../define'
import { site } from '../site'

const contactButtonSchema = linkTo('/contact')

/** An IoT device category: title, description, devices (name, features: here a specification list). */
const deviceCategorySchema = z.object({
  title: z.string(),
  description: z.string(),
  devices: z.array(z.object({ name: z.string(), specifications: z.array(z.string()).min(3) })).min(2),
})

const bundleSchema = z.object({
  /** Names the bundle in its Order Now link, /contact?bundle=<slug> (lib/handoff.ts), which fills in the contact form. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string(),
  price: priceSchema,
  popular: z.boolean(),
  /** Badge text on the popular bundle. */
  badge: z.literal('Most Popular').optional(),
  description: z.string(),
  contents: z.array(z.string()).min(4),
  /** Order Now leads to the contact form with the bundle filled in, since the site sells nothing online. */
  button: z.object({ label: z.literal('Order Now').transform(sentenceCase) }),
})

const smartDevicesSchema = z.object({
  meta: pageMetaSchema,
  /** The kind of service the page sells, for its `Service` structured data. */
  serviceType: z.string().min(3),
  hero: heroSchema.extend({ actions: z.array(internalLinkSchema).max(2) }),
  deviceCategories: z.object({ title: z.string(), lead: z.string(), items: z.array(deviceCategorySchema).min(4) }),
  bundles: z.object({
    title: z.string(),
    lead: z.string(),
    /** Shown under the bundle cards. */
    note: z.string(),
    items: z
      .array(bundleSchema)
      .length(3)
      .refine((items) => items.filter((item) => item.popular).length === 1, 'exactly one bundle is popular')
      .refine((items) => items.every((item) => item.popular === (item.badge === 'Most Popular')), 'the popular bundle, and only it, has the badge')
      .refine((items) => new Set(items.map((item) => item.slug)).size === items.length, 'slugs are unique'),
  }),
  cta: callToActionSchema.extend({ actions: z.array(contactButtonSchema).min(1).max(2) }),
})

const bundleNames = {
  starter: 'Smart Office Starter Kit',
  business: 'Smart Business Kit',
  industrial: 'Industrial Monitoring Kit',
} as const

/** /iot/smart-devices: device categories with specifications, three bundles (₹15,999, ₹35,999 Most Popular, ₹55,999). */
export const smartDevices = defineContent('content/iot/smart-devices.ts', smartDevicesSchema, {
  serviceType: 'Smart device bundles',
  meta: {
    path: '/iot/smart-devices',
    title: `Smart IoT Devices & Sensor Kits | ${site.name}`,
    description:
      'Tested sensors, smart meters, locks and LoRaWAN gateways, plus ready-to-install IoT kits for offices, shops and factories from ₹15,999 including setup support.',
    keywords: ['smart devices India', 'IoT sensor kit', 'LoRaWAN gateway', 'smart energy meter', 'air quality monitor'],
  },
  hero: {
    eyebrow: 'Smart Devices',
    title: 'Field-tested smart devices, ready to install',
    subtitle:
      'Every device we supply has run in our own test bench and at client sites across Delhi NCR through summer heat, monsoon damp and voltage fluctuations. Buy a bundle or pick devices for a custom build.',
    actions: [{ label: 'Ask About a Device', href: '/contact' }],
  },
  deviceCategories: {
    title: 'Device categories',
    lead: 'All devices work with our dashboard and with standard platforms such as AWS IoT Core and Home Assistant.',
    items: [
      {
        title: 'Environmental Sensors',
        description: 'Measure the conditions that affect people, products and crops: temperature, humidity, air quality and soil moisture.',
        devices: [
          {
            name: 'Wireless Temperature & Humidity Sensor',
            specifications: [
              'Range -40 °C to 85 °C, accuracy ±0.3 °C',
              'Humidity 0-100% RH, accuracy ±2%',
              'LoRaWAN (IN865) or Wi-Fi (ESP32) versions',
              'Up to 3 years on two AA batteries (LoRaWAN version)',
              'IP65 enclosure for cold rooms and warehouses',
            ],
          },
          {
            name: 'Indoor Air Quality Monitor',
            specifications: [
              'PM2.5 and PM10 laser particle sensor',
              'CO2 by NDIR, 400-5,000 ppm',
              'TVOC, temperature and humidity',
              'Colour display with AQI band on the device',
              'Wi-Fi, USB-C powered',
            ],
          },
          {
            name: 'Soil Moisture & Temperature Probe',
            specifications: [
              'Capacitive sensing, no corrosion of the probe',
              'Readings at 15 cm and 30 cm depth',
              'LoRaWAN, up to 2 km to the gateway in open fields',
              'Solar-charged battery, IP68 probe',
            ],
          },
        ],
      },
      {
        title: 'Energy & Power',
        description: 'See and control where electricity and diesel go, circuit by circuit and machine by machine.',
        devices: [
          {
            name: 'Three-Phase Smart Energy Meter',
            specifications: [
              'Split-core CT clamps up to 400 A, no shutdown to install',
              'kWh, kVAh, power factor, voltage and current per phase',
              'Harmonics (THD) and maximum demand logging',
              'RS-485 Modbus RTU plus Wi-Fi or 4G uplink',
              'DIN-rail mounting',
            ],
          },
          {
            name: 'Smart Plug & Relay Module',
            specifications: [
              '16 A rating for ACs, geysers and pumps',
              'Per-device energy metering',
              'Schedules and remote switching over Wi-Fi',
              'Keeps its schedule during internet outages',
            ],
          },
          {
            name: 'DG Set & Diesel Level Monitor',
            specifications: [
              'Ultrasonic diesel level sensor, no drilling into the tank',
              'Run hours, battery voltage and start/stop events',
              'Refuel and sudden-drop (theft) alerts',
              '4G with SMS fallback',
            ],
          },
        ],
      },
      {
        title: 'Security & Access',
        description: 'Know who came in, when, and whether every door and cabinet is closed, without a guard watching screens all night.',
        devices: [
          {
            name: 'Smart Door Lock',
            specifications: [
              'Unlock by RFID card, PIN, fingerprint or app',
              'Audit log of every entry, synced to the dashboard',
              'Time-limited PINs for visitors and housekeeping',
              'Emergency mechanical key and USB-C power backup',
            ],
          },
          {
            name: 'Door & Window Contact Sensor',
            specifications: [
              'Zigbee 3.0, works with our gateway and Home Assistant',
              'Open, close and tamper alerts',
              'Up to 2 years on a CR2032 coin cell',
            ],
          },
          {
            name: 'Smart IP Camera',
            specifications: [
              '4 MP, night vision up to 30 m',
              'On-camera person and vehicle detection',
              'ONVIF and RTSP for existing NVRs',
              'microSD recording up to 256 GB',
            ],
          },
        ],
      },
      {
        title: 'Gateways & Controllers',
        description: 'The link between sensors and the cloud, built to keep working when the internet or the power does not.',
        devices: [
          {
            name: 'LoRaWAN Gateway',
            specifications: [
              '8-channel, IN865-867 MHz band',
              'Ethernet and 4G backhaul with automatic failover',
              'Typical range 1-2 km in cities, up to 5 km in open fields',
              'IP67 outdoor enclosure, PoE powered',
            ],
          },
          {
            name: 'ESP32-S3 Edge Controller',
            specifications: [
              'Wi-Fi and Bluetooth LE',
              '4 relay outputs, 4 analog and 8 digital inputs',
              'RS-485 for Modbus meters and sensors',
              'Signed over-the-air firmware updates',
            ],
          },
          {
            name: 'Industrial 4G Router',
            specifications: [
              'Dual SIM with automatic carrier failover',
              'Built-in VPN for secure remote access',
              '9-36 V DC input, DIN-rail mounting',
              'Operating temperature -20 °C to 70 °C',
            ],
          },
        ],
      },
    ],
  },
  bundles: {
    title: 'Device bundles',
    lead: 'Three kits for the most common starting points. Each includes the devices, configuration and one year of dashboard access.',
    note: 'Prices are one-time and include GST. Installation within Delhi NCR is included in the Smart Business and Industrial kits; elsewhere in India we ship pre-configured kits with video-call setup.',
    items: [
      {
        slug: 'smart-office-starter-kit',
        name: bundleNames.starter,
        price: { amount: 15_999 },
        popular: false,
        description: 'For a small office, clinic or shop that wants to start with comfort and energy monitoring.',
        contents: [
          '1 Wi-Fi smart hub',
          '2 temperature & humidity sensors',
          '2 smart plugs with energy metering',
          '1 door & window contact sensor',
          'Mobile app and dashboard for 1 year',
          'Remote setup over a video call',
        ],
        button: { label: 'Order Now' },
      },
      {
        slug: 'smart-business-kit',
        name: bundleNames.business,
        price: { amount: 35_999 },
        popular: true,
        badge: 'Most Popular',
        description: 'For offices, showrooms and restaurants that want to cut power bills and control access from one app.',
        contents: [
          '1 smart hub with 4G backup',
          '1 indoor air quality monitor',
          '4 temperature & humidity sensors',
          '1 three-phase smart energy meter',
          '4 smart plug & relay modules',
          '1 smart door lock',
          'WhatsApp and SMS alerts, dashboard for 1 year',
          'On-site installation in Delhi NCR',
        ],
        button: { label: 'Order Now' },
      },
      {
        slug: 'industrial-monitoring-kit',
        name: bundleNames.industrial,
        price: { amount: 55_999 },
        popular: false,
        description: 'For a factory, warehouse or cold store that needs long-range sensors and utility monitoring.',
        contents: [
          '1 LoRaWAN gateway with 4G backhaul',
          '4 LoRaWAN temperature & humidity sensors',
          '2 three-phase smart energy meters',
          '1 DG set & diesel level monitor',
          '1 ESP32-S3 edge controller',
          'Cloud dashboard on AWS IoT Core for 1 year',
          'On-site installation and half-day training',
        ],
        button: { label: 'Order Now' },
      },
    ],
  },
  cta: {
    title: 'Order a kit or build your own',
    text: `Tell us which kit you want, the ${bundleNames.starter}, the ${bundleNames.business} or the ${bundleNames.industrial}, and how many sites. We confirm stock, delivery date and installation slot by phone, or put together a custom bundle from the devices above.`,
    actions: [{ label: 'Order or Enquire', href: '/contact' }],
  },
})
