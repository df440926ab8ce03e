import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { CheckList } from '../../components/sections/FeatureGrid'
import { PageHero } from '../../components/sections/PageHero'
import { StatStrip } from '../../components/sections/StatStrip'
import { Icon } from '../../components/ui/Icon'
import { downloadsPage } from '../../content/downloads'
import { DownloadLink } from '../../components/ui/DownloadLink'
import { Heading } from '../../components/ui/Heading'
import { buttonClass } from '../../components/ui/buttonClass'

/**
 * /downloads: the brochure and portfolio cards and the stats strip.
 * The Download links point at the files the build writes; the downloads script (data-download) takes over in the browser.
 */
export default function Page() {
  const { hero, cardsLabel, cards, figuresLabel, stats, cta } = downloadsPage
  return (
    <>
      <Seo {...downloadsPage.meta} />
      <PageHero {...hero} />

      <section aria-label={cardsLabel} className="section bg-white">
        <div className="container-page grid gap-8 md:grid-cols-2">
          {cards.map((card) => (
            <article key={card.id} id={card.id} aria-labelledby={`${card.id}-heading`} className="card flex flex-col sm:p-8">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name="download" className="h-6 w-6" />
              </span>
              <Heading id={`${card.id}-heading`} size="2xl" className="mt-5">
                {card.title}
              </Heading>
              <p className="mt-3 text-slate-700">{card.description}</p>
              <h3 className="mt-6 font-semibold text-slate-900">{card.insideHeading}</h3>
              <CheckList items={card.inside} className="mt-3 text-base" />
              <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
                <p className="text-sm text-slate-600">
                  {card.format}
                  <a href={`/files/${card.textFileName}`} download className="mt-1 block font-medium text-brand-700 underline hover:text-brand-900">
                    {card.textLabel}
                  </a>
                </p>
                <DownloadLink kind={card.id} describedBy={`${card.id}-heading`} className={buttonClass('primary')}>
                  <Icon name="download" className="h-4 w-4" />
                  {card.buttonLabel}
                </DownloadLink>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-label={figuresLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={stats} />
        </div>
      </section>

      <CallToAction look="quiet" {...cta} />
    </>
  )
}
