import { HONEYPOT_FIELD } from '../../model/leadFields'

/**
 * The spam trap in every form: a field hidden from sight, from screen readers and from the tab order, so no person
 * fills it; bots that fill every field do, and the lead service files their entry as spam (service/leads/spam.ts).
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
