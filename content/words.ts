/**
 * Counts and lists written out in copy ("Six open roles in engineering, marketing, design and sales"), so a sentence
 * that quotes a count derives it from the collection it counts instead of repeating the figure.
 */

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

/** 6 -> "six"; 13 -> "13". */
export const numberWord = (count: number) => numberWords[count] ?? String(count)

/** 6 -> "Six". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** ["engineering", "marketing", "design"] -> "engineering, marketing and design". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** The distinct values, in first-seen order. */
export const distinct = <T>(items: readonly T[]) => [...new Set(items)]

/** ₹25,000 and ₹1,00,000: rupees with Indian digit grouping, for copy that quotes an amount from a data file. */
export const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`
