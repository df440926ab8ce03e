import { ServicePageHead } from '../../../components/views/ServicePageHead'
import { CallToAction } from '../../../components/sections/CallToAction'
import { FeatureGrid } from '../../../components/sections/FeatureGrid'
import { PriceCard, PriceCardGrid } from '../../../components/sections/PriceCard'
import { ProcessSteps } from '../../../components/sections/ProcessSteps'
import { Section } from '../../../components/sections/Section'
import { iotConsulting } from '../../../content/iot/consulting'

/** /iot/consulting: four offers, the five-step process, expertise, six sectors, four reasons. */
export default function Page() {
  const { hero, offers, process, expertise, industries, reasons, cta } = iotConsulting
  return (
    <>
      <ServicePageHead
        meta={iotConsulting.meta}
        hero={hero}
        serviceType={iotConsulting.serviceType}
        offers={iotConsulting.offers.items.map((item) => ({ name: item.title, price: item.price }))}
      />

      <Section id="consulting-services" tone="muted" title={offers.title} lead={offers.lead}>
        <PriceCardGrid columns={4}>
          {offers.items.map((offer) => (
            <PriceCard
              key={offer.title}
              title={offer.title}
              meta={`${offers.durationLabel}: ${offer.duration}`}
              description={offer.description}
              price={offer.price}
              features={offer.services}
              action={offer.button}
            />
          ))}
        </PriceCardGrid>
      </Section>

      <Section id="consulting-process" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section id="expertise" tone="muted" title={expertise.title} lead={expertise.lead}>
        <FeatureGrid columns={3} items={expertise.items.map((item) => ({ title: item.title, description: item.description, bullets: item.skills }))} />
      </Section>

      <Section id="sectors" title={industries.title} lead={industries.lead}>
        <FeatureGrid columns={3} items={industries.items.map((item) => ({ title: item.name, description: item.description }))} />
      </Section>

      <Section id="why-us" tone="brand" title={reasons.title}>
        <ul className="card-grid sm:[--columns:2] lg:[--columns:4]">
          {reasons.items.map((reason) => (
            <li key={reason.title} className="card flex flex-col">
              <p className="text-2xl font-extrabold text-brand-700">{reason.highlight}</p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-slate-700">{reason.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction look="panel" id="consulting-cta" {...cta} />
    </>
  )
}
