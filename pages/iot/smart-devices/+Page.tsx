import { ServicePageHead } from '../../../components/views/ServicePageHead'
import { CallToAction } from '../../../components/sections/CallToAction'
import { CheckList } from '../../../components/sections/FeatureGrid'
import { PriceCard, PriceCardGrid } from '../../../components/sections/PriceCard'
import { Section } from '../../../components/sections/Section'
import { smartDevices } from '../../../content/iot/smart-devices'
import { handoffHref } from '../../../lib/handoff'

/** /iot/smart-devices: device categories with specifications, three bundles, call to action. */
export default function Page() {
  const { hero, deviceCategories, bundles, cta } = smartDevices
  return (
    <>
      <ServicePageHead
        meta={smartDevices.meta}
        hero={hero}
        serviceType={smartDevices.serviceType}
        offers={smartDevices.bundles.items.map((item) => ({ name: item.name, price: item.price }))}
        name={smartDevices.bundles.title}
      />

      <Section id="device-categories" title={deviceCategories.title} lead={deviceCategories.lead}>
        <div className="space-y-12">
          {deviceCategories.items.map((category) => (
            <div key={category.title} className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
              <div className="max-w-3xl">
                <h3 className="text-2xl font-bold text-slate-900">{category.title}</h3>
                <p className="mt-2 text-slate-700">{category.description}</p>
              </div>
              <ul className="card-grid mt-6 md:[--columns:2] lg:[--columns:3]">
                {category.devices.map((device) => (
                  <li key={device.name} className="card flex flex-col">
                    <h4 className="text-lg font-semibold text-slate-900">{device.name}</h4>
                    <CheckList items={device.specifications} className="mt-4" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section id="bundles" tone="muted" title={bundles.title} lead={bundles.lead}>
        <PriceCardGrid columns={3}>
          {bundles.items.map((bundle) => (
            <PriceCard
              key={bundle.name}
              id={`bundle-${bundle.slug}`}
              title={bundle.name}
              description={bundle.description}
              price={bundle.price}
              features={bundle.contents}
              badge={bundle.popular ? bundle.badge : undefined}
              variant={bundle.popular ? 'featured' : 'default'}
              action={{ label: bundle.button.label, href: handoffHref('bundle', bundle.slug) }}
            />
          ))}
        </PriceCardGrid>
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-700">{bundles.note}</p>
      </Section>

      <CallToAction look="panel" id="order-cta" {...cta} />
    </>
  )
}
