import { useState } from 'react'
import { signDemoSolanaMessage } from './signDemoSolanaMessage'

/**
 * With `?solana=1`: "Sign Solana message with WalletConnect" through a phone wallet paired for Solana
 * in the modal, found the way any Solana code of an app finds wallets (the Wallet Standard registry,
 * under the name 'WalletConnect', loaded on click). Shows the account and the signature (hex), or
 * the error code.
 */
export function SolanaWalletConnectActions() {
  const [result, setResult] = useState<{ address: string; signature: string } | { error: string }>()
  if (new URLSearchParams(location.search).get('solana') !== '1') return null

  async function signMessage() {
    setResult(undefined)
    try {
      setResult(await signDemoSolanaMessage('WalletConnect', 'No Solana wallet paired over WalletConnect'))
    } catch (error) {
      const code = (error as { code?: unknown; error?: { code?: unknown } }).error?.code ?? (error as { code?: unknown }).code
      setResult({ error: typeof code === 'number' ? String(code) : 'unknown' })
    }
  }

  return (
    <section className="demo-auth-actions" aria-label="Solana over WalletConnect">
      <button className="demo-button" type="button" onClick={() => void signMessage()}>
        Sign Solana message with WalletConnect
      </button>
      {result && 'signature' in result && (
        <p data-testid="demo-solana-wc-signature" data-address={result.address}>
          {result.signature}
        </p>
      )}
      {result && 'error' in result && <p data-testid="demo-solana-wc-error">{result.error}</p>}
    </section>
  )
}
