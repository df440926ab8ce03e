import { ServicePageView } from '../../../components/views/ServicePageView'
import { mobileAppServicePage } from '../../../content/services/mobile-app'

export default function Page() {
  return <ServicePageView page={mobileAppServicePage} />
}
