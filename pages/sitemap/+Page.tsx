import { Seo } from '../../components/layout/Seo'
import { PageHero } from '../../components/sections/PageHero'
import { routeGroups } from '../../content/routes'
import { sitemapPage } from '../../content/sitemapPage'
import { Section } from '../../components/sections/Section'

export default function Page() {
  return (
    <>
      <Seo {...sitemapPage.meta} />
      <PageHero title={sitemapPage.hero.title} subtitle={sitemapPage.hero.subtitle} />
      <div className="container-page section">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {routeGroups.map((group) => (
            <Section
              key={group.title}
              layout="block"
              headingId={`sitemap-${group.title.replace(/\W+/g, '-').toLowerCase()}`}
              size="xl"
              title={group.title}
            >
              <ul className="mt-3 space-y-2">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <a href={entry.path} className="text-brand-700 hover:underline">
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          ))}
        </div>
      </div>
    </>
  )
}
