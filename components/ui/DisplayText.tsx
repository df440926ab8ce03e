import { Fragment } from 'react'

/**
 * A display heading's words with each comma drawn up to its word: at display sizes the brand face's comma keeps a
 * gap before its ink of about one and a half letter gaps ("Simple , transparent"). The subset cannot take a new
 * kerning pair (docs/decisions/0008-display-comma.md), so the comma gets a negative margin (global.css, .display-comma).
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.split(/(?<=\p{L}),/u)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span className="display-comma">,</span>}
          {part}
        </Fragment>
      ))}
    </>
  )
}
