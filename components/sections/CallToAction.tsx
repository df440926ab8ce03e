import type { Link } from '../../content/define'
import { ActionLinks } from '../ui/ActionLinks'

/** The closing band of a page: one heading, one sentence, one or two actions. */
export function CallToAction({ title, text, actions, id }: { title: string; text: string; actions: readonly Link[]; id?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="band-cta">
      <div className="container-page py-16 text-center">
        <h2 id={id ? `${id}-heading` : undefined} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{text}</p>
        <ActionLinks actions={actions} tone="dark" className="mt-8 justify-center" />
      </div>
    </section>
  )
}
