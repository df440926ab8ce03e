import type { IconNode } from 'lucide'

/**
 * Draws a Lucide icon node (the maintained icon set: lucide.dev, ISC licence) as inline SVG. Pages are rendered
 * at build time, so an icon costs a few hundred bytes of HTML and no request or script. Decorative unless labelled.
 */
export function LucideSvg({ node, className = 'h-5 w-5', label }: { node: IconNode; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {node.map(([tag, attributes], index) => {
        const Tag = tag as 'path'
        return <Tag key={index} {...(attributes as Record<string, string | number>)} />
      })}
    </svg>
  )
}
