import { useState } from 'react'
import { useNamespaceAccount } from 'foyer-kit'

/** The message the demo signs with a non-EVM wallet; tests verify the signature against it. */
export const demoNamespaceMessage = 'Sign in to the Foyer demo'

/**
 * While the modal shows a non-EVM family's account (Solana, Bitcoin, Polkadot, Cosmos, Sui, ...): its
 * namespace and address, and "Sign message" through `useNamespaceAccount`. Shows the signature as
 * the family writes it, or the error's message.
 */
export function NamespaceActions() {
  const { namespace, status, address, signMessage } = useNamespaceAccount()
  const [result, setResult] = useState<{ signature: string } | { error: string }>()
  if (!namespace || status !== 'connected' || !address) return null

  async function sign() {
    setResult(undefined)
    try {
      setResult({ signature: await signMessage(demoNamespaceMessage) })
    } catch (error) {
      setResult({ error: error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error) })
    }
  }

  return (
    <section className="demo-auth-actions" aria-label="Other chain family">
      <p data-testid="demo-namespace-account" data-namespace={namespace} data-address={address}>
        {namespace}: {address}
      </p>
      <button className="demo-button" type="button" onClick={() => void sign()}>
        Sign message
      </button>
      {result && 'signature' in result && (
        <p data-testid="demo-namespace-signature" data-address={address}>
          {result.signature}
        </p>
      )}
      {result && 'error' in result && <p data-testid="demo-namespace-error">{result.error}</p>}
    </section>
  )
}
