/**
 * What a visitor typed, chose or ticked in an island before it hydrated.
 *
 * React hydrates a form field without reading its live value: a controlled field keeps its server value ('') in
 * state and writes that back into the field on the next render, so an early username vanished. The island loader
 * therefore notes, just before hydration, every field whose state differs from what the server rendered, and
 * replays each one right after as the event React would have seen had the visitor typed a moment later.
 * Uncontrolled fields get the same events, so an onChange handler always hears of the value a field shows.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A changed field and what it showed just before hydration. */
export interface TypedField {
  field: Field
  value: string
  checked: boolean
  selected: boolean[]
  selection: [start: number, end: number, direction: 'forward' | 'backward' | 'none'] | null
}

/** Inputs a visitor cannot type into, or whose value a script cannot give back. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file'])

/** React's record of the value it last saw in a field (its change detection reads it; on the field as `_valueTracker`). */
type Tracked = { _valueTracker?: { setValue(value: string): void } | null }

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** The options the server rendered as selected (the browser shows the first one when none is marked). */
function serverSelection(select: HTMLSelectElement): boolean[] {
  const options = Array.from(select.options)
  const marked = options.map((option) => option.defaultSelected)
  if (select.multiple) return marked
  const last = marked.lastIndexOf(true)
  const shown = last >= 0 ? last : options.findIndex((option) => !option.disabled)
  return options.map((_, index) => index === shown)
}

function differsFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const server = serverSelection(field)
    return Array.from(field.options).some((option, index) => option.selected !== server[index])
  }
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false
  // A radio that lost its tick needs nothing: the one that gained it speaks for the group.
  if (isCheckable(field)) return field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}

/** Email and number fields hide their caret from scripts (they return null). */
function selectionOf(field: Field): TypedField['selection'] {
  if (field instanceof HTMLSelectElement || field.selectionStart === null || field.selectionEnd === null) return null
  return [field.selectionStart, field.selectionEnd, field.selectionDirection ?? 'none']
}

/** The fields in `root` that a visitor changed since the server rendered them, as they are now. */
export function typedFields(root: ParentNode): TypedField[] {
  return Array.from(root.querySelectorAll<Field>('input, textarea, select'))
    .filter(differsFromServer)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
      selected: field instanceof HTMLSelectElement ? Array.from(field.options, (option) => option.selected) : [],
      selection: selectionOf(field),
    }))
}

function showsTyped({ field, value, checked, selected }: TypedField): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).every((option, index) => option.selected === selected[index])
  return isCheckable(field) ? field.checked === checked : field.value === value
}

function putBack(typed: TypedField): void {
  const { field, selection } = typed
  if (field instanceof HTMLSelectElement && !field.multiple) {
    field.selectedIndex = typed.selected.indexOf(true)
  } else if (field instanceof HTMLSelectElement) {
    Array.from(field.options).forEach((option, index) => (option.selected = typed.selected[index] ?? false))
  } else if (isCheckable(field)) {
    field.checked = typed.checked
  } else {
    field.value = typed.value
    if (selection) field.setSelectionRange(...selection)
  }
}

/**
 * Tells React, now hydrated, about each changed field, as the input, choice or click it missed. Each replay
 * re-renders the island, and a controlled field not yet replayed is written back to its stale state: it gets its
 * typed value (and caret) back before its own turn, all within this task, so no frame ever shows the stale value.
 * The focused field goes first, so the one the visitor is typing in is never written at all.
 */
export function replayTyped(fields: readonly TypedField[]): void {
  const focusedFirst = [...fields].sort((a, b) => Number(b.field === document.activeElement) - Number(a.field === document.activeElement))
  for (const typed of focusedFirst) {
    const { field } = typed
    if (!field.isConnected) continue
    if (!showsTyped(typed)) putBack(typed)
    const fire = (type: string) => field.dispatchEvent(new Event(type, { bubbles: true }))
    if (field instanceof HTMLSelectElement) {
      fire('input')
      fire('change')
    } else if (isCheckable(field)) {
      // React compares with what it saw at hydration (already the ticked state): point it back to the server's state
      // so the event counts as the change it is. React hears a tick as a click; a plain Event does not toggle again.
      ;(field as Tracked)._valueTracker?.setValue(String(field.defaultChecked))
      fire('click')
      fire('input')
      fire('change')
    } else {
      ;(field as Tracked)._valueTracker?.setValue(field.defaultValue)
      fire('input')
    }
  }
}
