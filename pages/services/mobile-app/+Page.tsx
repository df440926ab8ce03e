import { ServicePageView } from '../../../components/views/ServicePageView'
import { page } from '../../../content/services/mobile-app'

export default function Page() {
  return <ServicePageView page={page} />
}
