import { useState } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { replayTyped, typedFields } from '../../lib/client/earlyInput'

/** A form of controlled fields of every kind; the button re-renders it, as any state change would. */
function Controlled({ onState }: { onState: (state: Record<string, unknown>) => void }) {
  const [name, setName] = useState('')
  const [note, setNote] = useState('')
  const [service, setService] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [consent, setConsent] = useState(false)
  const [contact, setContact] = useState('email')
  const [renders, setRenders] = useState(0)
  onState({ name, note, service, tags, consent, contact })
  return (
    <form>
      <input aria-label="name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="service" name="service" value={service} onChange={(event) => setService(event.target.value)}>
        <option value="">Choose</option>
        <option value="seo">SEO</option>
        <option value="ppc">PPC</option>
      </select>
      <select
        aria-label="tags"
        name="tags"
        multiple
        value={tags}
        onChange={(event) => setTags(Array.from(event.target.selectedOptions, (option) => option.value))}
      >
        <option value="a">A</option>
        <option value="b">B</option>
        <option value="c">C</option>
      </select>
      <input aria-label="consent" type="checkbox" name="consent" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      {['email', 'phone'].map((value) => (
        <input key={value} aria-label={value} type="radio" name="contact" value={value} checked={contact === value} onChange={() => setContact(value)} />
      ))}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        re-render
      </button>
    </form>
  )
}

// Events reach React as in a browser (no act() batching, which would hide the re-render this is about).
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.innerHTML = ''
})

/** The server's HTML, then a visitor's changes made before hydration. */
function serverRenderedAndTyped() {
  let state: Record<string, unknown> = {}
  const onState = (next: Record<string, unknown>) => (state = next)
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Controlled onState={onState} />)
  document.body.append(container)
  const get = <T extends Element>(label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!
  const name = get<HTMLInputElement>('name')
  name.focus()
  name.value = 'Asha Rao'
  name.setSelectionRange(4, 4)
  get<HTMLTextAreaElement>('note').value = 'Before Diwali'
  get<HTMLSelectElement>('service').value = 'seo'
  const tags = get<HTMLSelectElement>('tags')
  tags.options[0]!.selected = true
  tags.options[2]!.selected = true
  get<HTMLInputElement>('consent').checked = true
  get<HTMLInputElement>('phone').checked = true
  return { container, get, onState, state: () => state }
}

async function hydrate(container: HTMLElement, onState: (state: Record<string, unknown>) => void, replay: boolean) {
  const typed = typedFields(container)
  flushSync(() => roots.push(hydrateRoot(container, <Controlled onState={onState} />)))
  if (replay) replayTyped(typed)
  container.querySelector('button')!.click()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

test('finds exactly the fields that differ from the server HTML', () => {
  const { container } = serverRenderedAndTyped()
  expect(typedFields(container).map(({ field }) => field.getAttribute('aria-label'))).toEqual(['name', 'note', 'service', 'tags', 'consent', 'phone'])
  expect(typedFields(document.createElement('form'))).toEqual([])
})

test('after hydration, controlled fields of every kind keep what was typed, and the component state has it', async () => {
  const { container, get, onState, state } = serverRenderedAndTyped()
  await hydrate(container, onState, true)
  expect(get<HTMLInputElement>('name').value).toBe('Asha Rao')
  expect(get<HTMLTextAreaElement>('note').value).toBe('Before Diwali')
  expect(get<HTMLSelectElement>('service').value).toBe('seo')
  expect(Array.from(get<HTMLSelectElement>('tags').selectedOptions, (option) => option.value)).toEqual(['a', 'c'])
  expect(get<HTMLInputElement>('consent').checked).toBe(true)
  expect(get<HTMLInputElement>('phone').checked).toBe(true)
  expect(state()).toEqual({ name: 'Asha Rao', note: 'Before Diwali', service: 'seo', tags: ['a', 'c'], consent: true, contact: 'phone' })
  // The focused field was never written: the caret is where the visitor left it.
  expect([get<HTMLInputElement>('name').selectionStart, get<HTMLInputElement>('name').selectionEnd]).toEqual([4, 4])
})

test('without the replay, the first re-render wipes them (what this guards against)', async () => {
  const { container, get, onState, state } = serverRenderedAndTyped()
  await hydrate(container, onState, false)
  expect(get<HTMLInputElement>('name').value).toBe('')
  expect(state()).toMatchObject({ name: '', consent: false })
})
