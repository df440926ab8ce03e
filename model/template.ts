/**
 * Fills the {key} placeholders of a template from content ("{n} of {total}", "No pages match “{query}”"). A placeholder
 * without a value stays as written; values are inserted as they are and never read as placeholders themselves.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : placeholder))
}
