/** The generic failure screen: shown when rendering fails, with the error's status and message. */
export function FailureMessage({ status, message }: { status: number; message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h2 className="text-xl font-bold">Unexpected Application Error!</h2>
      <p className="mt-2 font-mono text-sm">
        <span>{status}</span> <span>{message}</span>
      </p>
    </div>
  )
}
