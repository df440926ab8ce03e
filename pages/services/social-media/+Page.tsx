import { ServicePageView } from '../../../components/views/ServicePageView'
import { socialMediaServicePage } from '../../../content/services/social-media'

export default function Page() {
  return <ServicePageView page={socialMediaServicePage} />
}
