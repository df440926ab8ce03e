import { renderToStaticMarkup } from 'react-dom/server'
import { Island, islandComponents, type IslandName } from '../../components/islands/Island'
import { islandLoaders, type IslandLoaders } from '../../components/islands/registry'
import type { HeroCarouselProps } from '../../components/islands/HeroCarousel'
import type { LogoCarouselProps } from '../../components/islands/LogoCarousel'
import { ISLAND_ATTRIBUTES } from '../../lib/islandProtocol'

/**
 * An island is named once: a page writes <Island name="…" props={…} />, the server renders the component of that
 * name, and the browser loads the module registered under it. The compiler ties the props to the name and the
 * loaders to the server's components (the @ts-expect-error lines fail `npm run typecheck` the day it stops refusing
 * them); these tests show what each refusal prevents.
 */

const heroProps: HeroCarouselProps = {
  intervalMs: 8000,
  slides: [
    {
      title: 'Grow online',
      subtitle: 'Digital marketing',
      description: 'Plans that pay.',
      buttonText: 'Start',
      buttonHref: '/contact',
      image: '/a.svg',
      gradient: 'x',
    },
  ],
}
const logoProps: LogoCarouselProps = { brands: [], intervalMs: { mobile: 3000, desktop: 2000 } }

/** The names whose browser module is not the server's component. */
async function mismatched(loaders: IslandLoaders): Promise<IslandName[]> {
  const names = Object.keys(islandComponents) as IslandName[]
  const loaded = await Promise.all(names.map(async (name) => ((await loaders[name]()).default as unknown) === islandComponents[name]))
  return names.filter((_, index) => !loaded[index])
}

test('the browser loads, under each name, the very component the server renders', async () => {
  expect(Object.keys(islandLoaders).sort()).toEqual(Object.keys(islandComponents).sort())
  expect(await mismatched(islandLoaders)).toEqual([])
  // @ts-expect-error the hero's name may not load the logo carousel's module
  const swapped: IslandLoaders = { ...islandLoaders, HeroCarousel: islandLoaders.LogoCarousel }
  expect(await mismatched(swapped)).toEqual(['HeroCarousel'])
})

test('the server renders the component of the name, with its props written for the browser', () => {
  const html = renderToStaticMarkup(<Island name="HeroCarousel" hydrate="interaction" deadlineMs={7000} props={heroProps} />)
  const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector(`[${ISLAND_ATTRIBUTES.name}]`)!
  expect(wrapper.getAttribute(ISLAND_ATTRIBUTES.name)).toBe('HeroCarousel')
  expect(wrapper.getAttribute(ISLAND_ATTRIBUTES.mode)).toBe('interaction')
  expect(wrapper.getAttribute(ISLAND_ATTRIBUTES.deadlineMs)).toBe('7000')
  expect(JSON.parse(wrapper.getAttribute(ISLAND_ATTRIBUTES.props)!)).toEqual(heroProps)
  expect(wrapper.querySelector('h2')?.textContent).toBe('Grow online')
})

test('the compiler refuses props of another island and a name that is no island, each of which breaks the page', () => {
  // @ts-expect-error the hero carousel does not take the logo carousel's props
  const wrongProps = <Island name="HeroCarousel" hydrate="visible" props={logoProps} />
  expect(() => renderToStaticMarkup(wrongProps)).toThrow()
  // @ts-expect-error a section is not an island
  const notAnIsland = <Island name="PriceCard" hydrate="visible" props={{}} />
  expect(() => renderToStaticMarkup(notAnIsland)).toThrow()
})
