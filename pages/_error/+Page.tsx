import { messages } from '../../content/messages'
import { fallbacks } from '../../content/redirects'
import { FailureMessage } from '../../components/sections/FailureMessage'
import { useRenderContext } from '../../components/layout/pageContext'
import { Seo } from '../../components/layout/Seo'
import { site } from '../../content/site'

export default function Page() {
  const { is404, error } = useRenderContext()
  const seo = (
    <Seo
      path="/404"
      title={`${is404 ? 'Page not found' : 'Something went wrong'} | ${site.name}`}
      description={`${is404 ? messages.notFound : messages.renderFailure} The page you asked for could not be shown. Return to the ${site.name} home page.`}
      keywords={['page not found', 'error']}
      noindex
      noCanonical
    />
  )
  if (!is404) {
    return (
      <div className="container-page section">
        {seo}
        <h1 className="sr-only">Error</h1>
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
          Return to Home
        </a>
      </p>
    </div>
  )
}
