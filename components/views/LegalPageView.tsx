import { Seo } from '../layout/Seo'
import { PageHero } from '../sections/PageHero'
import { legalPageLabels, type LegalPage } from '../../content/legal'
import { Section } from '../sections/Section'
import { Heading } from '../ui/Heading'

/** /privacy and /terms: hero, a table of contents linking to each section, then the sections (h2, paragraphs, lists). */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <>
      <Seo {...page.meta} />
      <PageHero title={page.title} subtitle={page.intro} />
      <div className="section bg-white">
        <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
            <Heading id="contents-heading" size="label">
              {legalPageLabels.contents}
            </Heading>
            <ol className="mt-4 space-y-2 border-l-2 border-slate-200 text-sm">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-0.5 pl-4 text-slate-700 hover:border-brand-700 hover:text-brand-800"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-12 text-lg leading-relaxed text-slate-800">
            {page.sections.map((section) => (
              <Section key={section.id} layout="block" id={section.id} headingId={`${section.id}-heading`} size="2xl" title={section.heading}>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4">
                    {paragraph}
                  </p>
                ))}
                {section.items.length > 0 && (
                  <ul className="mt-4 list-disc space-y-2 pl-6">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.after.map((paragraph) => (
                  <p key={paragraph} className="mt-4">
                    {paragraph}
                  </p>
                ))}
              </Section>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}
