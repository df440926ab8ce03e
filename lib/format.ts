/** Indian digit grouping: 1,00,000 and 12,50,000 (the last three digits, then pairs). */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`)
  const negative = value < 0
  const [whole = '0', fraction] = Math.abs(value).toString().split('.')
  const lastThree = whole.slice(-3)
  const rest = whole.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** ₹ and Indian grouping: ₹1,00,000. */
export function formatRupees(value: number): string {
  return `₹${formatIndianNumber(value)}`
}

export interface PriceLike {
  amount: number
  period?: 'month' | 'day' | 'year' | 'one-off' | 'project'
  from?: boolean
  orMore?: boolean
  note?: string
}

const periodSuffix: Record<NonNullable<PriceLike['period']>, string> = {
  month: '/month',
  day: '/day',
  year: '/year',
  'one-off': '',
  project: '/project',
}

/** A whole price line: "Starting from ₹15,000/month", "₹1,00,000+", "₹4,000/day". */
export function formatPrice(price: PriceLike): string {
  const amount = `${formatRupees(price.amount)}${price.orMore ? '+' : ''}${periodSuffix[price.period ?? 'one-off']}`
  const text = price.from ? `Starting from ${amount}` : amount
  return price.note ? `${text} ${price.note}` : text
}
