import { ServicePageView } from '../../../components/views/ServicePageView'
import { emailMarketingServicePage } from '../../../content/services/email-marketing'

export default function Page() {
  return <ServicePageView page={emailMarketingServicePage} />
}
