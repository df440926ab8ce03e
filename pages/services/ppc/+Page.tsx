import { ServicePageView } from '../../../components/views/ServicePageView'
import { page } from '../../../content/services/ppc'

export default function Page() {
  return <ServicePageView page={page} />
}
