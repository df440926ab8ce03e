import { Seo } from '../../components/layout/Seo'
import { PageHero } from '../../components/sections/PageHero'
import { routeGroups } from '../../content/routes'
import { sitemapPage } from '../../content/sitemapPage'

export default function Page() {
  return (
    <>
      <Seo {...sitemapPage.meta} />
      <PageHero title={sitemapPage.hero.title} subtitle={sitemapPage.hero.subtitle} />
      <div className="container-page section">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {routeGroups.map((group) => (
            <section key={group.title} aria-labelledby={`sitemap-${group.title.replace(/\W+/g, '-').toLowerCase()}`}>
              <h2 id={`sitemap-${group.title.replace(/\W+/g, '-').toLowerCase()}`} className="text-xl font-bold text-slate-900">
                {group.title}
              </h2>
              <ul className="mt-3 space-y-2">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <a href={entry.path} className="text-brand-700 hover:underline">
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
