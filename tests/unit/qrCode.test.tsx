import { render } from '@testing-library/react'
import { QrCode, qrPath } from '../../admin/account/QrCode'

describe('the QR code drawn from the service’s rows', () => {
  test('one square per dark module, at its column and row', () => {
    expect(qrPath(['10', '01'])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
    expect(qrPath(['00', '00'])).toBe('')
  })

  test('an image with a name and a four-module quiet zone', () => {
    const { getByRole } = render(<QrCode rows={['101', '010', '101']} label="QR code for your authenticator app" />)
    const svg = getByRole('img', { name: 'QR code for your authenticator app' })
    expect(svg.getAttribute('viewBox')).toBe('-4 -4 11 11')
    expect(svg.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(5)
  })
})
