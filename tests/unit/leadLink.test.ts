// @vitest-environment node
import { leadFragment, leadIdFromHash, leadViewUrl } from '../../model/leadLink'

const id = '0b6f2f0e-5d1a-4c3e-9a57-2f3c1d9e8b11'

test('a lead view link is the dashboard with the id in the fragment, on the given origin', () => {
  expect(leadViewUrl('https://www.example.com', id)).toBe(`https://www.example.com/admin/dashboard#lead=${id}`)
  expect(leadViewUrl('https://www.example.com/', id)).toBe(`https://www.example.com/admin/dashboard#lead=${id}`)
})

test('the dashboard reads the id back from its fragment and nothing else', () => {
  expect(leadIdFromHash(`#lead=${id}`)).toBe(id)
  expect(leadIdFromHash(`#lead=${id.toUpperCase()}`)).toBe(id)
  expect(leadIdFromHash('#lead=1; alert(1)')).toBeNull()
  expect(leadIdFromHash(`#lead=${id}&x`)).toBeNull()
  expect(leadIdFromHash('')).toBeNull()
})

test('only a link to a lead is carried through the login, in one spelling', () => {
  expect(leadFragment(`#lead=${id.toUpperCase()}`)).toBe(`#lead=${id}`)
  expect(leadFragment('#lead=javascript:alert(1)')).toBe('')
  expect(leadFragment('#somewhere')).toBe('')
  expect(leadFragment('')).toBe('')
})
