import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import { AdminApiError } from '../api/adminApi'
import { changePassword, confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from '../api/teamApi'
import type { SessionUser, TwoFactorSetup } from '../../model/team'
import { fillTemplate } from '../../model/template'
import { CopyField, OutcomeLine, refusal, type Outcome } from './accountParts'
import { QrCode } from './QrCode'
import { buttonClass } from '../../components/ui/buttonClass'
import { Section } from '../../components/sections/Section'

type Text = AdminDashboardText['account']

/**
 * The account tab every signed-in user has: who they are, a new password (every other session of theirs ends), and
 * two-factor sign-in: turned on by scanning a QR code (or typing its key) and confirming with a code, after which the
 * recovery codes are shown once; turned off with the password.
 */
export function AccountPanel({
  api,
  text,
  roles,
  user,
  copyText,
  onChanged,
  onSignedOut,
}: {
  api: string
  text: Text
  roles: AdminDashboardText['roles']
  user: SessionUser
  /** The Copy button's words and messages (shared with the set-up link). */
  copyText: { copied: string; failed: string }
  /** The account changed: the dashboard reads the session again. */
  onChanged: () => void
  onSignedOut: () => void
}) {
  const uid = useId()
  /** A failed call: to the login when the session is gone, else the service's own sentence. */
  const failure = (error: unknown): Outcome => {
    if (error instanceof AdminApiError && error.status === 401 && error.code !== 'wrong_password') onSignedOut()
    else console.error('Account request failed', error)
    return { kind: 'error', text: refusal(error, text.failed) }
  }

  return (
    <Section layout="block" headingId={`${uid}-heading`} size="xl" title={text.heading}>
      <p className="mt-1 text-sm text-slate-700">{fillTemplate(text.details, { username: user.username, role: roles[user.role] })}</p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <PasswordForm api={api} text={text.password} failure={failure} />
        <TwoFactor api={api} text={text.twoFactor} user={user} copyText={copyText} failure={failure} onChanged={onChanged} />
      </div>
    </Section>
  )
}

function PasswordForm({ api, text, failure }: { api: string; text: Text['password']; failure: (error: unknown) => Outcome }) {
  const uid = useId()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [again, setAgain] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (next !== again) return setOutcome({ kind: 'error', text: text.mismatch })
    setBusy(true)
    try {
      const ended = await changePassword(api, current, next)
      setOutcome({ kind: 'done', text: fillTemplate(text.done, { n: ended }) })
      setCurrent('')
      setNext('')
      setAgain('')
    } catch (error) {
      setOutcome(failure(error))
    }
    setBusy(false)
  }

  const field = (id: string, label: string, value: string, set: (value: string) => void, autoComplete: string, describedBy?: string) => (
    <div>
      <label htmlFor={`${uid}-${id}`} className="field-label">
        {label}
      </label>
      <input
        id={`${uid}-${id}`}
        type="password"
        required
        maxLength={1000}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => set(event.target.value)}
        className="input w-full"
      />
    </div>
  )

  return (
    <section aria-labelledby={`${uid}-heading`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`${uid}-heading`} className="text-base font-semibold text-slate-900">
        {text.heading}
      </h3>
      <form className="mt-3 space-y-3" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {field('current', text.current, current, setCurrent, 'current-password')}
        {field('next', text.next, next, setNext, 'new-password', `${uid}-rules`)}
        <p id={`${uid}-rules`} className="text-sm text-slate-700">
          {text.rules}
        </p>
        {field('again', text.confirm, again, setAgain, 'new-password')}
        <button type="submit" className={buttonClass('primary')} aria-disabled={busy || undefined}>
          {busy ? text.busy : text.submit}
        </button>
        <OutcomeLine outcome={outcome} />
      </form>
    </section>
  )
}

type Stage = { kind: 'idle' } | { kind: 'scanning'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] }

