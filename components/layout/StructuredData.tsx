import { serialiseJsonLd, type JsonLd } from '../../lib/build/structuredData'

/** JSON-LD for search engines. The renderer moves every such script into <head>. */
export function StructuredData({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
}
