import { useRouteSlug } from '../../../components/layout/pageContext'
import { ArticleView } from '../../../components/views/ArticleView'
import { articleBySlug, articles } from '../../../content/blog/articles'

/** /blog/<slug>: one article page per content/blog/<slug>.md (URLs listed by +onBeforePrerenderStart.ts). */
export default function Page() {
  const slug = useRouteSlug()
  const article = articleBySlug(slug)
  if (!article) throw new Error(`No article for /blog/${slug}`)
  // Three more articles: the same category first, then the newest.
  const others = articles.filter((other) => other !== article)
  const more = [...others.filter((other) => other.category === article.category), ...others.filter((other) => other.category !== article.category)].slice(
    0,
    3,
  )
  return <ArticleView article={article} more={more} />
}
