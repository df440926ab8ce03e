import { ServicePageView } from '../../../components/views/ServicePageView'
import { page } from '../../../content/services/social-media'

export default function Page() {
  return <ServicePageView page={page} />
}
