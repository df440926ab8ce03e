import { ServicePageView } from '../../../components/views/ServicePageView'
import { page } from '../../../content/services/email-marketing'

export default function Page() {
  return <ServicePageView page={page} />
}
