import { ServicePageHead } from '../../components/views/ServicePageHead'
import { CallToAction } from '../../components/sections/CallToAction'
import { FeatureGrid, FeatureList } from '../../components/sections/FeatureGrid'
import { PriceCard, PriceCardGrid } from '../../components/sections/PriceCard'
import { Section } from '../../components/sections/Section'
import { iotOverview } from '../../content/iot/overview'

/** /iot, and every /iot/<anything else> (through content/redirects.ts), so a mistyped IoT path still shows the overview. */
export default function Page() {
  const { hero, solutionAreas, services, benefits, technologyStack, cta } = iotOverview
  return (
    <>
      <ServicePageHead
        meta={iotOverview.meta}
        hero={hero}
        serviceType={iotOverview.serviceType}
        offers={iotOverview.services.items.map((item) => ({ name: item.title, price: item.price }))}
      />

      <Section id="solution-areas" title={solutionAreas.title} lead={solutionAreas.lead}>
        <FeatureGrid columns={4} items={solutionAreas.items} />
      </Section>

      <Section id="iot-services" tone="muted" title={services.title} lead={services.lead}>
        <PriceCardGrid columns={4}>
          {services.items.map((service) => (
            <PriceCard key={service.title} {...service} action={services.action} />
          ))}
        </PriceCardGrid>
      </Section>

      <Section id="iot-benefits" layout="aside" title={benefits.title} lead={benefits.lead}>
        <FeatureList items={benefits.items} />
      </Section>

      <Section id="technology-stack" tone="muted" title={technologyStack.title} lead={technologyStack.lead}>
        <ul className="card-grid sm:[--columns:2] lg:[--columns:3] xl:[--columns:5]">
          {technologyStack.groups.map((group) => (
            <li key={group.title} className="card">
              <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
              {/* A list, not tags: names such as "The Things Stack (LoRaWAN network server)" are longer than a tag holds. */}
              <ul className="mt-4 space-y-2 text-sm text-slate-700" aria-label={group.title}>
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction look="panel" id="iot-cta" {...cta} />
    </>
  )
}
