import { mergeClasses } from '../../lib/classNames'

const heading = 'text-lg font-bold text-slate-900'

test('a class the variant does not set is added after its classes', () => {
  expect(mergeClasses(heading, 'mt-5')).toBe('text-lg font-bold text-slate-900 mt-5')
  expect(mergeClasses('btn btn-sm btn-outline', 'whitespace-nowrap')).toBe('btn btn-sm btn-outline whitespace-nowrap')
  expect(mergeClasses(heading, undefined)).toBe(heading)
  expect(mergeClasses(heading, '  ')).toBe(heading)
})

test('a class of a kind the variant sets replaces the variant’s class of that kind', () => {
  expect(mergeClasses(heading, 'font-semibold')).toBe('text-lg text-slate-900 font-semibold')
  expect(mergeClasses(heading, 'text-2xl')).toBe('font-bold text-slate-900 text-2xl')
  expect(mergeClasses('mt-2 px-3 py-1.5', 'mt-6 px-5')).toBe('py-1.5 mt-6 px-5')
  expect(mergeClasses('flex w-full', 'hidden w-auto')).toBe('hidden w-auto')
  expect(mergeClasses('bg-white border-slate-300', 'bg-red-50 border-red-700')).toBe('bg-red-50 border-red-700')
})

test('the colour, size and alignment of text are three kinds, though all are written text-…', () => {
  expect(mergeClasses(heading, 'text-white')).toBe('text-lg font-bold text-white')
  expect(mergeClasses(heading, 'text-center')).toBe('text-lg font-bold text-slate-900 text-center')
  expect(mergeClasses('text-sm/6 text-left', 'text-base/7')).toBe('text-left text-base/7')
})

test('a variant prefix makes its own kind: sm:mt-4 replaces sm:mt-2, not mt-2', () => {
  expect(mergeClasses('mt-2 sm:mt-2 hover:bg-white', 'sm:mt-4 hover:bg-brand-50')).toBe('mt-2 sm:mt-4 hover:bg-brand-50')
})

test('margins and paddings are one kind per side, and border widths are not border colours', () => {
  expect(mergeClasses('mt-2 mb-2 -ml-1', 'mb-4 ml-2')).toBe('mt-2 mb-4 ml-2')
  expect(mergeClasses('border-2 border-t border-slate-300', 'border-red-700')).toBe('border-2 border-t border-red-700')
})

test('a class of a kind it does not know is added and replaces nothing', () => {
  expect(mergeClasses('rounded-lg shadow', 'rounded-l-none ring-1')).toBe('rounded-lg shadow rounded-l-none ring-1')
})
