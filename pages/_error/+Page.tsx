import { errorPage } from '../../content/errorPage'
import { messages } from '../../content/messages'
import { fallbacks } from '../../content/redirects'
import { FailureMessage } from '../../components/sections/FailureMessage'
import { useRenderContext } from '../../components/layout/pageContext'
import { Seo } from '../../components/layout/Seo'
import { Icon } from '../../components/ui/Icon'
import { SearchBox } from '../../components/ui/SearchBox'
import { Heading } from '../../components/ui/Heading'
import { buttonClass } from '../../components/ui/buttonClass'

export default function Page() {
  const { is404, error } = useRenderContext()
  const seo = <Seo path="/404" {...(is404 ? errorPage.notFound : errorPage.failure)} keywords={['page not found', 'error']} noindex noCanonical />
  if (!is404) {
    return (
      <div className="container-page section">
        {seo}
        <h1 className="sr-only">{errorPage.failureHeading}</h1>
        <FailureMessage status={error?.status ?? 500} message={error?.message ?? 'Internal Server Error'} />
      </div>
    )
  }
  return (
    <div className="container-page section" data-not-found data-fallbacks={JSON.stringify(fallbacks)}>
      {seo}
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{messages.notFound}</h1>
        <p className="mt-4 text-lg text-slate-700">{errorPage.notFoundText}</p>
        <SearchBox
          id="not-found-search"
          label={errorPage.search.label}
          placeholder={errorPage.search.placeholder}
          button={errorPage.search.button}
          className="mx-auto mt-8 max-w-xl text-left"
        />
        <p className="mt-8">
          <a href="/" className={buttonClass('primary')}>
            {errorPage.homeLink}
          </a>
        </p>
      </div>
      <nav aria-labelledby="not-found-sections" className="mx-auto mt-12 max-w-4xl">
        <Heading id="not-found-sections" size="lg" className="text-center font-semibold">
          {errorPage.sectionsHeading}
        </Heading>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {errorPage.sections.map((section) => (
            <li key={section.href}>
              <a
                href={section.href}
                className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800"
              >
                {section.label}
                <Icon name="arrowRight" className="h-4 w-4 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
