import { faqLd } from '../../lib/build/structuredData'
import { StructuredData } from '../layout/StructuredData'

export interface FaqItem {
  question: string
  answer: string
}

/** Questions and answers as native disclosure widgets: keyboard-operable with no script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <>
      <StructuredData data={faqLd(items)} />
      <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{item.question}</h3>
              <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  )
}
