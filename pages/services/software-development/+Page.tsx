import { ServicePageView } from '../../../components/views/ServicePageView'
import { softwareDevelopmentServicePage } from '../../../content/services/software-development'

export default function Page() {
  return <ServicePageView page={softwareDevelopmentServicePage} />
}
