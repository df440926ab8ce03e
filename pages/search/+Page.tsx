import { Seo } from '../../components/layout/Seo'
import { Icon } from '../../components/ui/Icon'
import { searchPage } from '../../content/searchPage'

/** Site search (beyond the spec): results come from the Pagefind index, loaded only here (lib/client/search.ts). */
export default function Page() {
  const { messages } = searchPage
  return (
    <>
      <Seo {...searchPage.meta} noindex />
      <div className="container-page section">
        <h1 className="section-title">{searchPage.title}</h1>
        <form role="search" action="/search" method="get" className="mt-6 flex max-w-2xl" data-site-search>
          <label htmlFor="search-page-input" className="sr-only">
            {searchPage.label}
          </label>
          <input
            id="search-page-input"
            name="q"
            type="search"
            placeholder={searchPage.placeholder}
            className="input h-11 min-w-0 flex-1 rounded-r-none text-base"
            autoComplete="off"
          />
          <button type="submit" className="btn btn-primary h-11 rounded-l-none">
            <Icon name="search" className="h-4 w-4" />
            {searchPage.button}
          </button>
        </form>
        <div className="mt-8 max-w-3xl" data-search-results data-messages={JSON.stringify(messages)}>
          <p role="status" className="text-slate-700" data-search-status>
            {messages.empty}
          </p>
          <ol className="mt-6 space-y-6" data-search-list />
          {/* Shown by lib/client/search.ts while results remain beyond the first page. */}
          <button type="button" className="btn btn-outline mt-8" data-search-more hidden>
            {messages.showMore}
          </button>
          <noscript>
            <p className="text-slate-700">{messages.noScript}</p>
          </noscript>
          <p className="mt-8">
            <a href={searchPage.sitemapLink.href} className="text-brand-700 underline">
              {searchPage.sitemapLink.label}
            </a>
          </p>
        </div>
      </div>
    </>
  )
}
