/**
 * A QR code drawn from the rows of modules the lead service sends ('1' dark), as one SVG path with the standard
 * quiet zone of four modules: no QR library in the browser, and crisp at any size.
 */
export function qrPath(rows: readonly string[]): string {
  let path = ''
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') path += `M${x} ${y}h1v1h-1z`
  })
  return path
}

export function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length + 8
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size} ${size}`}
      width={size * 5}
      height={size * 5}
      shapeRendering="crispEdges"
      className="rounded-lg border border-slate-200"
    >
      <rect x={-4} y={-4} width={size} height={size} fill="#fff" />
      <path d={qrPath(rows)} fill="#000" />
    </svg>
  )
}
