// @vitest-environment node
/**
 * The headline figures and reply promises are the owner's (content/data/figures.yml, in the content editor): the
 * shipped values are the specification's, including its deliberate differences (the home counters' 500+ clients
 * beside 150+ elsewhere), and each is written once: the page modules quote none of them by hand.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { about } from '../../content/about'
import { collections } from '../../content/collections'
import { responsePromise } from '../../content/contact'
import { figures } from '../../content/figures'
import { home } from '../../content/home'
import { messages } from '../../content/messages'
import { editorConfig } from '../../lib/build/editorConfig'

const values = (list: readonly { value: string; label: string }[]) => list.map(({ value, label }) => `${value} ${label}`)

describe('figures and reply promises', () => {
  it("ship the specification's values wherever the pages show them", () => {
    expect(values(home.counters)).toEqual(['500+ Happy Clients', '1000+ Projects Completed', '50+ Countries Served', '24/7 Support'])
    expect(values(home.whyChooseUs.stats)).toEqual(['500+ Projects Delivered', '150+ Happy Clients', '98% Success Rate', '24/7 Support'])
    expect(values(about.achievements.stats)).toEqual(['500+ Projects Completed', '150+ Happy Clients', '5+ Years of Experience', '98% Success Rate'])
    expect(values(about.story.figures)).toEqual(['2019 Founded', '150+ Businesses helped'])
    expect(about.story.paragraphs.join(' ')).toContain('helped over 150 businesses')
    expect(home.meta.description).toContain('500+ happy clients')
    expect(home.consultation.note).toBe('No spam, ever. We reply within 24 hours.')
    expect(messages.popupSuccess.description).toBe("We've received your inquiry. Our team will contact you within 24 hours.")
    expect(messages.contactSuccess.description).toMatch(/get back to you within 2 hours with a customized solution/)
    expect(responsePromise).toBe('within 2 hours on business days')
  })

  it('are stated once: the page modules quote none of them by hand', () => {
    for (const file of ['content/home.ts', 'content/about.ts', 'content/messages.ts', 'content/contact.ts']) {
      const source = readFileSync(file, 'utf8')
      for (const figure of ['500+', '150+', '1000+', '50+', '98%', '5+', '24/7', '24 hours', '2 hours', '2019', 'over 150']) {
        expect(source.includes(figure), `${file} quotes ${figure}`).toBe(false)
      }
    }
  })

  it('follow the data file: a figure changed there changes every place that quotes it', async () => {
    const file = parse(readFileSync('content/data/figures.yml', 'utf8')) as typeof figures
    expect(file).toEqual(figures)
    vi.resetModules()
    vi.doMock('../../content/figures', () => ({ figures: { ...figures, clients: '175+', replyWithin: { ...figures.replyWithin, forms: '12 hours' } } }))
    const changed = { about: (await import('../../content/about')).about, home: (await import('../../content/home')).home }
    expect(values(changed.home.whyChooseUs.stats)).toContain('175+ Happy Clients')
    expect(values(changed.about.achievements.stats)).toContain('175+ Happy Clients')
    expect(changed.about.story.paragraphs.join(' ')).toContain('helped over 175 businesses')
    expect(changed.home.consultation.note).toBe('No spam, ever. We reply within 12 hours.')
    vi.doUnmock('../../content/figures')
  })

  it('are a file of the content editor', () => {
    const settings = editorConfig({ proxyUrl: '/p' }).collections.find((collection) => collection.name === 'settings') as { files: { file: string }[] }
    expect(settings.files.map((file) => file.file)).toContain('content/data/figures.yml')
    expect(
      collections.some((collection) => collection.kind === 'files' && collection.files.some((file) => file.file === 'content/data/figures.yml')),
    ).toBe(true)
  })
})
