import { ServicePageView } from '../../../components/views/ServicePageView'
import { contentMarketingServicePage } from '../../../content/services/content-marketing'

export default function Page() {
  return <ServicePageView page={contentMarketingServicePage} />
}
