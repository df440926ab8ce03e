import { mergeClasses } from '../../lib/classNames'

/**
 * The button look, for links and buttons alike: `btn` with its size and variant (pages/global.css), or a variant made
 * of utilities. Extra classes (a margin, a width, `hidden sm:inline-flex`) go after; one of a kind the variant sets
 * replaces it (lib/classNames.ts). Buttons are set in sentence case: nothing here or in .btn transforms the words.
 */
const variants = {
  /** The one primary action of a view: the brand blue. */
  primary: 'btn-primary',
  /** The forms' submit buttons: the same brand blue: an orange submit beside blue actions read as a second primary colour. */
  accent: 'btn-primary',
  outline: 'btn-outline',
  /** A quiet action with no border: an icon button in a bar. */
  ghost: 'btn-ghost',
  /** On a dark background: the first action. */
  light: 'btn-light',
  /** On a dark background: the actions after the first. */
  ghostLight: 'btn-ghost-light',
  /** A step that deletes or erases, on a white background. */
  danger: 'border-red-700 bg-white text-red-800 hover:bg-red-50',
  /** The button that confirms such a step. */
  dangerSolid: 'bg-red-700 text-white hover:bg-red-800',
} as const
const sizes = { sm: 'btn-sm', md: '', lg: 'btn-lg', icon: 'btn-icon' } as const

export type ButtonVariant = keyof typeof variants

export function buttonClass(variant: ButtonVariant, { size = 'md', className }: { size?: keyof typeof sizes; className?: string } = {}): string {
  return mergeClasses(['btn', sizes[size], variants[variant]].filter(Boolean).join(' '), className)
}
