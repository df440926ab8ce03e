/**
 * Class names for the small primitives (components/ui/Heading.tsx, buttonClass.ts): a variant's classes with the
 * caller's added, where a caller's class replaces the variant's class of the same kind ("text-xl" replaces "text-lg",
 * "font-semibold" replaces "font-bold", "sm:mt-4" replaces "sm:mt-2", but "text-white" leaves "text-lg" alone).
 *
 * It knows the kinds of utility the variants are made of (KINDS below); a class of any other kind is simply added.
 * tailwind-merge knows every kind, but the islands that draw a button would load 8.4 KB of it (gzip, 3.7.0) where they
 * load 0.6 KB of this.
 */

const SIZE = '(?:xs|sm|base|lg|[2-9]?xl)'
const KINDS: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['font-size', new RegExp(`^text-${SIZE}(?:/\\S+)?$`)],
  ['text-align', /^text-(?:left|center|right|justify|start|end)$/],
  ['text-colour', /^text-\S+$/],
  ['font-weight', /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['letter-spacing', /^tracking-\S+$/],
  ['text-transform', /^(?:uppercase|lowercase|capitalize|normal-case)$/],
  ['display', /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden)$/],
  ['width', /^w-\S+$/],
  ['height', /^h-\S+$/],
  ['background', /^bg-\S+$/],
  ['border-colour', /^border-(?!\d|[xytrbl]-|[xytrbl]$)\S+$/],
]
/** Margins and paddings, one kind per side: "mt-2" and "mt-4" are one kind, "mt-2" and "mb-2" two. */
const SPACING = /^-?([mp][xytrbl]?)-\S+$/

/** The kind of a class, with its variant prefix ("sm:", "hover:"), or null for a kind this helper does not know. */
function kindOf(className: string): string | null {
  const colon = className.lastIndexOf(':')
  const prefix = className.slice(0, colon + 1)
  const utility = className.slice(colon + 1)
  const spacing = SPACING.exec(utility)
  if (spacing) return prefix + spacing[1]
  const known = KINDS.find(([, pattern]) => pattern.test(utility))
  return known ? prefix + known[0] : null
}

/** `variant`'s classes, less those whose kind a class of `extra` sets, then `extra`'s classes. */
export function mergeClasses(variant: string, extra: string | undefined): string {
  const added = (extra ?? '').split(/\s+/).filter(Boolean)
  if (added.length === 0) return variant
  const replaced = new Set(added.map(kindOf).filter((kind) => kind !== null))
  const kept = variant.split(/\s+/).filter((className) => className && !replaced.has(kindOf(className) ?? ''))
  return [...kept, ...added].join(' ')
}
