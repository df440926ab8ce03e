import { portraitOf } from '../../content/people'

/**
 * A person's portrait: their photo when content/people.ts has one, else the illustrated portrait the build draws
 * for them. A lazy, sized image: it never delays the first paint or shifts the layout.
 */
export function Avatar({ name, size = 64 }: { name: string; size?: number }) {
  const { src, alt, illustrated } = portraitOf(name)
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="aspect-square shrink-0 rounded-full bg-brand-50 object-cover"
      data-portrait={illustrated ? 'illustrated' : 'photo'}
    />
  )
}
