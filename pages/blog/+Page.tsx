import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { NewsletterBox } from '../../components/sections/NewsletterBox'
import { PageHero } from '../../components/sections/PageHero'
import { Section } from '../../components/sections/Section'
import { SearchBox } from '../../components/ui/SearchBox'
import { ArticleCard, RssLink } from '../../components/views/ArticleCard'
import { articles, featuredArticle, latestArticles } from '../../content/blog/articles'
import { blogPage } from '../../content/blog/index'

/** /blog: search, the featured and 6 latest articles, categories, recent posts, newsletter, guest posts. */
export default function Page() {
  const { hero, search, article: articleCopy } = blogPage
  return (
    <>
      <Seo {...blogPage.meta} />
      <RssLink title={blogPage.rss.title} />
      <PageHero {...hero}>
        <SearchBox
          id="blog-search"
          label={search.label}
          placeholder={search.placeholder}
          button={search.buttonLabel}
          showLabel
          className="mt-8 max-w-xl"
        />
      </PageHero>

      <div className="section bg-white">
        <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <Section layout="block" headingId="featured-heading" size="section" title={blogPage.featuredHeading}>
              <div className="mt-8">
                <ArticleCard article={featuredArticle} byline={articleCopy.byline} readMoreLabel={blogPage.readMoreLabel} featured eager />
              </div>
            </Section>

            <Section layout="block" headingId="latest-heading" size="section" title={blogPage.latestHeading} className="mt-16">
              <ul className="card-grid mt-8 md:[--columns:2]">
                {latestArticles.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} byline={articleCopy.byline} readMoreLabel={blogPage.readMoreLabel} />
                  </li>
                ))}
              </ul>
            </Section>
          </div>

          <aside aria-label={blogPage.sidebarLabel} className="space-y-8">
            <Section layout="block" headingId="categories-heading" size="lg" title={blogPage.categoriesHeading} className="card">
              <ul className="mt-4 divide-y divide-slate-200">
                {blogPage.categories.map((category) => (
                  <li key={category.name} className="flex items-center justify-between gap-3 py-2.5 text-slate-800">
                    <span>{category.name}</span>
                    <span className="badge bg-brand-50 text-brand-800">
                      {category.count}
                      <span className="sr-only"> articles</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Section>

            <Section layout="block" headingId="recent-heading" size="lg" title={blogPage.recentHeading} className="card">
              {/* The same articles as the cards beside it: indexed once (search), not twice. */}
              <ul className="mt-4 space-y-4" data-pagefind-ignore="all">
                {articles.slice(0, blogPage.recentCount).map((article) => (
                  <li key={article.slug}>
                    <a href={article.path} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                      {article.title}
                    </a>
                    <time dateTime={article.date} className="mt-1 block text-sm text-slate-600">
                      {article.dateLabel}
                    </time>
                  </li>
                ))}
              </ul>
            </Section>

            <Section layout="block" headingId="newsletter-heading" size="lg" title={blogPage.newsletter.heading} className="card bg-brand-50">
              <p className="mt-2 text-sm text-slate-700">{blogPage.newsletter.text}</p>
              <NewsletterBox id="blog-newsletter" labelledBy="newsletter-heading" tone="light" />
            </Section>
          </aside>
        </div>
      </div>

      <CallToAction look="quiet" id="guest-post" {...blogPage.guestPost} />
    </>
  )
}
