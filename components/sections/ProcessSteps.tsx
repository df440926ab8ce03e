import { CheckList } from './FeatureGrid'

export interface Step {
  title: string
  description: string
  details?: readonly string[]
  duration?: string
}

/**
 * Columns that fit the number of steps: four steps in two rows of two, then one row of four; three in one row; five
 * in three and two, then one row; otherwise two, then three a row. A last, shorter row is centred (.card-grid), never a lone card at the left.
 */
function columnsFor(count: number): string {
  if (count % 4 === 0) return 'md:[--columns:2] lg:[--columns:4]'
  if (count === 3) return 'md:[--columns:3]'
  // Five steps: three and two on tablets, one line from 1280 px, as a timeline reads best.
  if (count === 5) return 'md:[--columns:3] xl:[--columns:5]'
  return 'md:[--columns:2] lg:[--columns:3]'
}

/**
 * A numbered process (01, 02 …) as an ordered list drawn as one timeline on every page: the steps hang from a line,
 * each number a node on it (global.css, .process-step); on phones, a row to swipe through (.phone-scroller). On a
 * page's dark band the line, nodes and words turn light.
 */
export function ProcessSteps({ steps, label = 'Steps' }: { steps: readonly Step[]; label?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
    <ol className={`card-grid phone-scroller process-timeline ${columnsFor(steps.length)}`} tabIndex={0} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className="process-step">
          <p className="flex items-center justify-between gap-3">
            <span className="process-node" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            {step.duration && <span className="process-duration">{step.duration}</span>}
          </p>
          <h3 className="process-title">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="process-text">{step.description}</p>
          {step.details && <CheckList items={step.details} className="mt-4" />}
        </li>
      ))}
    </ol>
  )
}
