import { render, screen } from '@testing-library/react'
import { FailureMessage } from '../../components/sections/FailureMessage'

test('the generic failure screen shows its title, the status and the message', () => {
  render(<FailureMessage status={500} message="Cannot read properties of undefined" />)
  expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!')
  expect(screen.getByRole('alert')).toHaveTextContent('500 Cannot read properties of undefined')
})
