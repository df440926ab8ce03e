import { ServicePageView } from '../../../components/views/ServicePageView'
import { webDevelopmentServicePage } from '../../../content/services/web-development'

export default function Page() {
  return <ServicePageView page={webDevelopmentServicePage} />
}
