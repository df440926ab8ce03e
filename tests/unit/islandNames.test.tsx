import { readdirSync, readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { defineIsland } from '../../components/islands/defineIsland'
import HeroCarousel, { type HeroCarouselProps } from '../../components/islands/HeroCarousel'
import { hydrateIsland } from '../../components/islands/hydrate'
import { Island } from '../../components/islands/Island'
import type { LogoCarouselProps } from '../../components/islands/LogoCarousel'
import { islandLoaders, type IslandLoaders, type IslandName } from '../../components/islands/registry'
import { ISLAND_ATTRIBUTES, ISLAND_NOT_HYDRATED_SELECTOR, ISLAND_SELECTOR } from '../../lib/islandProtocol'

/**
 * An island is named once, in its own module (defineIsland). A page renders <Island component={…} props={…} />, the
 * server writes the component's name into the HTML, and the browser loads the module registered under that name. The
 * compiler ties the props to the component and each loader to the island of its name (the @ts-expect-error lines fail
 * `npm run typecheck` the day it stops refusing them); these tests show what each refusal prevents.
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
    },
  ],
}
const logoProps: LogoCarouselProps = { brands: [], intervalMs: { mobile: 3000, desktop: 2000 } }

/** The names whose loader loads an island of another name. */
async function misnamed(loaders: IslandLoaders<IslandName>): Promise<IslandName[]> {
  const names = Object.keys(loaders) as IslandName[]
  const loaded = await Promise.all(names.map(async (name) => (await loaders[name]()).default.islandName))
  return names.filter((name, index) => loaded[index] !== name)
}

// Loads every island's module, the dashboard's panels included, through Vite's transform: seconds on a busy machine,
// past vitest's 5 s default.
const IMPORT_TIMEOUT_MS = 60_000

test('every island is registered, and each loader loads the island of its own name', { timeout: IMPORT_TIMEOUT_MS }, async () => {
  // The site's islands and the dashboard's (admin/).
  const defined = ['components/islands', 'admin']
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => `${folder}/${file}`),
    )
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/defineIsland\('(\w+)'/g)].map((match) => match[1]))
  expect(Object.keys(islandLoaders).sort()).toEqual(defined.sort())
  expect(await misnamed(islandLoaders)).toEqual([])
  // @ts-expect-error the hero's name may not load the logo carousel's module
  const swapped: IslandLoaders<IslandName> = { ...islandLoaders, HeroCarousel: islandLoaders.LogoCarousel }
  expect(await misnamed(swapped)).toEqual(['HeroCarousel'])
})

test('the server writes the component’s own name and its props for the browser around its HTML', () => {
  const html = renderToStaticMarkup(<Island component={HeroCarousel} hydrate="interaction" deadlineMs={7000} props={heroProps} />)
  const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector(`[${ISLAND_ATTRIBUTES.name}]`)!
  expect(wrapper.getAttribute(ISLAND_ATTRIBUTES.name)).toBe('HeroCarousel')
  expect(wrapper.getAttribute(ISLAND_ATTRIBUTES.mode)).toBe('interaction')
  expect(wrapper.getAttribute(ISLAND_ATTRIBUTES.deadlineMs)).toBe('7000')
  expect(JSON.parse(wrapper.getAttribute(ISLAND_ATTRIBUTES.props)!)).toEqual(heroProps)
  expect(wrapper.querySelector('h2')?.textContent).toBe('Grow online')
  // The selectors, written out in lib/islandProtocol.ts, find it; once it is marked live, the second does not.
  expect(wrapper.matches(ISLAND_SELECTOR) && wrapper.matches(ISLAND_NOT_HYDRATED_SELECTOR)).toBe(true)
  wrapper.setAttribute(ISLAND_ATTRIBUTES.hydrated, '')
  expect(wrapper.matches(ISLAND_SELECTOR)).toBe(true)
  expect(wrapper.matches(ISLAND_NOT_HYDRATED_SELECTOR)).toBe(false)
})

test('the compiler refuses another island’s props, which break the render', () => {
  // @ts-expect-error the hero carousel does not take the logo carousel's props
  const wrongProps = <Island component={HeroCarousel} hydrate="visible" props={logoProps} />
  expect(() => renderToStaticMarkup(wrongProps)).toThrow()
})

test('the compiler refuses an island no loader knows, which the browser could not start', async () => {
  const Unregistered = defineIsland('PriceCard', () => <p>Price</p>)
  // @ts-expect-error PriceCard is no registered island's name
  const html = renderToStaticMarkup(<Island component={Unregistered} hydrate="load" props={{}} />)
  const wrapper = document.createElement('div')
  wrapper.innerHTML = html
  await expect(hydrateIsland(wrapper.firstElementChild as HTMLElement)).rejects.toThrow('Unknown island "PriceCard"')
})
