/** A lead's notes in its view: each signed and timed, editable by its author only, and a form for a new one. */
import { useId, useRef, useState, type FormEvent } from 'react'
import type { LeadViewText } from '../../content/schemas/leadView'
import { formatSubmittedAt } from '../../model/leadBrowserStore'
import { addNote, editNote } from '../api/leadFollowUpApi'
import type { LeadNote } from '../../model/leadFollowUp'
import { fillTemplate } from '../../model/template'
import { FormError, useFormError, type Saving } from './leadViewForm'
import { buttonClass } from '../../components/ui/buttonClass'

export function LeadNotes({
  api,
  leadId,
  notes,
  text,
  onSaved,
  onFailed,
}: Saving & { api: string; leadId: string; notes: LeadNote[]; text: LeadViewText }) {
  const uid = useId()
  const [draft, setDraft] = useState('')
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null)
  const editButtons = useRef(new Map<string, HTMLButtonElement>())
  const { error, run } = useFormError(onFailed)

  const stopEditing = (id: string) => {
    setEditing(null)
    window.requestAnimationFrame(() => editButtons.current.get(id)?.focus())
  }

  function add(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await addNote(api, leadId, draft)
      setDraft('')
      await onSaved(text.notes.added)
    })
  }

  function saveEdit(event: FormEvent) {
    event.preventDefault()
    if (!editing) return
    const { id, body } = editing
    void run(async () => {
      await editNote(api, leadId, id, body)
      stopEditing(id)
      await onSaved(text.notes.saved)
    })
  }

  return (
    <div className="mt-2">
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700">{text.notes.empty}</p>
      ) : (
        <ol className="space-y-3" data-testid="lead-notes">
          {notes.map((note) => {
            const signed = fillTemplate(text.notes.signed, { name: note.author?.name ?? text.notes.formerUser, time: formatSubmittedAt(note.createdAt) })
            return (
              <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                {editing?.id === note.id ? (
                  <form onSubmit={saveEdit} className="space-y-2">
                    <label htmlFor={`${uid}-edit`} className="field-label">
                      {text.notes.editLabel}
                    </label>
                    <textarea
                      id={`${uid}-edit`}
                      required
                      maxLength={2000}
                      rows={3}
                      value={editing.body}
                      onChange={(event) => setEditing({ id: note.id, body: event.target.value })}
                      className="input w-full"
                    />
                    <div className="flex gap-2">
                      <button type="submit" className={buttonClass('primary', { size: 'sm' })}>
                        {text.notes.save}
                      </button>
                      <button type="button" className={buttonClass('outline', { size: 'sm' })} onClick={() => stopEditing(note.id)}>
                        {text.notes.cancel}
                      </button>
                    </div>
                  </form>
                ) : (
                  <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
                )}
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                  <span>{signed}</span>
                  {note.editedAt && <span>({fillTemplate(text.notes.edited, { time: formatSubmittedAt(note.editedAt) })})</span>}
                  {note.editable && editing?.id !== note.id && (
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) editButtons.current.set(note.id, element)
                        else editButtons.current.delete(note.id)
                      }}
                      aria-label={fillTemplate(text.notes.edit, { time: formatSubmittedAt(note.createdAt) })}
                      className="font-medium text-brand-700 underline hover:text-brand-900"
                      onClick={() => setEditing({ id: note.id, body: note.body })}
                    >
                      {text.notes.editButton}
                    </button>
                  )}
                </p>
              </li>
            )
          })}
        </ol>
      )}
      <form onSubmit={add} className="mt-4 space-y-2">
        <label htmlFor={`${uid}-new`} className="field-label">
          {text.notes.add}
        </label>
        <textarea
          id={`${uid}-new`}
          required
          maxLength={2000}
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="input w-full"
        />
        <button type="submit" className={buttonClass('primary', { size: 'sm' })}>
          {text.notes.addButton}
        </button>
      </form>
      <FormError error={error} />
    </div>
  )
}
