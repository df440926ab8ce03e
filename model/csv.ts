/**
 * The admin's exports: form-submissions-<date>.csv and .json, built in the browser from the filtered list.
 *
 * CSV: Date and Type, then the lead's fields in the model's order (model/leadFields.ts): the spec's columns Date, Type,
 * Name, Email, Phone, Service, Message in their order, with the contact form's Company and Budget and a job
 * applicant's Position and CV link after Service; Service, Budget and Position as the form labelled them
 * (model/leadLabels.ts; the JSON keeps the stored codes); every value double-quoted with inner quotes doubled;
 * UTF-8 with a byte-order mark so Excel reads ₹ and Indian scripts; rows end with CRLF (RFC 4180).
 * A cell a spreadsheet would evaluate as a formula (starting with =, +, -, @, tab, CR or LF) gets a leading
 * apostrophe (OWASP, CSV injection), except a plain phone number such as "+91 98765 43210", kept as typed.
 * Spreadsheets also skip leading spaces and read the fullwidth ＝ ＋ － ＠ (typed with an East Asian keyboard)
 * as = + - @, so " =1+1" and "＝1+1" are neutralised too.
 */
import { localDayKey } from './leadBrowserStore'
import { LEAD_FIELD_NAMES, LEAD_FIELDS } from './leadFields'
import { shownField, type LeadFieldsOf, type LeadLabels } from './leadLabels'

export const CSV_COLUMNS = ['Date', 'Type', ...LEAD_FIELD_NAMES.map((name) => LEAD_FIELDS[name].heading)]
export const BOM = '\uFEFF'

const CONTROL_START = /^[\t\r\n]/
/** Whitespace, including the zero-width kinds, before the first character a spreadsheet looks at. */
const LEADING_SPACE = /^[\s\u200B-\u200D\u2060]+/
const FULLWIDTH: Record<string, string> = { '\uFF1D': '=', '\uFF0B': '+', '\uFF0D': '-', '\uFF20': '@' }
const FORMULA_START = /^[=+\-@]/
/** "+", then only digits, spaces, parentheses and hyphens, with at least one digit: a phone number, not a formula. */
const PLAIN_PHONE = /^\+(?=[\s()-]*\d)[\d\s()-]*$/

/** Prefixes "'" to a value a spreadsheet would run as a formula; a plain phone number is left as typed. */
export function neutraliseCell(value: string): string {
  if (CONTROL_START.test(value)) return `'${value}`
  // What the spreadsheet sees first: leading whitespace skipped, a fullwidth sign read as its ASCII form.
  const start = value.replace(LEADING_SPACE, '').replace(/^[\uFF1D\uFF0B\uFF0D\uFF20]/, (sign) => FULLWIDTH[sign]!)
  if (!FORMULA_START.test(start) || PLAIN_PHONE.test(start)) return value
  return `'${value}`
}

export const quoteCell = (value: string) => `"${value.replace(/"/g, '""')}"`

const pad = (value: number) => String(value).padStart(2, '0')

/** The CSV's date: local "YYYY-MM-DD HH:mm:ss", which spreadsheets read as a date and time; else the stored text. */
export function csvDate(submittedAt: string): string {
  const time = Date.parse(submittedAt)
  if (!Number.isFinite(time)) return submittedAt
  const date = new Date(time)
  return `${localDayKey(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

export function csvRow(values: readonly string[]): string {
  return values.map((value) => quoteCell(neutraliseCell(value))).join(',')
}

/** The browser-only dashboard's CSV (the lead service's is model/leadExport.ts). */
export function buildCsv(
  entries: readonly (LeadFieldsOf & { submittedAt: string })[],
  labels: LeadLabels,
  { formatDate = csvDate }: { formatDate?: (submittedAt: string) => string } = {},
): string {
  const lines = [csvRow(CSV_COLUMNS)]
  for (const entry of entries)
    lines.push(csvRow([formatDate(entry.submittedAt), entry.type, ...LEAD_FIELD_NAMES.map((name) => shownField(entry, name, labels))]))
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** A table of figures (an analytics report's) as CSV, by the same rules: BOM, every cell quoted and formula-safe, CRLF. */
export function tableCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `${BOM}${[columns, ...rows].map((row) => csvRow(row.map(String))).join('\r\n')}\r\n`
}

/** The same entries as JSON, each with its type, as stored otherwise. */
export function buildJson(entries: readonly unknown[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`
}

/** form-submissions-<YYYY-MM-DD>.csv or .json, with the local date of `now`. */
export function exportFileName(format: 'csv' | 'json', now: Date = new Date()): string {
  return `form-submissions-${localDayKey(now)}.${format}`
}

export const EXPORT_MIME: Record<'csv' | 'json', string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
}
