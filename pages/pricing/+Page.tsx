import { serviceLd } from '../../lib/build/structuredData'
import { StructuredData } from '../../components/layout/StructuredData'
import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { DataTable } from '../../components/sections/DataTable'
import { Faq } from '../../components/sections/Faq'
import { PageHero } from '../../components/sections/PageHero'
import { HeroFigures } from '../../components/sections/HeroFigures'
import { PriceCard, PriceCardGrid } from '../../components/sections/PriceCard'
import { Section } from '../../components/sections/Section'
import { pricingPage } from '../../content/pricing'
import { formatPrice } from '../../lib/format'

export default function Page() {
  const { hero, packages, development, rates, faqs, cta } = pricingPage
  return (
    <>
      <Seo {...pricingPage.meta} />
      <StructuredData
        data={[
          serviceLd({
            name: pricingPage.packages.title,
            description: pricingPage.meta.description,
            path: pricingPage.meta.path,
            serviceType: 'Digital marketing packages',
            offers: pricingPage.packages.items.map((item) => ({ name: item.name, price: item.price })),
          }),
          serviceLd({
            name: pricingPage.development.title,
            description: pricingPage.development.caption,
            path: pricingPage.meta.path,
            serviceType: 'Website, app and software development',
            offers: pricingPage.development.rows.flatMap((row) => [
              { name: `${row.service} (Basic)`, price: row.basic },
              { name: `${row.service} (Standard)`, price: row.standard },
              { name: `${row.service} (Premium)`, price: row.premium },
            ]),
          }),
          serviceLd({
            name: pricingPage.rates.title,
            description: pricingPage.rates.lead ?? pricingPage.meta.description,
            path: pricingPage.meta.path,
            serviceType: 'On-demand developers',
            offers: pricingPage.rates.items.map((item) => ({ name: item.level, price: item.price })),
          }),
        ]}
      />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
        aside={
          <HeroFigures figures={pricingPage.packages.items.map((item) => ({ value: formatPrice({ ...item.price, from: false }), label: item.name }))} />
        }
      />

      <Section id="packages" eyebrow={packages.eyebrow} title={packages.title} lead={packages.lead}>
        <PriceCardGrid columns={3}>
          {packages.items.map((item) => (
            <PriceCard
              key={item.name}
              title={item.name}
              description={item.description}
              price={item.price}
              features={item.features}
              badge={item.popular ? item.badge : undefined}
              variant={item.popular ? 'featured' : 'default'}
              action={item.action}
            />
          ))}
        </PriceCardGrid>
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-700">{packages.note}</p>
      </Section>

      <Section id="development" tone="muted" eyebrow={development.eyebrow} title={development.title} lead={development.lead}>
        <div className="mx-auto max-w-5xl">
          <DataTable
            caption={development.caption}
            columns={[development.columns.service, development.columns.basic, development.columns.standard, development.columns.premium]}
            minWidth="sm:min-w-[40rem]"
            scrollHint={development.scrollHint}
            rows={development.rows.map((row) => ({
              key: row.service,
              header: (
                <>
                  <span className="block whitespace-nowrap">{row.service}</span>
                  {/* On a phone the row header stays a short, pinned name; the description shows from the sm breakpoint. */}
                  <span className="mt-1 hidden max-w-xs min-w-40 text-sm font-normal text-slate-700 sm:block">{row.description}</span>
                </>
              ),
              cells: [
                <span key="basic" className="font-bold sm:text-lg">
                  {formatPrice(row.basic)}
                </span>,
                <span key="standard" className="font-bold sm:text-lg">
                  {formatPrice(row.standard)}
                </span>,
                <span key="premium" className="font-bold sm:text-lg text-brand-800">
                  {formatPrice(row.premium)}
                </span>,
              ],
            }))}
          />
          <p className="mt-6 text-sm text-slate-700">{development.note}</p>
        </div>
      </Section>

      <Section id="developer-rates" eyebrow={rates.eyebrow} title={rates.title} lead={rates.lead}>
        <PriceCardGrid columns={3}>
          {rates.items.map((rate) => (
            <PriceCard
              key={rate.level}
              title={rate.level}
              meta={`${rate.experience} ${rates.experienceSuffix}`}
              description={rate.description}
              price={rate.price}
              features={rate.tasks}
              action={rates.action}
            />
          ))}
        </PriceCardGrid>
      </Section>

      <Section id="faq" layout="aside" tone="muted" eyebrow={faqs.eyebrow} title={faqs.title} lead={faqs.lead}>
        <Faq items={faqs.items} />
      </Section>

      <CallToAction look="panel" {...cta} />
    </>
  )
}
