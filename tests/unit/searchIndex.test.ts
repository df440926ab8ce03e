import { addReadingSeparators } from '../../lib/build/searchIndex'

/** The text Pagefind would read from `html` once the separators are in (its own block breaks aside). */
function readable(html: string): string {
  const root = document.createElement('main')
  root.innerHTML = html
  addReadingSeparators(root)
  // Pagefind leaves out what is hidden from everyone (aria-hidden icons).
  for (const hidden of Array.from(root.querySelectorAll('[aria-hidden="true"]'))) hidden.remove()
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim()
}

describe('the separators a reader sees, in the text the search index reads', () => {
  test('a term and its description: "Type: Full-time", not "TypeFull-time"', () => {
    const html = '<dl class="grid"><div><dt>Type</dt><dd>Full-time</dd></div><div><dt>Experience</dt><dd>4-6 years</dd></div></dl>'
    expect(readable(html)).toBe('Type: Full-time Experience: 4-6 years')
    // A term that already ends in punctuation keeps it.
    expect(readable('<dl><dt>Posted:</dt><dd>1 Nov</dd></dl>')).toBe('Posted: 1 Nov')
  })

  test('a blog card\'s meta line: badge, date, a decorative "·" and the reading time stay apart', () => {
    const html =
      '<p class="flex flex-wrap gap-x-3"><span class="badge">SEO</span><span class="inline-flex gap-x-2"><time>18 Nov 2024</time><span aria-hidden="true">·</span><span class="inline-flex gap-1"><svg aria-hidden="true"></svg>5 min read</span></span></p>'
    expect(readable(html)).toBe('SEO 18 Nov 2024 · 5 min read')
  })

  test('block boxes set apart (a name above a role), icons without text are passed over', () => {
    expect(readable('<figcaption><span class="block">Sneha Iyer</span><span class="block">UI/UX Designer</span></figcaption>')).toBe(
      'Sneha Iyer UI/UX Designer',
    )
    expect(readable('<div><p>First</p><svg aria-hidden="true"></svg><p>Second</p></div>')).toBe('First Second')
  })

  test('inline text is left as written: no space inside a word, a price or a link with its screen-reader suffix', () => {
    expect(readable('<p>Starting from <strong>₹15,000</strong>/month</p>')).toBe('Starting from ₹15,000/month')
    expect(readable('<p><em>Web</em><strong>site</strong></p>')).toBe('Website')
    expect(readable('<a class="btn">Apply Now<span class="sr-only">: DevOps Engineer</span></a>')).toBe('Apply Now: DevOps Engineer')
  })

  test('an aria-hidden element with words in it is not a separator and stays hidden', () => {
    expect(readable('<p class="flex"><span>Visible</span><span aria-hidden="true">Duplicate slide</span><span>Text</span></p>')).toBe('Visible Text')
  })
})