function TwoFactor({
  api,
  text,
  user,
  copyText,
  failure,
  onChanged,
}: {
  api: string
  text: Text['twoFactor']
  user: SessionUser
  copyText: { copied: string; failed: string }
  failure: (error: unknown) => Outcome
  onChanged: () => void
}) {
  const uid = useId()
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  // Each stage's heading takes focus when the stage changes, so a keyboard or screen-reader user lands on what is new.
  const stageHeading = useRef<HTMLHeadingElement>(null)
  const statusLine = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) {
      moved.current = true
      return
    }
    ;(stage.kind === 'idle' ? statusLine : stageHeading).current?.focus()
  }, [stage.kind])

  async function run(work: () => Promise<void>) {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    try {
      await work()
    } catch (error) {
      setOutcome(failure(error))
    }
    setBusy(false)
  }

  const start = () => run(async () => setStage({ kind: 'scanning', setup: await startTwoFactor(api) }))
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const codes = await confirmTwoFactor(api, code)
      setCode('')
      setStage({ kind: 'codes', codes })
    })
  }
  const turnOff = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await turnOffTwoFactor(api, password)
      setPassword('')
      setOutcome({ kind: 'done', text: text.turnedOff })
      onChanged()
    })
  }
  const saved = () => {
    setStage({ kind: 'idle' })
    setOutcome({ kind: 'done', text: text.turnedOn })
    onChanged()
  }

  // Confirming the code turned it on: the codes on screen are the ones left, before the session is read again.
  const twoFactorOn = user.twoFactor || stage.kind === 'codes'
  const codesLeft = stage.kind === 'codes' ? stage.codes.length : user.recoveryCodesLeft

  return (
    <section aria-labelledby={`${uid}-heading`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`${uid}-heading`} className="text-base font-semibold text-slate-900">
        {text.heading}
      </h3>
      <p ref={statusLine} tabIndex={-1} className="mt-1 text-sm text-slate-800" data-testid="two-factor-state">
        {twoFactorOn ? fillTemplate(text.on, { n: codesLeft }) : text.off}
      </p>

      {stage.kind === 'idle' && !user.twoFactor && (
        <button type="button" className={buttonClass('primary', { className: 'mt-3' })} aria-disabled={busy || undefined} onClick={() => void start()}>
          {text.start}
        </button>
      )}

      {stage.kind === 'idle' && user.twoFactor && (
        <form className="mt-3 space-y-3" onSubmit={turnOff} aria-busy={busy}>
          <div>
            <label htmlFor={`${uid}-password`} className="field-label">
              {text.turnOffLabel}
            </label>
            <input
              id={`${uid}-password`}
              type="password"
              required
              maxLength={1000}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="input w-full"
            />
          </div>
          <button type="submit" className={buttonClass('danger', { size: 'sm' })} aria-disabled={busy || undefined}>
            {text.turnOff}
          </button>
        </form>
      )}

      {stage.kind === 'scanning' && (
        <div className="mt-3 space-y-3">
          <h4 ref={stageHeading} tabIndex={-1} className="font-semibold text-slate-900">
            {text.start}
          </h4>
          <p className="text-sm text-slate-800">{text.scan}</p>
          <QrCode rows={stage.setup.qr} label={text.qrLabel} />
          <CopyField
            id={`${uid}-secret`}
            label={text.secretLabel}
            value={stage.setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            copyLabel={text.copySecret}
            copiedText={copyText.copied}
            failedText={copyText.failed}
          />
          <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={confirm} aria-busy={busy}>
            <div>
              <label htmlFor={`${uid}-code`} className="field-label">
                {text.codeLabel}
              </label>
              <input
                id={`${uid}-code`}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={10}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className="input w-40"
              />
            </div>
            <button type="submit" className={buttonClass('primary')} aria-disabled={busy || undefined}>
              {text.confirm}
            </button>
            <button type="button" className={buttonClass('outline')} onClick={() => setStage({ kind: 'idle' })}>
              {text.cancel}
            </button>
          </form>
        </div>
      )}

      {stage.kind === 'codes' && (
        <div className="mt-3 space-y-3">
          <h4 ref={stageHeading} tabIndex={-1} className="font-semibold text-slate-900">
            {text.recoveryHeading}
          </h4>
          <p className="text-sm text-slate-800">{text.recoveryText}</p>
          <CopyField
            id={`${uid}-codes`}
            label={text.recoveryHeading}
            value={stage.codes.join('\n')}
            copyLabel={text.copyCodes}
            copiedText={copyText.copied}
            failedText={copyText.failed}
            multiline
          />
          <button type="button" className={buttonClass('primary')} onClick={saved}>
            {text.saved}
          </button>
        </div>
      )}

      <div className="mt-3">
        <OutcomeLine outcome={outcome} testId="two-factor-outcome" />
      </div>
    </section>
  )
}
