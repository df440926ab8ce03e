// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { redirects as shortPaths } from '../../content/redirects'
import { builtPages, builtSiteUrl, distDir, publicPages } from '../support/site'

const pages = publicPages()
const siteUrl = builtSiteUrl()
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const body = (html: string) => html.slice(html.indexOf('</head>'))
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  [...head(html).matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1])

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  test('has each head tag exactly once, inside <head>', () => {
    const { html } = page
    expect(head(html).match(/<title>/g)).toHaveLength(1)
    expect(body(html)).not.toMatch(/<title>|<meta |<link rel="canonical"/)
    for (const name of ['description', 'keywords', 'twitter:card', 'twitter:title', 'twitter:description']) {
      expect(metaContent(html, 'name', name), name).toHaveLength(1)
    }
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) {
      expect(metaContent(html, 'property', property), property).toHaveLength(1)
    }
    const canonical = [...head(html).matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1])
    expect(canonical).toEqual([path === '/' ? siteUrl : `${siteUrl}${path}`])
    expect(metaContent(html, 'property', 'og:url')).toEqual(canonical)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN">/)
  })

  test('holds its text in the HTML and loads the client entry wherever it has an island', () => {
    expect(body(page.html)).toMatch(/<h1[\s>]/)
    if (page.html.includes('data-island=')) expect(page.html).toMatch(/<script data-page-script="\/assets\/entries\/pages_client\.[\w-]+\.js">/)
  })
})

test('no two pages share a title or a description, and none is missing', () => {
  const titles = pages.map((page) => head(page.html).match(/<title>([^<]+)<\/title>/)?.[1])
  const descriptions = pages.map((page) => metaContent(page.html, 'name', 'description')[0])
  expect(titles.every(Boolean)).toBe(true)
  expect(descriptions.every(Boolean)).toBe(true)
  const duplicates = (values: (string | undefined)[]) => values.filter((value, index) => values.indexOf(value) !== index)
  expect(duplicates(titles)).toEqual([])
  expect(duplicates(descriptions)).toEqual([])
})

test('redirect pages carry a meta refresh, a canonical link to their target and a plain link', () => {
  const redirects = builtPages().filter((page) => page.isRedirect)
  expect(redirects.map((page) => page.path).sort()).toEqual(Object.keys(shortPaths).sort())
  for (const page of redirects) {
    const target = page.html.match(/http-equiv="refresh" content="0; url=([^"]+)"/)?.[1]
    expect(target, page.path).toMatch(/^\//)
    expect(page.html).toContain(`<link rel="canonical" href="${siteUrl}${target!.replace(/#.*/, '')}"/>`)
    expect(page.html).toContain(`href="${target}"`)
  }
})

test('404.html is the not-found page and is kept out of search engines', () => {
  const notFound = readFileSync(`${distDir}/404.html`, 'utf8')
  expect(notFound).toContain('Oops! Page not found')
  expect(notFound).toContain('<meta name="robots" content="noindex, nofollow"/>')
})
