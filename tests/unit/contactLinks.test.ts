// @vitest-environment node
import { e164, mailtoHref, telHref } from '../../model/contactLinks'

test('tel: dials the E.164 number, whatever spaces, dashes or brackets were typed', () => {
  expect(telHref('+91 98111 22334')).toBe('tel:+919811122334')
  expect(telHref('+91-98111-22334')).toBe('tel:+919811122334')
  expect(telHref('+1 (415) 555-0100')).toBe('tel:+14155550100')
  expect(telHref('0044 20 7946 0958')).toBe('tel:+442079460958')
})

test('an Indian number typed without its country code is dialled with +91', () => {
  expect(e164('98111 22334')).toBe('+919811122334')
  expect(e164('098111-22334')).toBe('+919811122334')
  expect(e164('919811122334')).toBe('+919811122334')
  expect(e164('011 2345 6789')).toBe('+911123456789')
})

test('what is not a whole number gets no link', () => {
  for (const typed of ['', '12345', '+91', 'call after 6pm', '98111 ext 22', '+0 98111 22334', '+1234567890123456'])
    expect(telHref(typed), typed).toBeNull()
})

test('mailto: keeps the address and escapes what would change the link', () => {
  expect(mailtoHref('asha@sharmatextiles.in')).toBe('mailto:asha@sharmatextiles.in')
  expect(mailtoHref('a?cc=x@evil.example&b@shop.in')).toBe('mailto:a%3Fcc%3Dx%40evil.example%26b@shop.in')
  expect(mailtoHref('asha+leads@shop.in')).toBe('mailto:asha%2Bleads@shop.in')
})
