import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import { formatSubmittedAt } from '../../model/leadBrowserStore'
import { AdminApiError } from '../api/adminApi'
import { addUser, changeUser, listUsers, newSetupLink } from '../api/teamApi'
import { setupLink, USER_ROLES, type IssuedSetupLink, type TeamUser, type UserRole } from '../../model/team'
import { fillTemplate } from '../../model/template'
import { CopyField, OutcomeLine, refusal, type Outcome } from '../account/accountParts'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmailField } from '../leads/leadViewForm'
import { buttonClass } from '../../components/ui/buttonClass'
import { Section } from '../../components/sections/Section'

type Text = AdminDashboardText['team']

/**
 * The Team tab (owners only; the service refuses everyone else): every user with their role, state and two-factor
 * sign-in, a form to add one, and for each a new set-up link, a role and disable or enable. A set-up link is shown
 * once, right after it is made, with a Copy button; focus moves to it so it is found without looking.
 */
export function TeamPanel({
  api,
  text,
  roles,
  me,
  cancelLabel,
  onSignedOut,
}: {
  api: string
  text: Text
  roles: AdminDashboardText['roles']
  /** The signed-in owner's id: they neither disable themselves nor give themselves a set-up link (their account tab is theirs). */
  me: string
  cancelLabel: string
  onSignedOut: () => void
}) {
  const uid = useId()
  const [users, setUsers] = useState<TeamUser[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [issued, setIssued] = useState<{ name: string; link: IssuedSetupLink } | null>(null)
  const [disabling, setDisabling] = useState<TeamUser | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const linkField = useRef<HTMLDivElement>(null)

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
      console.error('Team request failed', error)
      setOutcome({ kind: 'error', text: refusal(error, text.failed) })
    },
    [onSignedOut, text.failed],
  )

  const load = useCallback(() => {
    listUsers(api).then(
      (list) => {
        setUsers(list)
        setLoadError(null)
      },
      (error: unknown) => {
        if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
        setLoadError(refusal(error, text.failed))
      },
    )
  }, [api, onSignedOut, text.failed])
  useEffect(load, [load])

  useEffect(() => {
    if (issued) linkField.current?.querySelector('input')?.focus()
  }, [issued])

  /** A change to one user: the message on success, the list reloaded either way. */
  async function act(work: () => Promise<unknown>, done: string) {
    try {
      await work()
      setOutcome({ kind: 'done', text: done })
    } catch (error) {
      failed(error)
    }
    load()
  }

  async function giveLink(user: Pick<TeamUser, 'id' | 'name'>) {
    try {
      setIssued({ name: user.name, link: await newSetupLink(api, user.id) })
    } catch (error) {
      failed(error)
    }
    load()
  }

  const roleName = (role: UserRole) => roles[role]

  return (
    <Section layout="block" headingId={`${uid}-heading`} size="xl" title={text.heading}>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{text.intro}</p>

      {loadError && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {loadError}
        </p>
      )}

      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-labelledby={`${uid}-caption`}>
        <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
          <caption id={`${uid}-caption`} className="sr-only">
            {text.caption}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {text.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(users ?? []).map((user) => (
              <tr key={user.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {user.name}
                  {user.fromEnvironment && <span className="mt-1 block text-xs font-normal text-slate-700">{text.fromEnvironment}</span>}
                </th>
                <td className="px-3 py-2 break-all">{user.username}</td>
                <td className="px-3 py-2">
                  <select
                    aria-label={fillTemplate(text.roleLabel, { name: user.name })}
                    value={user.role}
                    onChange={(event) => void act(() => changeUser(api, user.id, { role: event.target.value as UserRole }), text.roleSaved)}
                    className="input py-1"
                  >
                    {USER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleName(role)}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-3 py-2">
                  {text.states[user.state]}
                  {user.state === 'invited' && user.setupLinkExpiresAt && (
                    <span className="mt-1 block text-xs text-slate-700">
                      {fillTemplate(text.linkValidUntil, { date: formatSubmittedAt(user.setupLinkExpiresAt) })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{user.twoFactor ? text.twoFactor.on : text.twoFactor.off}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    {user.state !== 'disabled' && user.id !== me && (
                      <button
                        type="button"
                        className={buttonClass('outline', { size: 'sm', className: 'whitespace-nowrap' })}
                        onClick={() => void giveLink(user)}
                      >
                        {text.newLink}
                      </button>
                    )}
                    {user.state === 'disabled' ? (
                      <button
                        type="button"
                        className={buttonClass('outline', { size: 'sm' })}
                        onClick={() => void act(() => changeUser(api, user.id, { disabled: false }), fillTemplate(text.enabled, { name: user.name }))}
                      >
                        {text.enable}
                      </button>
                    ) : (
                      user.id !== me && (
                        <button type="button" className={buttonClass('danger', { size: 'sm' })} onClick={() => setDisabling(user)}>
                          {text.disable}
                        </button>
                      )
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2">
        <OutcomeLine outcome={outcome} testId="team-outcome" />
      </div>

      {issued && (
        <section aria-labelledby={`${uid}-link-heading`} className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4" ref={linkField}>
          <h3 id={`${uid}-link-heading`} className="text-base font-semibold text-slate-900">
            {fillTemplate(text.link.heading, { name: issued.name })}
          </h3>
          <p className="mt-1 mb-3 text-sm text-slate-800">{fillTemplate(text.link.note, { date: formatSubmittedAt(issued.link.expiresAt) })}</p>
          <CopyField
            id={`${uid}-link`}
            label={text.link.label}
            value={setupLink(window.location.origin, issued.link.token)}
            copyLabel={text.link.copy}
            copiedText={text.link.copied}
            failedText={text.link.copyFailed}
          />
        </section>
      )}

      <AddUserForm
        api={api}
        text={text}
        roleName={roleName}
        onAdded={(user, link) => {
          setOutcome({ kind: 'done', text: fillTemplate(text.added, { name: user.name }) })
          setIssued({ name: user.name, link })
          load()
        }}
        onFailed={failed}
      />

      <ConfirmDialog
        open={disabling !== null}
        title={fillTemplate(text.disableTitle, { name: disabling?.name ?? '' })}
        text={fillTemplate(text.disableText, { name: disabling?.name ?? '' })}
        cancelLabel={cancelLabel}
        confirmLabel={text.disable}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          const user = disabling
          setDisabling(null)
          if (user) void act(() => changeUser(api, user.id, { disabled: true }), fillTemplate(text.disabled, { name: user.name }))
        }}
      />
    </Section>
  )
}

function AddUserForm({
  api,
  text,
  roleName,
  onAdded,
  onFailed,
}: {
  api: string
  text: Text
  roleName: (role: UserRole) => string
  onAdded: (user: { id: string; name: string }, link: IssuedSetupLink) => void
  onFailed: (error: unknown) => void
}) {
  const uid = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<UserRole>('member')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const { user, link } = await addUser(api, { name, email, role })
      setName('')
      setEmail('')
      setRole('member')
      onAdded(user, link)
    } catch (error) {
      onFailed(error)
    }
    setBusy(false)
  }

  return (
    <section aria-labelledby={`${uid}-heading`} className="mt-8 rounded-xl border border-slate-200 p-4">
      <h3 id={`${uid}-heading`} className="text-base font-semibold text-slate-900">
        {text.add.heading}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{text.add.note}</p>
      <form className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <div>
          <label htmlFor={`${uid}-name`} className="field-label">
            {text.add.name}
          </label>
          <input
            id={`${uid}-name`}
            required
            maxLength={100}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="input w-full"
          />
        </div>
        <div>
          <EmailField id={`${uid}-email`} label={text.add.email} value={email} onChange={setEmail} />
        </div>
        <div>
          <label htmlFor={`${uid}-role`} className="field-label">
            {text.add.role}
          </label>
          <select id={`${uid}-role`} value={role} onChange={(event) => setRole(event.target.value as UserRole)} className="input">
            {USER_ROLES.map((value) => (
              <option key={value} value={value}>
                {roleName(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')} aria-disabled={busy || undefined}>
          {busy ? text.add.busy : text.add.submit}
        </button>
      </form>
    </section>
  )
}
