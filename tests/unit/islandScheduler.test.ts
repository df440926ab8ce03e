import { HYDRATED_EVENT, ISLAND_ATTRIBUTES, WAKE_EVENT } from '../../lib/islandProtocol'
import { holdEarlyInput } from '../../lib/client/afterFirstPaint'
import { startIslands } from '../../lib/client/islands'

/**
 * The island loader's scheduler (lib/client/islands.ts) in happy-dom: when each island hydrates, and what a visitor
 * did before that (a submit, a button press) is held and replayed once the island is live. The hydrator here stands
 * in for React: it is resolved by the test, and "hydrating" adds the island's own listeners, as React would.
 */

interface Hydration {
  element: HTMLElement
  finish: () => Promise<void>
}

/** A loader whose hydrations the test completes one by one. */
function controlledHydrator(live: (element: HTMLElement) => void = () => {}) {
  const started: Hydration[] = []
  const loadHydrator = async () => (element: HTMLElement) =>
    new Promise<void>((resolve) => {
      started.push({
        element,
        finish: async () => {
          live(element)
          resolve()
          await settle()
        },
      })
    })
  return { started, loadHydrator }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

function island(mode: string, inner = '', deadlineMs?: number): HTMLElement {
  const element = document.createElement('div')
  element.setAttribute(ISLAND_ATTRIBUTES.name, 'LeadForm')
  element.setAttribute(ISLAND_ATTRIBUTES.mode, mode)
  if (deadlineMs !== undefined) element.setAttribute(ISLAND_ATTRIBUTES.deadlineMs, String(deadlineMs))
  element.setAttribute(ISLAND_ATTRIBUTES.props, '{}')
  element.innerHTML = inner
  document.body.append(element)
  return element
}

const FORM = '<form><input name="email" /><button type="button" data-add>Add</button><button type="submit">Send</button></form>'
const isHydrated = (element: HTMLElement) => element.hasAttribute(ISLAND_ATTRIBUTES.hydrated)

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('when an island hydrates', () => {
  test('load: at once; marked hydrating, then hydrated, and announced with the hydrated event', async () => {
    const element = island('load')
    const { started, loadHydrator } = controlledHydrator()
    const announced = vi.fn()
    element.addEventListener(HYDRATED_EVENT, announced)
    startIslands(loadHydrator)
    await settle()
    expect(started.map((hydration) => hydration.element)).toEqual([element])
    expect(element.hasAttribute(ISLAND_ATTRIBUTES.hydrating)).toBe(true)
    expect(isHydrated(element)).toBe(false)
    await started[0]!.finish()
    expect(element.hasAttribute(ISLAND_ATTRIBUTES.hydrating)).toBe(false)
    expect(isHydrated(element)).toBe(true)
    expect(announced).toHaveBeenCalledTimes(1)
  })

  test('interaction: at once when the focus is already inside it (the visitor was in a field before the script ran)', async () => {
    const focused = island('interaction', FORM)
    const elsewhere = island('interaction', FORM)
    focused.querySelector('input')!.focus()
    const { started, loadHydrator } = controlledHydrator()
    startIslands(loadHydrator)
    await settle()
    expect(started.map((hydration) => hydration.element)).toEqual([focused])
    expect(elsewhere.contains(document.activeElement)).toBe(false)
  })

  test('interaction: not before the first focus, pointer or key event inside it, and only once', async () => {
    const element = island('interaction', FORM)
    const { started, loadHydrator } = controlledHydrator()
    startIslands(loadHydrator)
    await settle()
    expect(started).toHaveLength(0)
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    await settle()
    expect(started).toHaveLength(1)
  })

  test('interaction: plain DOM code wakes it with the wake event', async () => {
    const element = island('interaction', FORM)
    const { started, loadHydrator } = controlledHydrator()
    startIslands(loadHydrator)
    element.dispatchEvent(new Event(WAKE_EVENT))
    await settle()
    expect(started).toHaveLength(1)
  })

  test('interaction with a deadline: hydrates when the page is that old although nobody touched it', async () => {
    vi.useFakeTimers()
    // The page script started late, as on a slow phone: the page is already 1.5 s old.
    vi.spyOn(performance, 'now').mockReturnValue(1500)
    island('interaction', FORM, 4000)
    const { started, loadHydrator } = controlledHydrator()
    startIslands(loadHydrator)
    vi.advanceTimersByTime(2499)
    await settle()
    expect(started).toHaveLength(0)
    vi.advanceTimersByTime(1)
    await settle()
    expect(started).toHaveLength(1)
  })

  test('an island that fails to start says so and is not marked hydrated', async () => {
    const element = island('load')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    startIslands(async () => async () => {
      throw new Error('chunk failed')
    })
    await settle()
    expect(error).toHaveBeenCalledWith('Island "LeadForm" could not start', expect.any(Error))
    expect(isHydrated(element)).toBe(false)
  })
})

describe('a submit before the island is live', () => {
  /** "React": once live, the form's own submit handler records each submit and keeps the page. */
  const reactSubmits = (submitted: string[]) => (element: HTMLElement) =>
    element.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      submitted.push(element.querySelector('input')!.value)
    })

  test('is held (the browser does not submit it, no other listener sees it), starts hydration, and is replayed once live', async () => {
    const element = island('interaction', FORM)
    const submitted: string[] = []
    const { started, loadHydrator } = controlledHydrator(reactSubmits(submitted))
    startIslands(loadHydrator)
    const form = element.querySelector('form')!
    const seenEarly = vi.fn()
    form.addEventListener('submit', seenEarly)
    element.querySelector('input')!.value = 'early@example.in'

    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(seenEarly).not.toHaveBeenCalled()
    await settle()
    expect(started).toHaveLength(1)
    expect(submitted).toEqual([])

    await started[0]!.finish()
    expect(submitted).toEqual(['early@example.in'])
    expect(seenEarly).toHaveBeenCalledTimes(1)
  })

  test('made while the island is already hydrating is replayed once, when it is live', async () => {
    const element = island('interaction', FORM)
    const submitted: string[] = []
    const { started, loadHydrator } = controlledHydrator(reactSubmits(submitted))
    startIslands(loadHydrator)
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settle()
    expect(started).toHaveLength(1)
    element.querySelector('input')!.value = 'typing@example.in'
    element.querySelector('form')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
    await settle()
    expect(started).toHaveLength(1)
    expect(submitted).toEqual([])
    await started[0]!.finish()
    expect(submitted).toEqual(['typing@example.in'])
  })

  test('after hydration a submit goes straight to the island, once', async () => {
    const element = island('load', FORM)
    const submitted: string[] = []
    const { started, loadHydrator } = controlledHydrator(reactSubmits(submitted))
    startIslands(loadHydrator)
    await settle()
    await started[0]!.finish()
    element.querySelector('input')!.value = 'live@example.in'
    element.querySelector('form')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
    await settle()
    expect(submitted).toEqual(['live@example.in'])
  })
})

