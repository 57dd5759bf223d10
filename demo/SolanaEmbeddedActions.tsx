import { useState } from 'react'
import { useConnection } from 'wagmi'
import { signDemoSolanaMessage } from './signDemoSolanaMessage'

/**
 * With `?solana=1` and an e-mail or social sign-in: "Sign Solana message" through the embedded
 * wallet's Solana side, found the way any Solana code of an app finds wallets (the Wallet Standard
 * registry, loaded on click). Shows the account and the signature (hex), or the error code.
 */
export function SolanaEmbeddedActions() {
  const { connector } = useConnection()
  const [result, setResult] = useState<{ address: string; signature: string } | { error: string }>()
  if (connector?.type !== 'foyerAuth' || new URLSearchParams(location.search).get('solana') !== '1') return null

  async function signMessage() {
    setResult(undefined)
    try {
      setResult(await signDemoSolanaMessage('E-mail & social', 'No embedded Solana wallet'))
    } catch (error) {
      let current: unknown = error
      let code = 'unknown'
      for (let depth = 0; current && depth < 8; depth++) {
        if (typeof current === 'object' && 'code' in current && typeof current.code === 'number') {
          code = String(current.code)
          break
        }
        current = current instanceof Error ? current.cause : undefined
      }
      setResult({ error: code })
    }
  }

  return (
    <section className="demo-auth-actions" aria-label="Embedded wallet on Solana">
      <button className="demo-button" type="button" onClick={() => void signMessage()}>
        Sign Solana message
      </button>
      {result && 'signature' in result && (
        <p data-testid="demo-solana-signature" data-address={result.address}>
          {result.signature}
        </p>
      )}
      {result && 'error' in result && <p data-testid="demo-solana-error">{result.error}</p>}
    </section>
  )
}
