import type { Link } from '../../content/define'
import { buttonClass } from '../ui/buttonClass'
import { Icon } from '../ui/Icon'

/**
 * How a page type closes (global.css, .cta-*), so the same band does not end every page: `band` the brand gradient
 * across the page (company pages); `panel` an ink card inset on white (services, pricing, IoT, developers); `light` a
 * pale brand band (careers); `quiet` a white band under a rule (blog, articles, work, downloads).
 */
type CallToActionLook = 'band' | 'panel' | 'light' | 'quiet'

/** The closing band of a page: one heading, one sentence, one button; a second action is a text link beside it. */
export function CallToAction({
  title,
  text,
  actions,
  id,
  look = 'band',
}: {
  title: string
  text: string
  actions: readonly Link[]
  id?: string
  look?: CallToActionLook
}) {
  const [primary, ...others] = actions
  const dark = look === 'band' || look === 'panel'
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={`cta ${look === 'band' ? 'band-cta' : `cta-${look}`}`}>
      <div className="container-page">
        <div className="cta-inner">
          <div className="cta-words">
            <h2 id={headingId} className="cta-title">
              {title}
            </h2>
            <p className="cta-text">{text}</p>
          </div>
          <div className="cta-actions">
            {primary && (
              <a href={primary.href} className={buttonClass(dark ? 'light' : 'primary', { size: 'lg' })}>
                {primary.label}
                <Icon name="arrowRight" className="h-5 w-5" />
              </a>
            )}
            {others.map((action) => (
              <a key={action.href + action.label} href={action.href} className="cta-link">
                {action.label}
              </a>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
