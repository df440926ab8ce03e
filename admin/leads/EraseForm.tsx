import { useId, useState, type FormEvent } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import { EmailField } from './leadViewForm'
import { fillTemplate } from '../../model/template'
import { notify } from '../../components/islands/notify'
import { ConfirmDialog } from '../ui/ConfirmDialog'

/**
 * A data principal's erasure request (India's DPDP Act, 2023): everything kept for one e-mail address is deleted,
 * after a confirmation that names the address.
 */
export function EraseForm({
  erase,
  text,
  cancelLabel,
  onErased,
  onFailed,
}: {
  erase: (email: string) => Promise<number>
  text: AdminDashboardText['leads']['erase']
  cancelLabel: string
  onErased: () => void
  onFailed: (cause: unknown) => void
}) {
  const uid = useId()
  const [typed, setTyped] = useState('')
  const [erasing, setErasing] = useState<string | null>(null)

  async function confirm() {
    const email = erasing
    setErasing(null)
    if (!email) return
    try {
      const erased = await erase(email)
      notify.success(fillTemplate(text.done, { n: erased }))
      setTyped('')
      onErased()
    } catch (cause) {
      onFailed(cause)
    }
  }

  return (
    <section aria-labelledby={`${uid}-heading`} className="mt-10 rounded-xl border border-slate-200 p-4">
      <h3 id={`${uid}-heading`} className="text-base font-semibold text-slate-900">
        {text.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{text.text}</p>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          setErasing(typed.trim())
        }}
      >
        <div className="w-full sm:max-w-sm">
          <EmailField id={`${uid}-email`} label={text.label} value={typed} onChange={setTyped} />
        </div>
        <button type="submit" className="btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50">
          {text.button}
        </button>
      </form>
      <ConfirmDialog
        open={erasing !== null}
        title={text.confirmTitle}
        text={fillTemplate(text.confirmText, { email: erasing ?? '' })}
        cancelLabel={cancelLabel}
        confirmLabel={text.button}
        onCancel={() => setErasing(null)}
        onConfirm={() => void confirm()}
      />
    </section>
  )
}
