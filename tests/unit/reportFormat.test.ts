// @vitest-environment node
import { countChange, formatRate, rateChange, timeAgo } from '../../model/reportFormat'

test('a conversion rate is a percentage with one decimal; without visitors it is a dash', () => {
  expect(formatRate(0.025)).toBe('2.5%')
  expect(formatRate(1)).toBe('100.0%')
  expect(formatRate(0)).toBe('0.0%')
  expect(formatRate(null)).toBe('—')
})

test('a count against the previous period: a whole percentage up or down, no change, or nothing before', () => {
  expect(countChange(120, 100)).toEqual({ kind: 'up', text: '20%' })
  expect(countChange(50, 200)).toEqual({ kind: 'down', text: '75%' })
  expect(countChange(3, 3)).toEqual({ kind: 'same' })
  expect(countChange(0, 0)).toEqual({ kind: 'same' })
  expect(countChange(4, 0)).toEqual({ kind: 'fresh' })
  expect(countChange(0, 4)).toEqual({ kind: 'down', text: '100%' })
})

test('a rate against the previous period, in percentage points', () => {
  expect(rateChange(0.03, 0.02)).toEqual({ kind: 'up', text: '1.0 points' })
  expect(rateChange(0.015, 0.02)).toEqual({ kind: 'down', text: '0.5 points' })
  expect(rateChange(0.02, 0.02)).toEqual({ kind: 'same' })
  expect(rateChange(0.02, null)).toEqual({ kind: 'fresh' })
  expect(rateChange(null, null)).toEqual({ kind: 'same' })
  expect(rateChange(null, 0.02)).toEqual({ kind: 'down', text: '2.0 points' })
})

test('times are said the way people say them', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('now')
  expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago')
  expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 hours ago')
  expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('yesterday')
})
