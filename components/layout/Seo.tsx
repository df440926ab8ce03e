import { Helmet } from 'react-helmet-async'
import { site } from '../../content/site'
import { buildHeadTags, type HeadInput } from '../../lib/build/seo'

/** The head tags of one page. Render exactly one per page; React 19 hoists them into <head>. */
export function Seo(props: HeadInput) {
  const head = buildHeadTags(props, site.name)
  return (
    <Helmet>
      <title>{head.title}</title>
      {head.meta.map((tag) => (
        <meta key={(tag.name ?? tag.property)!} name={tag.name} property={tag.property} content={tag.content} />
      ))}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
    </Helmet>
  )
}
