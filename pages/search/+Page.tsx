import { Seo } from '../../components/layout/Seo'
import { PageHero } from '../../components/sections/PageHero'
import { SearchBox } from '../../components/ui/SearchBox'
import { searchPage } from '../../content/searchPage'
import { buttonClass } from '../../components/ui/buttonClass'

/** Site search (beyond the spec): results come from the Pagefind index, loaded only here (lib/client/search.ts). */
export default function Page() {
  const { messages, sections, otherSection } = searchPage
  return (
    <>
      <Seo {...searchPage.meta} noindex />
      <PageHero title={searchPage.title}>
        <SearchBox
          id="search-page-input"
          label={searchPage.label}
          placeholder={searchPage.placeholder}
          button={searchPage.button}
          showLabel
          className="mt-8 max-w-2xl"
        />
      </PageHero>
      <div className="section bg-white">
        <div
          className="container-page"
          data-search-results
          data-messages={JSON.stringify(messages)}
          data-sections={JSON.stringify(sections)}
          data-other-section={otherSection}
        >
          <p role="status" className="text-lg font-semibold text-slate-900" data-search-status>
            {messages.empty}
          </p>
          {/* Two columns of result cards from 1024 px: one column left the right half of a laptop's screen white. */}
          <ol className="mt-6 grid gap-4 lg:grid-cols-2 lg:gap-6" data-search-list />
          {/* Shown by lib/client/search.ts while results remain beyond the first page. */}
          <button type="button" className={buttonClass('outline', { className: 'mt-8' })} data-search-more hidden>
            {messages.showMore}
          </button>
          <noscript>
            <p className="mt-4 max-w-3xl text-slate-700">{messages.noScript}</p>
          </noscript>
          <p className="mt-10 max-w-3xl border-t border-slate-200 pt-6">
            <a href={searchPage.sitemapLink.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              {searchPage.sitemapLink.label}
            </a>
          </p>
        </div>
      </div>
    </>
  )
}
