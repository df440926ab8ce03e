import { Seo } from '../../components/layout/Seo'
import { SearchBox } from '../../components/ui/SearchBox'
import { searchPage } from '../../content/searchPage'
import { buttonClass } from '../../components/ui/buttonClass'

/** Site search (beyond the spec): results come from the Pagefind index, loaded only here (lib/client/search.ts). */
export default function Page() {
  const { messages } = searchPage
  return (
    <>
      <Seo {...searchPage.meta} noindex />
      <div className="container-page section">
        <h1 className="section-title">{searchPage.title}</h1>
        <SearchBox
          id="search-page-input"
          label={searchPage.label}
          placeholder={searchPage.placeholder}
          button={searchPage.button}
          className="mt-6 max-w-2xl"
        />
        <div className="mt-8 max-w-3xl" data-search-results data-messages={JSON.stringify(messages)}>
          <p role="status" className="text-slate-700" data-search-status>
            {messages.empty}
          </p>
          <ol className="mt-6 space-y-6" data-search-list />
          {/* Shown by lib/client/search.ts while results remain beyond the first page. */}
          <button type="button" className={buttonClass('outline', { className: 'mt-8' })} data-search-more hidden>
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
