// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * Comments say why in their own words. A section number of a document outside the repository (the product spec's, or
 * an issue's number) tells a reader who lacks that document nothing, and goes stale when the document is renumbered.
 */
const CITATION = /\bSPEC\b(?:\.md)?[\s§(]*\d|\b[Ii]ssues? #?\d/

const SOURCE = /\.(ts|tsx|mjs|cjs|css)$/

/** The text of every comment in a source file: parsed, so strings, template text and JSX text are never taken for one. */
function commentsOf(path: string, text: string): string[] {
  if (path.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? []
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind)
  const found = new Map<number, string>()
  // JSX text is the page's words: a "//" in it is no comment, though the scanner, asked at its place, would take it for one.
  const jsxText: ts.Node[] = []
  const note = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach(({ pos, end }) => found.set(pos, text.slice(pos, end)))
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push(node)
    note(ts.getLeadingCommentRanges(text, node.pos))
    note(ts.getTrailingCommentRanges(text, node.end))
    node.getChildren(file).forEach(visit)
  }
  visit(file)
  return [...found].filter(([pos]) => !jsxText.some((node) => pos >= node.pos && pos < node.end)).map(([, comment]) => comment)
}

function citingComments(path: string, text: string): string[] {
  return commentsOf(path, text).filter((comment) => CITATION.test(comment))
}

test('a citation is found in every kind of comment, and never in a string, a test name or the page’s words', () => {
  const tsx = [
    '// Wraps at both ends (SPEC 4).',
    '/** The contact form (SPEC 4, 5, 8). */',
    "export const label = 'SPEC 9: not a comment'",
    "test('the SPEC 9 figures', () => {})",
    'export const View = () => (',
    '  <p>',
    '    {/* opened by the script (issue 12) */}',
    '    See issue 7 // of the magazine',
    '    <b>// issue 8 of the magazine</b> {label} // issue 9 of it',
    '  </p>',
    ')',
    'const template = `issue 3 ${label}` /* trailing, issues 4, 13 */',
    '/* SPEC.md §2 */',
    "// Issue 14's visual language, checked on the built pages.",
  ].join('\n')
  expect(citingComments('view.tsx', tsx).sort()).toEqual(
    [
      '// Wraps at both ends (SPEC 4).',
      '/** The contact form (SPEC 4, 5, 8). */',
      '/* opened by the script (issue 12) */',
      '/* trailing, issues 4, 13 */',
      '/* SPEC.md §2 */',
      "// Issue 14's visual language, checked on the built pages.",
    ].sort(),
  )
  expect(citingComments('styles.css', '/* SPEC 9: the brand blue */\n.a::after { content: "issue 2" }\n')).toEqual(['/* SPEC 9: the brand blue */'])
  expect(citingComments('plain.ts', '// The contact form’s simulated delay.\nconst MAX_ASPECT = 2 // no citation\n')).toEqual([])
})

test('no source comment cites a section of the spec or an issue by number', () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => SOURCE.test(path) && existsSync(path))
  expect(files.length).toBeGreaterThan(300)
  const citing = files.flatMap((path) => {
    const text = readFileSync(path, 'utf8')
    // Only a file whose text holds a citation somewhere is parsed: parsing all of them takes seconds.
    return CITATION.test(text) ? citingComments(path, text).map((comment) => `${path}: ${comment}`) : []
  })
  expect(citing).toEqual([])
})
