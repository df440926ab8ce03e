import { sentenceCase } from '../../content/define'
import { home } from '../../content/home'
import { pricingPage } from '../../content/pricing'

/** Buttons and links are set in sentence case (content/define.ts): the spec fixes their words, the look their case. */
describe('action labels in sentence case', () => {
  test('lowers the Title Case words after the first', () => {
    expect(sentenceCase('Learn More')).toBe('Learn more')
    expect(sentenceCase('Start Your Project')).toBe('Start your project')
    expect(sentenceCase('Website Design & Development')).toBe('Website design & development')
  })

  test('keeps capitals, inner capitals and proper nouns', () => {
    expect(sentenceCase('Get Free SEO Audit')).toBe('Get free SEO audit')
    expect(sentenceCase('Get a Free IoT Consultation')).toBe('Get a free IoT consultation')
    expect(sentenceCase('Chat on WhatsApp')).toBe('Chat on WhatsApp')
    expect(sentenceCase('Rank Higher on Google')).toBe('Rank higher on Google')
    expect(sentenceCase('E-commerce Solutions')).toBe('E-commerce solutions')
  })

  test('the content reads its button words in sentence case', () => {
    expect(home.services.linkLabel).toBe('Learn more')
    expect(home.customSolution.actions[0].label).toBe('Schedule free consultation call')
    expect(home.heroSlides.map((slide) => slide.buttonText)).not.toContainEqual(expect.stringMatching(/ [A-Z][a-z]+/))
    expect(pricingPage.hero.actions.map((action) => action.label)).not.toContainEqual(expect.stringMatching(/ [A-Z][a-z]+/))
  })
})
