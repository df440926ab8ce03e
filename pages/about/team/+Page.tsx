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
      <PageHero {...team.hero} />
      <Section id="leadership" title={team.heading}>
        <TeamGrid members={team.members} />
      </Section>
      <CallToAction {...team.cta} />
    </>
  )
}
