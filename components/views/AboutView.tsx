import { Seo } from '../layout/Seo'
import { CallToAction } from '../sections/CallToAction'
import { FeatureGrid } from '../sections/FeatureGrid'
import { PageHero } from '../sections/PageHero'
import { Section } from '../sections/Section'
import { StatStrip } from '../sections/StatStrip'
import { TeamGrid } from '../sections/TeamGrid'
import { Testimonials } from '../sections/Testimonials'
import { about, team } from '../../content/about'
import { home } from '../../content/home'
import { buttonClass } from '../ui/buttonClass'

/**
 * The About page. /about/why-choose-us and /about/testimonials show it too, each with its own
 * head tags and heading, and with the section its path names moved to the top.
 */
export function AboutView({ focus }: { focus?: 'whyChooseUs' | 'testimonials' }) {
  const meta = about.meta[focus ?? 'about']
  const whyChooseUs = (
    <Section key="why" id="why-choose-us" tone="muted" eyebrow={home.whyChooseUs.eyebrow} title={home.whyChooseUs.heading} lead={home.whyChooseUs.lead}>
      <FeatureGrid columns={4} items={home.whyChooseUs.cards} />
    </Section>
  )
  const testimonials = (
    <Section key="testimonials" id="testimonials" eyebrow={home.testimonials.eyebrow} title={home.testimonials.heading} lead={home.testimonials.lead}>
      <Testimonials items={home.testimonials.items} />
    </Section>
  )
  const focused = focus === 'whyChooseUs' ? whyChooseUs : focus === 'testimonials' ? testimonials : null

  return (
    <>
      <Seo {...meta} />
      <PageHero
        eyebrow={about.hero.eyebrow}
        title={focus ? about.focusHeadings[focus] : about.hero.title}
        subtitle={focus ? meta.description : about.hero.subtitle}
        actions={about.cta.actions}
      />
      {focused}

      <Section id="story" title={about.story.heading} centered={false}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:items-start">
          <div className="space-y-4 text-lg text-slate-700">
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatStrip stats={about.story.figures} />
        </div>
      </Section>

      <Section id="certifications" tone="muted" title={about.certifications.heading} lead={about.certifications.note}>
        <FeatureGrid columns={4} items={about.certifications.items} />
      </Section>

      <Section id="values" title={about.values.heading} lead={about.values.lead}>
        <FeatureGrid columns={4} items={about.values.items} />
      </Section>

      <Section id="team" tone="muted" title={about.team.heading} lead={about.team.lead}>
        <TeamGrid members={team.members.slice(0, 4)} compact />
        <p className="mt-8 text-center">
          <a href="/about/team" className={buttonClass('outline')}>
            {about.team.linkLabel}
          </a>
        </p>
      </Section>

      <Section id="achievements" title={about.achievements.heading}>
        <StatStrip stats={about.achievements.stats} />
      </Section>

      {focus !== 'whyChooseUs' && focus !== undefined ? whyChooseUs : null}
      {focus !== 'testimonials' && focus !== undefined ? testimonials : null}

      <CallToAction {...about.cta} />
    </>
  )
}
