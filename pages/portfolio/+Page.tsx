import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { CaseStudyFilter } from '../../components/sections/CaseStudyFilter'
import { HeroFigures } from '../../components/sections/HeroFigures'
import { PageHero } from '../../components/sections/PageHero'
import { Section } from '../../components/sections/Section'
import { portfolioPage } from '../../content/portfolio'

/** /portfolio: every case study, filterable by service, with key results beside the heading. */
export default function Page() {
  const { hero, heroFigures, list, cta, caseStudies } = portfolioPage
  return (
    <>
      <Seo {...portfolioPage.meta} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} aside={<HeroFigures figures={heroFigures} />} />
      <Section id="case-studies" eyebrow={list.eyebrow} title={list.title} lead={list.lead} tone="muted">
        <CaseStudyFilter items={caseStudies} legend={list.filterLegend} allLabel={list.allLabel} readMore={list.readMore} />
      </Section>
      <CallToAction look="quiet" {...cta} />
    </>
  )
}
