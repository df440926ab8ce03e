import { Helmet } from 'react-helmet-async'
import { useRenderContext } from '../../components/layout/pageContext'
import { redirects } from '../../content/redirects'
import { site } from '../../content/site'
import { absoluteUrl } from '../../lib/build/settings'
import { buttonClass } from '../../components/ui/buttonClass'

/**
 * A permanent redirect a plain static host can serve: meta refresh, a canonical link to the target and a
 * plain link. Hosts that read _redirects answer 301 before this page is ever seen.
 */
export default function Page() {
  const { path } = useRenderContext()
  const target = redirects[path]
  if (!target) throw new Error(`No redirect for ${path}`)
  return (
    <>
      <Helmet>
        <title>{`Moved to ${target} | ${site.name}`}</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={absoluteUrl(target.replace(/#.*$/, ''))} />
      </Helmet>
      <main className="container-page section text-center">
        <h1 className="text-2xl font-bold">This page has moved</h1>
        <p className="mt-4">
          <a href={target} className={buttonClass('primary')}>
            Continue to {target}
          </a>
        </p>
      </main>
    </>
  )
}
