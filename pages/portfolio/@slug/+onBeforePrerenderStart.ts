import { caseStudyPaths } from '../../../content/portfolio'

/** Vike prerenders /portfolio/@slug for exactly these URLs: one per case study in content/portfolio.ts. */
export function onBeforePrerenderStart(): string[] {
  return [...caseStudyPaths]
}
