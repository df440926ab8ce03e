import { LegalPageView } from '../../components/views/LegalPageView'
import { terms } from '../../content/legal'

export default function Page() {
  return <LegalPageView page={terms} />
}
