import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem<Id extends string> {
  id: Id
  label: string
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern, automatic activation): one tab in the Tab order, arrow keys move
 * between tabs (wrapping), Home and End jump to the ends. Only the selected panel's content is rendered.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  renderPanel,
}: {
  label: string
  tabs: readonly TabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  idPrefix: string
  renderPanel: (id: Id) => ReactNode
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>())
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected)
    let next: number
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % tabs.length
        break
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + tabs.length) % tabs.length
        break
      case 'Home':
        next = 0
        break
      case 'End':
        next = tabs.length - 1
        break
      default:
        return
    }
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    buttons.current.get(tab.id)?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-300">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element)
                else buttons.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={handleKeyDown}
              className={`-mb-px rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold ${
                isSelected ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.id === selected && renderPanel(tab.id)}
        </div>
      ))}
    </>
  )
}
