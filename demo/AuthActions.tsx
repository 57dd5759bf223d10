import { useState } from 'react'
import { parseEther } from 'viem'
import { useConnection, useSendTransaction, useSignMessage } from 'wagmi'

/** Where the demo's test transaction goes: anvil's account #2. */
const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The demo message the "Sign message" button signs. */
export const demoMessage = 'Hello from the Foyer demo'

/** The innermost cause's short text (viem wraps the wallet's error). */
function rootMessage(error: unknown): string {
  let current: unknown = error
  let message = ''
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof Error) message = (current as Error & { shortMessage?: string }).shortMessage ?? current.message
    current = current instanceof Error ? current.cause : undefined
  }
  return message
}

function errorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'number') return String(current.code)
    current = current instanceof Error ? current.cause : undefined
  }
  return 'unknown'
}

/**
 * "Sign message" and "Send transaction" for the connected account, through wagmi's own hooks, so the
 * embedded wallet is exercised exactly as an app would use it. Shows the result or the error code.
 */
export function AuthActions() {
  const { address, connector } = useConnection()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const [result, setResult] = useState<{ kind: 'signature' | 'hash' | 'error'; value: string; message?: string }>()
  if (!address || connector?.type !== 'foyerAuth') return null

  async function run(action: () => Promise<string>, kind: 'signature' | 'hash') {
    setResult(undefined)
    try {
      setResult({ kind, value: await action() })
    } catch (error) {
      setResult({ kind: 'error', value: errorCode(error), message: rootMessage(error) })
    }
  }

  return (
    <section className="demo-auth-actions" aria-label="Embedded wallet actions">
      <button className="demo-button" type="button" onClick={() => void run(() => sign.mutateAsync({ message: demoMessage }), 'signature')}>
        Sign message
      </button>
      <button className="demo-button" type="button" onClick={() => void run(() => send.mutateAsync({ to: recipient, value: parseEther('0.01') }), 'hash')}>
        Send transaction
      </button>
      {result?.kind === 'signature' && <p data-testid="demo-signature">{result.value}</p>}
      {result?.kind === 'hash' && <p data-testid="demo-tx-hash">{result.value}</p>}
      {result?.kind === 'error' && (
        <>
          <p data-testid="demo-error-code">{result.value}</p>
          <p data-testid="demo-error-message">{result.message}</p>
        </>
      )}
    </section>
  )
}
