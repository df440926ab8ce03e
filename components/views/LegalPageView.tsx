import { Seo } from '../layout/Seo'
import { PageHero } from '../sections/PageHero'
import { legalPageLabels, type LegalPage } from '../../content/legal'

/** /privacy and /terms: hero, a table of contents linking to each section, then the sections (h2, paragraphs, lists), each a disclosure widget. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <>
      <Seo {...page.meta} />
      <PageHero title={page.title} subtitle={page.intro} />
      <div className="section bg-white">
        <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
            <h2 id="contents-heading" className="text-sm font-semibold tracking-wider text-slate-700 uppercase">
              {legalPageLabels.contents}
            </h2>
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
          <div className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200 text-lg leading-relaxed text-slate-800">
            {page.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={`${section.id}-heading`}>
                {/* A disclosure widget per section keeps a phone's page short and every word in the HTML. The first
                    is open; a link to a section (the contents) opens it, as the anchor is inside its text. */}
                <details open={index === 0 || undefined} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 [&::-webkit-details-marker]:hidden">
                    <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                      {section.heading}
                    </h2>
                    <span aria-hidden="true" className="text-2xl text-brand-700 transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <div id={section.id} className="pb-8">
                    {section.paragraphs.map((paragraph) => (
                      <p key={paragraph} className="mt-4 first:mt-0">
                        {paragraph}
                      </p>
                    ))}
                    {section.items.length > 0 && (
                      <ul className="mt-4 list-disc space-y-2 pl-6 first:mt-0">
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
                  </div>
                </details>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}
