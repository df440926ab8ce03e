import { errorPage } from '../../content/errorPage'
import { messages } from '../../content/messages'
import { fallbacks } from '../../content/redirects'
import { FailureMessage } from '../../components/sections/FailureMessage'
import { useRenderContext } from '../../components/layout/pageContext'
import { Seo } from '../../components/layout/Seo'

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
    <div className="container-page section text-center" data-not-found data-fallbacks={JSON.stringify(fallbacks)}>
      {seo}
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{messages.notFound}</h1>
      <p className="mt-4">
        <a href="/" className="btn btn-primary">
          {errorPage.homeLink}
        </a>
      </p>
    </div>
  )
}
