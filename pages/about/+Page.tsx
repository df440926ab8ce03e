import { AboutView } from '../../components/views/AboutView'

export default function Page() {
  return <AboutView />
}
