import { ServicePageView } from '../../../components/views/ServicePageView'
import { page } from '../../../content/services/software-development'

export default function Page() {
  return <ServicePageView page={page} />
}
