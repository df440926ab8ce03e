import { useKeenSlider } from 'keen-slider/react'
import { useEffect, useState } from 'react'
import { autoplayAllowed } from '../../lib/carousel'
import { ClientLogo, type ClientMark } from '../sections/ClientLogo'
import { Icon } from '../ui/Icon'
import { REDUCED_MOTION, useMediaQuery, usePageHidden, usePrefersReducedMotion } from './useMediaState'
import { useVisitorInside } from './useVisitorInside'
import { defineIsland } from './defineIsland'

export interface LogoCarouselProps {
  brands: ClientMark[]
  /** How long each slide shows: 3 s on mobile, 2 s on desktop. */
  intervalMs: { mobile: number; desktop: number }
}

/**
 * The client logo carousel (keen-slider): one calm row of grayscale marks (in the text colour around it), 2 per
 * view on phones, 4 to 6 on larger screens, looping.
 * Autoplay pauses on drag, hover, focus (even focus that arrived before it hydrated) and while the page is hidden,
 * stops for good with its pause button, and never runs under reduced motion (the button is not shown then).
 * Arrow keys move it; previous/next buttons show on large screens, in the side padding beside the slides.
 */
function LogoCarousel({ brands, intervalMs }: LogoCarouselProps) {
  const [dragging, setDragging] = useState(false)
  // Stopped by its button, it stays stopped (WCAG 2.2.2) until the button starts it again.
  const [playing, setPlaying] = useState(true)
  const { ref, hovered, focused, handlers } = useVisitorInside<HTMLDivElement>()
  const hidden = usePageHidden()
  const reducedMotion = usePrefersReducedMotion()
  const desktop = useMediaQuery('(min-width: 769px)')
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    slides: { perView: 2, spacing: 16 },
    breakpoints: {
      '(min-width: 769px)': { slides: { perView: 4, spacing: 16 } },
      '(min-width: 1024px)': { slides: { perView: 5, spacing: 16 } },
      '(min-width: 1280px)': { slides: { perView: 6, spacing: 16 } },
    },
    dragStarted: () => setDragging(true),
    animationEnded: () => setDragging(false),
  })

  const running = autoplayAllowed({ playing, hovered: hovered || dragging, focused, hidden, reducedMotion })
  const interval = desktop ? intervalMs.desktop : intervalMs.mobile

  useEffect(() => {
    if (!running || window.matchMedia(REDUCED_MOTION).matches) return
    const timer = window.setInterval(() => slider.current?.next(), interval)
    return () => window.clearInterval(timer)
  }, [running, interval, slider])

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the focused carousel region takes the arrow keys
    <div
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label="Our clients (use the arrow keys to move)"
      tabIndex={0}
      className="relative rounded-xl lg:px-12"
      data-running={running ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') slider.current?.next()
        if (event.key === 'ArrowLeft') slider.current?.prev()
      }}
      {...handlers}
    >
      <ul ref={sliderRef} className="keen-slider">
        {brands.map((brand, index) => (
          <li key={brand.name} className="keen-slider__slide logo-slide flex justify-center" aria-label={`${index + 1} of ${brands.length}`}>
            <ClientLogo
              name={brand.name}
              sector={brand.sector}
              colour={brand.colour}
              shape={brand.shape}
              tone="mono"
              // A fixed height in a fixed cell: a mark wider than its cell is scaled down whole, never cut.
              className="h-9 w-auto max-w-full"
            />
          </li>
        ))}
      </ul>
      <button type="button" className="logo-arrow left-0" aria-label="Previous logos" onClick={() => slider.current?.prev()}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className="logo-arrow right-0" aria-label="Next logos" onClick={() => slider.current?.next()}>
        <Icon name="chevronRight" />
      </button>
      {!reducedMotion && (
        <button
          type="button"
          className="carousel-button mt-3"
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? 'Pause logos' : 'Play logos'}
        >
          <Icon name={playing ? 'pause' : 'play'} className="h-4 w-4" />
        </button>
      )}
    </div>
  )
}

export default defineIsland('LogoCarousel', LogoCarousel)
