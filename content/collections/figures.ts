import { z } from 'zod'

/**
 * The agency's headline figures and reply promises (content/data/figures.yml), each written once: the home page's
 * counters and statistics, the About page's story and achievements, the brochure, the forms' notes and messages and
 * the search-engine descriptions that quote one all read it here. The site quotes two client counts on purpose
 * (the home page's counters say the larger one), so each has its own entry.
 */

/** A figure as shown: 500+, 1,000+, 98%, 24/7. */
const figure = (title: string, description: string) =>
  z
    .string()
    .trim()
    .regex(/^(?:\d[\d,]*(?:\.\d+)?[+%]?|24\/7)$/, 'must be a figure such as 500+, 98% or 24/7')
    .meta({ title, description })

/** A time to reply: "24 hours", "2 hours", "1 day". */
const replyTime = (title: string, description: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+ (?:minutes|hours?|days?)$/, 'must be a time such as 24 hours or 2 hours')
    .meta({ title, description })

export const figuresFileSchema = z
  .object({
    projects: figure('Projects delivered', 'The home page statistics, the About achievements and the brochure (500+)'),
    clients: figure('Happy clients', 'The home page statistics, the About story and achievements, and "over 150 businesses" in the text (150+)'),
    successRate: figure('Success rate', 'The home page statistics and the About achievements (98%)'),
    yearsOfExperience: figure('Years of experience', 'The About achievements (5+)'),
    support: figure('Support', 'The home page counters and statistics, and the support promise in the text (24/7)'),
    homeCounters: z
      .object({
        clients: figure('Happy clients', 'The counters under the services, and the home page search description (500+)'),
        projects: figure('Projects completed', 'The counters under the services (1000+)'),
        countries: figure('Countries served', 'The counters under the services (50+)'),
      })
      .strict()
      .meta({ title: 'Home page counters' }),
    replyWithin: z
      .object({
        forms: replyTime('Reply to a form within', 'The home page form, the pop-up and their thank-you messages (24 hours)'),
        contact: replyTime('Reply to the contact page within', 'The contact page and its thank-you message, on business days (2 hours)'),
      })
      .strict()
      .meta({ title: 'Reply promises' }),
  })
  .strict()

/** "150+" -> "150": a figure inside a sentence ("over 150 businesses"). */
export const countOf = (value: string) => value.replace(/[+%]$/, '')
