import { ServicePageView } from '../../../components/views/ServicePageView'
import { ppcServicePage } from '../../../content/services/ppc'

export default function Page() {
  return <ServicePageView page={ppcServicePage} />
}
