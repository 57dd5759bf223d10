import { lazy, Suspense, useState } from 'react'
import { parseEther } from 'viem'
import { useConfig, useConnection, useSendTransaction, useSignMessage } from 'wagmi'
import { sendCalls, waitForCallsStatus } from 'wagmi/actions'
import { SmartSessionActions } from './SmartSessionActions'

/** Where the demo's test transaction goes: anvil's account #2. */
const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The second recipient of the demo batch: anvil's account #3. */
const batchRecipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

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

type Kind = 'signature' | 'hash' | 'batch' | 'swap' | 'sendToken'

// Loaded on first render: end-to-end specs import this module in Node (for `demoMessage`), where the
// kit's entry, which the swap and send-token buttons need, does not load.
const SwapAction = lazy(() => import('./SwapAction').then((module) => ({ default: module.SwapAction })))
const SendTokenAction = lazy(() => import('./SendTokenAction').then((module) => ({ default: module.SendTokenAction })))

function errorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'number') return String(current.code)
    current = current instanceof Error ? current.cause : undefined
  }
  return 'unknown'
}

/**
 * "Sign message", "Send transaction", "Send batch", "Swap" and "Send token" for the connected
 * account, through wagmi's own hooks (and the kit's `useSwap` and `useSendToken`), so the embedded
 * wallet is exercised exactly as an app would use it. Shows the result or the error code.
 */
export function AuthActions() {
  const { address, connector, status } = useConnection()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const config = useConfig()
  const [result, setResult] = useState<{ kind: Kind | 'error'; value: string; message?: string }>()
  // While a stored session reconnects, `connector` is only its stored description (no methods yet):
  // the buttons show once the connector is live.
  if (status !== 'connected' || !address || connector?.type !== 'foyerAuth') return null

  // An atomic EIP-5792 batch of two transfers (0.01 and 0.02 ETH); shows the batch's final status.
  const sendBatch = async () => {
    const { id } = await sendCalls(config, {
      forceAtomic: true,
      calls: [
        { to: recipient, value: parseEther('0.01') },
        { to: batchRecipient, value: parseEther('0.02') },
      ],
    })
    const status = await waitForCallsStatus(config, { id, timeout: 60_000 })
    return `${status.status}:${status.receipts?.at(-1)?.transactionHash ?? ''}`
  }

  async function run(action: () => Promise<string>, kind: Kind) {
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
      <button className="demo-button" type="button" onClick={() => void run(sendBatch, 'batch')}>
        Send batch
      </button>
      <Suspense fallback={null}>
        <SwapAction onSwap={(swap) => void run(swap, 'swap')} />
        <SendTokenAction to={recipient} onSend={(send) => void run(send, 'sendToken')} />
      </Suspense>
      <SmartSessionActions />
      {result?.kind === 'signature' && <p data-testid="demo-signature">{result.value}</p>}
      {result?.kind === 'batch' && <p data-testid="demo-batch-status">{result.value}</p>}
      {result?.kind === 'hash' && <p data-testid="demo-tx-hash">{result.value}</p>}
      {result?.kind === 'swap' && <p data-testid="demo-swap-hash">{result.value}</p>}
      {result?.kind === 'sendToken' && <p data-testid="demo-send-token-hash">{result.value}</p>}
      {result?.kind === 'error' && (
        <>
          <p data-testid="demo-error-code">{result.value}</p>
          <p data-testid="demo-error-message">{result.message}</p>
        </>
      )}
    </section>
  )
}
