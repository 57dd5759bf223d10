import { useState } from 'react'
import { demoSolanaMessage } from './SolanaEmbeddedActions'

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

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
      const { getWallets } = await import('@wallet-standard/app')
      const wallet = getWallets()
        .get()
        .find((candidate) => candidate.name === 'WalletConnect')
      const account = wallet?.accounts[0]
      const feature = wallet?.features['solana:signMessage'] as
        | { signMessage(input: { account: unknown; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]> }
        | undefined
      if (!account || !feature) throw Object.assign(new Error('No Solana wallet paired over WalletConnect'), { code: 4100 })
      const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(demoSolanaMessage) })
      setResult({ address: account.address, signature: hex(output?.signature ?? new Uint8Array()) })
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
