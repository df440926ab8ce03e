import { articlePaths } from '../../../content/blog/articles'

/** Vike prerenders the parameterised route /blog/@slug for exactly these URLs: one per article file. */
export function onBeforePrerenderStart(): string[] {
  return [...articlePaths]
}
