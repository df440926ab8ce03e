import { describe, expect, test } from 'vitest'
import { leadFieldProblem } from '../../model/leadFieldRules'
import { leadSchema } from '../../model/leadSchema'
import { LEAD_LIMITS } from '../../model/leadFields'

describe('the field rules the forms check with are the lead service’s', () => {
  test('a required field left empty or blank is missing; an optional one is fine', () => {
    expect(leadFieldProblem('name', '')).toBe('missing')
    expect(leadFieldProblem('phone', '   ')).toBe('missing')
    expect(leadFieldProblem('company', '')).toBeNull()
  })

  test('an address is checked by the browser’s own type=email rule', () => {
    expect(leadFieldProblem('email', 'name@company.in')).toBeNull()
    for (const bad of ['name', 'name@', 'a b@c.in', '@company.in']) expect(leadFieldProblem('email', bad), bad).toBe('format')
  })

  test('too long is its own problem', () => {
    expect(leadFieldProblem('name', 'x'.repeat(LEAD_LIMITS.name))).toBeNull()
    expect(leadFieldProblem('name', 'x'.repeat(LEAD_LIMITS.name + 1))).toBe('tooLong')
  })

  test('what the form lets through, the service takes, and what it stops, the service refuses', () => {
    const lead = (email: string) => ({ type: 'newsletter', id: crypto.randomUUID(), submittedAt: new Date().toISOString(), email })
    for (const email of ['name@company.in', 'a@b', 'not an address', 'name@']) {
      expect(leadSchema.safeParse(lead(email)).success, email).toBe(leadFieldProblem('email', email) === null)
    }
  })
})
