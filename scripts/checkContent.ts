/**
 * The first step of `npm run build` (a developer's build and every publish from the content editor alike): loads
 * every content module, so each data file is parsed and validated by its schema, and checks what spans files:
 * a link in a blog post goes to a page that exists, and every person's photo exists with a usable shape. A problem stops the build with the file and the field named.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === 'data' ? [] : modules(join(dir, entry.name))) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  )

try {
  for (const file of modules('content')) await import(pathToFileURL(file).href)
  const { articles } = await import('../content/blog/articles')
  const { publicRoutes } = await import('../content/routes')
  const pages = new Set(publicRoutes.map((route) => route.path))
  const problems = articles.flatMap((article) =>
    [...article.html.matchAll(/href="(\/[^"#?]*)/g)]
      .map((match) => match[1]!.replace(/\/$/, '') || '/')
      .filter((path) => !pages.has(path) && !path.startsWith('/files/'))
      .map((path) => `content/blog/${article.file}: a link goes to ${path}, which is not a page of the site`),
  )
  if (problems.length > 0) throw new Error(problems.join('\n'))
  // Every photo exists and has a usable shape (here, not when content/people.ts loads: the compiled lead service
  // reads the names from it where there is no public/ folder).
  const { checkPhoto, people } = await import('../content/people')
  for (const person of people.people) if (person.photo) checkPhoto(person.name, person.photo)
  const { jobs } = await import('../content/careers/jobs')
  const { caseStudies } = await import('../content/portfolio')
  console.log(`Content checked: ${jobs.length} job openings, ${articles.length} blog posts, ${caseStudies.length} case studies.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
