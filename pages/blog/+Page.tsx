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

      {/* Full-width rows, no sidebar: beside six articles a sidebar ended half-way and left a column of white. */}
      <div className="section bg-white">
        <div className="container-page">
          <Section layout="block" headingId="featured-heading" size="section" title={blogPage.featuredHeading}>
            <div className="mt-8">
              <ArticleCard article={featuredArticle} byline={articleCopy.byline} readMoreLabel={blogPage.readMoreLabel} featured eager />
            </div>
          </Section>

          <Section layout="block" headingId="latest-heading" size="section" title={blogPage.latestHeading} className="mt-16">
            <ul className="card-grid mt-8 md:[--columns:2] lg:[--columns:3]">
              {latestArticles.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} byline={articleCopy.byline} readMoreLabel={blogPage.readMoreLabel} />
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>

      <aside aria-label={blogPage.sidebarLabel} className="border-t border-slate-200 bg-slate-50 py-16">
        <div className="container-page grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
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
            {/* The same articles as the cards above: indexed once (search), not twice. */}
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

          <Section
            layout="block"
            headingId="newsletter-heading"
            size="lg"
            title={blogPage.newsletter.heading}
            className="card bg-brand-50 md:col-span-2 lg:col-span-1"
          >
            <p className="mt-2 text-sm text-slate-700">{blogPage.newsletter.text}</p>
            <NewsletterBox id="blog-newsletter" labelledBy="newsletter-heading" tone="light" />
          </Section>
        </div>
      </aside>

      <CallToAction look="quiet" id="guest-post" {...blogPage.guestPost} />
    </>
  )
}
