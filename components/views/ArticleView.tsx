import { ogImagePath } from '../../lib/build/ogImage'
import { blogPostingLd } from '../../lib/build/structuredData'
import { StructuredData } from '../layout/StructuredData'
import { Seo } from '../layout/Seo'
import { CallToAction } from '../sections/CallToAction'
import { PageHero } from '../sections/PageHero'
import { Section } from '../sections/Section'
import { authorName } from '../../content/people'
import { Avatar } from '../ui/Avatar'
import { Breadcrumbs } from '../ui/Breadcrumbs'
import { Icon } from '../ui/Icon'
import { ArticleCard, ArticleMeta, RssLink } from './ArticleCard'
import type { Article } from '../../content/collections/blog'
import { blogPage, relatedServiceLabels } from '../../content/blog/index'
import { buttonClass } from '../ui/buttonClass'

/**
 * One blog article (/blog/<slug>): head tags from its front matter, breadcrumb trail, title, author, date,
 * reading time, image, the rendered Markdown body, links back to the blog and to the related service,
 * more articles and a closing call to action.
 */
export function ArticleView({ article, more }: { article: Article; more: readonly Article[] }) {
  const copy = blogPage.article
  const serviceLink = { label: `${copy.relatedServicePrefix} ${relatedServiceLabels[article.relatedService]}`, href: article.relatedService }
  return (
    <>
      <Seo {...article.meta} type="article" />
      <StructuredData
        data={blogPostingLd({
          title: article.title,
          excerpt: article.excerpt,
          date: article.date,
          author: article.author,
          image: ogImagePath(article.path),
          path: article.path,
          category: article.category,
        })}
      />
      <RssLink title={blogPage.rss.title} />
      <Breadcrumbs crumbs={article.breadcrumbs} />

      <article>
        <PageHero title={article.title} subtitle={article.excerpt} aside={<ArticleCover article={article} />} asideOnSmallScreens>
          <div className="mt-6 space-y-3">
            <p className="flex items-center gap-3 font-semibold text-slate-900">
              <Avatar name={authorName(article.author)} size={48} />
              <span>
                {copy.byline} {article.author}
              </span>
            </p>
            <ArticleMeta article={article} publishedLabel={copy.publishedLabel} />
          </div>
        </PageHero>

        <div className="section bg-white">
          <div className="container-page">
            <div className="mx-auto max-w-3xl">
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: article.html }} />
              <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
                <a href="/blog" className={buttonClass('outline')}>
                  <Icon name="chevronLeft" className="h-4 w-4" />
                  {copy.backToBlog}
                </a>
                <a href={serviceLink.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
                  {serviceLink.label}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </a>
              </footer>
            </div>
          </div>
        </div>
      </article>

      {more.length > 0 && (
        <Section id="more-articles" tone="muted" title={blogPage.latestHeading}>
          {/* Teasers of other articles: the search index has each article once, on its own page, not in every list of it. */}
          <ul className="card-grid md:[--columns:2] lg:[--columns:3]">
            {more.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} byline={copy.byline} readMoreLabel={blogPage.readMoreLabel} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <CallToAction
        look="quiet"
        id="article-cta"
        title={copy.relatedServiceHeading}
        text={`${copy.relatedServiceText} ${copy.contactCta.text}`}
        actions={[copy.contactCta.action, serviceLink]}
      />
    </>
  )
}

/**
 * The article's own picture in its hero, drawn inline (no request, so it never delays the first paint or becomes
 * the LCP element), framed as a card; a raster image stays an ordinary sized <img>.
 */
function ArticleCover({ article }: { article: Article }) {
  const frame = 'w-full max-w-[26rem] overflow-hidden rounded-2xl border-4 border-white bg-white shadow-xl'
  if (article.imageSvg) return <div className={frame} dangerouslySetInnerHTML={{ __html: article.imageSvg }} />
  return (
    <div className={frame}>
      <img src={article.image} alt={article.imageAlt} width={article.imageWidth} height={article.imageHeight} className="block h-auto w-full" />
    </div>
  )
}
