import { ServicePageView } from '../../../components/views/ServicePageView'
import { page } from '../../../content/services/seo'

export default function Page() {
  return <ServicePageView page={page} />
}
