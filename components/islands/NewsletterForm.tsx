import { useId } from 'react'

export interface NewsletterFormProps {
  id: string
  tone: 'dark' | 'light'
}

/** Newsletter sign-up (footer and blog). */
export default function NewsletterForm({ id, tone }: NewsletterFormProps) {
  const inputId = useId()
  return (
    <form id={id} className="mt-3 flex gap-2" noValidate={false} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="Your email address"
        className={`input min-w-0 flex-1 ${tone === 'dark' ? 'input-dark' : ''}`}
      />
      <button type="submit" className="btn btn-accent">
        Subscribe
      </button>
    </form>
  )
}

