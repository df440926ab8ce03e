import { LegalPageView } from '../../components/views/LegalPageView'
import { privacy } from '../../content/legal'

export default function Page() {
  return <LegalPageView page={privacy} />
}
