import { portraitOf } from '../../content/people'

/** The sizes the pages use, each with the initials' type size that fills its tile the same way. */
const sizes = {
  48: 'size-12 text-base',
  56: 'size-14 text-lg',
  64: 'size-16 text-xl',
  88: 'size-22 text-3xl',
} as const

export type AvatarSize = keyof typeof sizes

/**
 * A person's portrait, one style site-wide: their photo (the build's square crop, shown as a circle) when
 * content/data/people.yml has one, else their initials set in the brand face on a duotone brand tile
 * (.portrait-tone-N in pages/global.css). Sized either way, so it never shifts the layout; a photo loads lazily.
 */
export function Avatar({ name, size = 64 }: { name: string; size?: AvatarSize }) {
  const portrait = portraitOf(name)
  if (portrait.kind === 'photo') {
    return (
      <img
        src={portrait.src}
        alt={portrait.alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="aspect-square shrink-0 rounded-full bg-slate-100 object-cover"
        data-portrait="photo"
      />
    )
  }
  return (
    <span role="img" aria-label={portrait.alt} className={`portrait-initials portrait-tone-${portrait.tone} ${sizes[size]}`} data-portrait="initials">
      <span aria-hidden="true">{portrait.initials}</span>
    </span>
  )
}
