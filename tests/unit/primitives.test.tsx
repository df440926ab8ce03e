import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { Section } from '../../components/sections/Section'
import { buttonClass } from '../../components/ui/buttonClass'
import { Heading } from '../../components/ui/Heading'

test('a button is btn with its size and variant, then the classes a caller adds', () => {
  expect(buttonClass('primary')).toBe('btn btn-primary')
  expect(buttonClass('outline', { size: 'sm' })).toBe('btn btn-sm btn-outline')
  expect(buttonClass('light', { size: 'lg', className: 'mt-8' })).toBe('btn btn-lg btn-light mt-8')
  expect(buttonClass('outline', { size: 'sm', className: 'hidden sm:inline-flex' })).toBe('btn btn-sm btn-outline hidden sm:inline-flex')
})

test('a variant made of utilities gives way to a caller’s class of the same kind', () => {
  expect(buttonClass('danger', { size: 'sm' })).toBe('btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50')
  expect(buttonClass('danger', { className: 'bg-red-50' })).toBe('btn border-red-700 text-red-800 hover:bg-red-50 bg-red-50')
})

test('a heading is an h2 of its size, keeps its id and ref, and takes a caller’s class over the size’s own', () => {
  const ref = createRef<HTMLHeadingElement>()
  render(
    <>
      <Heading id="plain" size="xl" ref={ref} tabIndex={-1}>
        Plain
      </Heading>
      <Heading size="lg" className="text-center font-semibold">
        Lighter
      </Heading>
    </>,
  )
  const plain = screen.getByRole('heading', { level: 2, name: 'Plain' })
  expect(plain).toHaveAttribute('id', 'plain')
  expect(plain).toHaveAttribute('class', 'text-xl font-bold text-slate-900')
  expect(ref.current).toBe(plain)
  expect(screen.getByRole('heading', { name: 'Lighter' })).toHaveAttribute('class', 'text-lg text-slate-900 text-center font-semibold')
})

test('a section is labelled by its heading, as a page band and as a block of a page’s layout', () => {
  render(
    <>
      <Section id="process" eyebrow="How" title="Our process" lead="Four steps.">
        <p>Band content</p>
      </Section>
      <Section layout="block" headingId="hours-heading" size="xl" title="Hours" className="card">
        <p>Block content</p>
      </Section>
    </>,
  )
  const band = screen.getByRole('region', { name: 'Our process' })
  expect(band).toHaveAttribute('id', 'process')
  expect(band).toHaveClass('section', 'bg-white')
  expect(band).toHaveTextContent('Band content')
  expect(screen.getByRole('heading', { name: 'Our process' })).toHaveAttribute('id', 'process-heading')
  const block = screen.getByRole('region', { name: 'Hours' })
  expect(block).toHaveAttribute('class', 'card')
  expect(block.firstElementChild).toBe(screen.getByRole('heading', { name: 'Hours' }))
  expect(block).toHaveTextContent('Block content')
})
