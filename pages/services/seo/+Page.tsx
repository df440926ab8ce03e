import { ServicePageView } from '../../../components/views/ServicePageView'
import { seoServicePage } from '../../../content/services/seo'

export default function Page() {
  return <ServicePageView page={seoServicePage} />
}
