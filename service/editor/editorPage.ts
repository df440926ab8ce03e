/**
 * The content editor's page, served by the lead service (not the static host) because it alone needs a looser
 * Content-Security-Policy than the site: Decap CMS compiles its configuration's JSON schema with `new Function`
 * (ajv: 'unsafe-eval') and styles itself with injected <style> elements (emotion: 'unsafe-inline'); it shows a chosen
 * image from a blob: address and reads it back from there when the entry is saved (connect-src blob:). Every public page
 * keeps the site's strict policy, and this page is never indexed.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const editorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/admin/editor/editor.css" data-site-style>
</head>
<body>
<header id="editor-bar"><p>Loading the content editor…</p></header>
<div id="nc-root"></div>
<script type="module" src="/admin/editor/editor.js"></script>
</body>
</html>
`
