/** The one-line notice beside every form's submit button: what it collects, why, where it is kept (DPDP Act 2023). */
export function PrivacyNotice({ text, tone = 'light' }: { text: string; tone?: 'light' | 'dark' }) {
  return (
    <p className={`text-xs ${tone === 'dark' ? 'text-slate-300' : 'text-slate-700'}`}>
      {text}{' '}
      <a href="/privacy" className={`underline ${tone === 'dark' ? 'text-white' : 'text-brand-700'}`}>
        Privacy notice
      </a>
    </p>
  )
}