describe('a submit before the page script ran', () => {
  /**
   * A page of its own with the inline script's listeners (lib/client/afterFirstPaint.ts) and no page script yet;
   * `scriptRan` runs the loader, as the page script does, and then what the inline script does on its load event.
   */
  function pageBeforeScript(loadHydrator: Parameters<typeof startIslands>[0]) {
    const doc = document.implementation.createHTMLDocument('page')
    doc.body.innerHTML = `<div ${ISLAND_ATTRIBUTES.name}="NewsletterForm" ${ISLAND_ATTRIBUTES.mode}="interaction" ${ISLAND_ATTRIBUTES.props}="{}">${FORM}</div><form role="search" action="/search"><input name="q" /></form>`
    const replay = holdEarlyInput(doc)
    const element = doc.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)!
    const scriptRan = () => {
      startIslands(loadHydrator, doc)
      replay()
    }
    return { doc, element, form: element.querySelector('form')!, scriptRan }
  }
  const submit = (form: HTMLFormElement) => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    return event
  }
  /** "React": once live, the form's own submit handler records each submit and keeps the page. */
  const recording = (submitted: string[]) =>
    controlledHydrator((live) =>
      live.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault()
        submitted.push(live.querySelector('input')!.value)
      }),
    )

  test('is held by the inline script, made again once the page script has run (which wakes the island), and sent once, by the live island', async () => {
    const submitted: string[] = []
    const { started, loadHydrator } = recording(submitted)
    const { element, form, scriptRan } = pageBeforeScript(loadHydrator)
    element.querySelector('input')!.value = 'early@example.in'
    expect(submit(form).defaultPrevented).toBe(true)
    // A second press before the script is the same one: one submit is sent.
    expect(submit(form).defaultPrevented).toBe(true)

    scriptRan()
    await settle()
    // Nobody touched it since: the held submit wakes it.
    expect(started).toHaveLength(1)
    expect(submitted).toEqual([])
    await started[0]!.finish()
    expect(submitted).toEqual(['early@example.in'])
    // Once live, the island's submits are its own, one each.
    expect(submit(form).defaultPrevented).toBe(true)
    expect(submitted).toEqual(['early@example.in', 'early@example.in'])
  })

  test('the search form, which is no island, is left to the browser', () => {
    const { doc, scriptRan } = pageBeforeScript(controlledHydrator().loadHydrator)
    const search = doc.querySelector<HTMLFormElement>('form[role="search"]')!
    expect(submit(search).defaultPrevented).toBe(false)
    const sentAgain = vi.fn((event: Event) => event.preventDefault())
    search.addEventListener('submit', sentAgain)
    scriptRan()
    expect(sentAgain).not.toHaveBeenCalled()
  })

  test("once the page script has run, a submit before hydration is the island loader's to hold, and is sent once", async () => {
    const submitted: string[] = []
    const { started, loadHydrator } = recording(submitted)
    const { element, form, scriptRan } = pageBeforeScript(loadHydrator)
    scriptRan()
    element.querySelector('input')!.value = 'later@example.in'
    expect(submit(form).defaultPrevented).toBe(true)
    await settle()
    expect(started).toHaveLength(1)
    await started[0]!.finish()
    expect(submitted).toEqual(['later@example.in'])
  })
})

describe('a button pressed before the island is live', () => {
  test('is pressed again once live; a submit button is left to the held submit', async () => {
    const element = island('interaction', FORM)
    const pressed: string[] = []
    const { started, loadHydrator } = controlledHydrator((live) =>
      live.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent ?? '')),
    )
    startIslands(loadHydrator)
    element.querySelector<HTMLButtonElement>('[data-add]')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    element.querySelector<HTMLButtonElement>('[data-add]')!.click()
    element.querySelector<HTMLButtonElement>('button[type="submit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await settle()
    expect(pressed).toEqual([])
    await started[0]!.finish()
    expect(pressed).toEqual(['Add'])
  })
})
