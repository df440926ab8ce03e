import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { PageHero } from '../../../components/sections/PageHero'
import { Section } from '../../../components/sections/Section'
import { TeamGrid } from '../../../components/sections/TeamGrid'
import { team } from '../../../content/about'

export default function Page() {
  return (
    <>
      <Seo {...team.meta} />
      <PageHero eyebrow={team.hero.eyebrow} title={team.hero.title} subtitle={team.hero.subtitle} />
      <Section id="leadership" title={team.heading}>
        <TeamGrid members={team.members} />
      </Section>
      <CallToAction
        title={team.cta.title}
        text={team.cta.text}
        actions={[
          { label: team.cta.primary, href: '/contact' },
          { label: team.cta.secondary, href: '/careers' },
        ]}
      />
    </>
  )
}
