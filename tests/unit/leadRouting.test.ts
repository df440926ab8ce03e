// @vitest-environment node
/** Where a lead is filed, which forms a view can hold, and who may assign a lead to whom: the rules the dashboard and the service share. */
import { mayAssign } from '../../model/leadAssignment'
import { folderOf, isApplication, LEAD_FOLDERS, typesIn } from '../../model/leadFields'

test('a lead is filed by kind: spam first, then applications, sign-ups, and every other enquiry in the inbox', () => {
  expect(folderOf({ spam: false, type: 'hero' })).toBe('inbox')
  expect(folderOf({ spam: false, type: 'contact', position: null })).toBe('inbox')
  expect(folderOf({ spam: false, type: 'contact', position: '' })).toBe('inbox')
  expect(folderOf({ spam: false, type: 'contact', position: 'ui-ux-designer' })).toBe('applications')
  expect(folderOf({ spam: false, type: 'newsletter' })).toBe('subscribers')
  expect(folderOf({ spam: true, type: 'contact', position: 'ui-ux-designer' })).toBe('spam')
  expect(folderOf({ spam: true, type: 'newsletter' })).toBe('spam')
  expect(LEAD_FOLDERS).toEqual(['inbox', 'applications', 'subscribers', 'spam'])
  expect(isApplication({ position: 'internship' })).toBe(true)
  expect(isApplication({})).toBe(false)
})

test('a view offers the forms its leads can come from', () => {
  expect(typesIn('inbox')).toEqual(['hero', 'popup', 'contact'])
  expect(typesIn('applications')).toEqual([])
  expect(typesIn('subscribers')).toEqual([])
  expect(typesIn('spam')).toEqual(['hero', 'popup', 'contact', 'newsletter'])
  expect(typesIn('mine')).toEqual(['hero', 'popup', 'contact', 'newsletter'])
})

test('an owner assigns anything; a member takes a free lead and passes on their own, never someone else’s', () => {
  const owner = { id: 'o', role: 'owner' } as const
  const member = { id: 'm', role: 'member' } as const
  for (const [current, next] of [
    [null, 'x'],
    ['x', 'y'],
    ['x', null],
    [null, null],
  ] as const)
    expect(mayAssign(owner, current, next)).toBe(true)
  expect(mayAssign(member, null, 'm')).toBe(true)
  expect(mayAssign(member, null, 'x')).toBe(false)
  expect(mayAssign(member, null, null)).toBe(false)
  expect(mayAssign(member, 'm', 'x')).toBe(true)
  expect(mayAssign(member, 'm', null)).toBe(true)
  expect(mayAssign(member, 'x', 'm')).toBe(false)
  expect(mayAssign(member, 'x', null)).toBe(false)
  expect(mayAssign(member, 'x', 'y')).toBe(false)
})
