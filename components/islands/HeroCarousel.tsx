import { useEffect, useRef, useState } from 'react'
import { autoplayAllowed, nextIndex, previousIndex, swipeDirection } from '../../lib/carousel'
import { Icon } from '../ui/Icon'
import { REDUCED_MOTION, usePageHidden, usePrefersReducedMotion } from './useMediaState'
import { useVisitorInside } from './useVisitorInside'
import { defineIsland } from './defineIsland'

export interface HeroSlideData {
  title: string
  subtitle: string
  description: string
  buttonText: string
  buttonHref: string
  image: string
}

export interface HeroCarouselProps {
  slides: HeroSlideData[]
  intervalMs: number
}

/**
 * The home hero: three slides, auto-advancing every `intervalMs` (8000 ms on the home page), wrapping at both ends.
 * Previous, next and dots set the slide; a pause button stops autoplay (WCAG 2.2.2); hover, focus (even focus that
 * arrived before it hydrated), a hidden page and prefers-reduced-motion pause it too. Touch swipes move it on phones,
 * a swipe made before it hydrated included (lib/client/islands.ts replays it).
 */
function HeroCarousel({ slides, intervalMs }: HeroCarouselProps) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const { ref, hovered, focused, handlers } = useVisitorInside<HTMLDivElement>()
  const hidden = usePageHidden()
  const reducedMotion = usePrefersReducedMotion()
  const touchStart = useRef<number | null>(null)
  // The island may wake up late (on interaction, or shortly before the first change): the first slide still
  // changes `intervalMs` after the page loaded, and every later one `intervalMs` after the previous.
  const firstCycle = useRef(true)
  const running = autoplayAllowed({ playing, hovered, focused, hidden, reducedMotion })
  const count = slides.length
  /** A visitor's choice restarts the full interval. */
  const go = (target: number) => {
    firstCycle.current = false
    setIndex(target)
  }

  useEffect(() => {
    // Asked of the browser directly too: the reduced-motion state arrives a render after hydration.
    if (!running || window.matchMedia(REDUCED_MOTION).matches) return
    const delay = firstCycle.current ? Math.max(0, intervalMs - performance.now()) : intervalMs
    const timer = window.setTimeout(() => {
      firstCycle.current = false
      setIndex((current) => nextIndex(current, count))
    }, delay)
    return () => window.clearTimeout(timer)
  }, [running, index, count, intervalMs])

  return (
    <div
      ref={ref}
      className="hero-panel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...handlers}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current
        const end = event.changedTouches[0]?.clientX
        touchStart.current = null
        if (start === null || end === undefined) return
        const direction = swipeDirection(start, end)
        if (direction === -1) go(nextIndex(index, count))
        if (direction === 1) go(previousIndex(index, count))
      }}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}: ${slide.subtitle}`}
            hidden={slideIndex !== index}
            data-slide={slideIndex}
            className="hero-slide"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold text-brand-300">{slide.subtitle}</p>
              <h2 className="mt-2 text-xl font-bold tracking-tight text-white sm:text-2xl">{slide.title}</h2>
              <p className="mt-3 text-base text-slate-300">{slide.description}</p>
              {/* A text link: the form's submit (on phones, the hero's own button) is the view's one primary action.
                  The class is written out: buttonClass's merging helper would add 0.8 KB gzip to the page's script. */}
              <a href={slide.buttonHref} className="hero-slide-link">
                {slide.buttonText}
              </a>
            </div>
            <img
              src={slide.image}
              width={480}
              height={360}
              alt=""
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
              fetchPriority={slideIndex === 0 ? 'high' : undefined}
              className="hero-slide-art"
            />
          </div>
        ))}
      </div>

      <div className="mt-5 flex items-center gap-3">
        <button type="button" className="carousel-button" onClick={() => go(previousIndex(index, count))} aria-label="Previous slide">
          <Icon name="chevronLeft" />
        </button>
        <div className="flex gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.title}
              type="button"
              className="carousel-dot"
              aria-label={`Go to slide ${slideIndex + 1}: ${slide.subtitle}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => go(slideIndex)}
            />
          ))}
        </div>
        <button type="button" className="carousel-button" onClick={() => go(nextIndex(index, count))} aria-label="Next slide">
          <Icon name="chevronRight" />
        </button>
        <button
          type="button"
          className="carousel-button"
          onClick={() => setPlaying((value) => !value)}
          // Its name says what it does next; no aria-pressed as well ("Play slideshow, pressed" contradicts itself).
          aria-label={playing && !reducedMotion ? 'Pause slideshow' : 'Play slideshow'}
          disabled={reducedMotion}
        >
          <Icon name={playing && !reducedMotion ? 'pause' : 'play'} className="h-4 w-4" />
        </button>
        <div className="ml-auto h-1 w-full max-w-32 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
          <div
            key={`${index}-${running}`}
            className={`h-full bg-brand-300 ${running ? 'carousel-progress' : ''}`}
            ref={(bar) => {
              // Set through the CSSOM, not a style attribute, so a strict Content-Security-Policy allows it.
              if (bar) bar.style.animationDuration = `${intervalMs}ms`
            }}
            data-progress
          />
        </div>
      </div>
    </div>
  )
}

export default defineIsland('HeroCarousel', HeroCarousel)
