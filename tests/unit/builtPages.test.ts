// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { builtPageFiles } from '../../lib/build/builtPages'

test('builtPageFiles lists every prerendered page by URL path, without assets, search index or not-found page', () => {
  const root = mkdtempSync(join(tmpdir(), 'built-pages-'))
  try {
    const files = [
      'index.html',
      'about.html',
      'about/team.html',
      'services/seo.html',
      'services.html',
      '404.html',
      'assets/x.html',
      'pagefind/fragment.html',
      'robots.txt',
      'files/brochure.pdf',
    ]
    for (const file of files) {
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(join(root, file), '<!DOCTYPE html>')
    }
    expect(builtPageFiles(root)).toEqual([
      { path: '/', file: join(root, 'index.html') },
      { path: '/about', file: join(root, 'about.html') },
      { path: '/about/team', file: join(root, 'about/team.html') },
      { path: '/services', file: join(root, 'services.html') },
      { path: '/services/seo', file: join(root, 'services/seo.html') },
    ])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
