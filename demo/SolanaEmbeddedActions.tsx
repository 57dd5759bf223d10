import { useState } from 'react'
import { useConnection } from 'wagmi'

/** The demo message the "Sign Solana message" button signs. */
export const demoSolanaMessage = 'Hello from the Foyer demo on Solana'

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

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
      const { getWallets } = await import('@wallet-standard/app')
      const wallet = getWallets()
        .get()
        .find((candidate) => candidate.name === 'E-mail & social')
      const account = wallet?.accounts[0]
      const feature = wallet?.features['solana:signMessage'] as
        | { signMessage(input: { account: unknown; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]> }
        | undefined
      if (!account || !feature) throw Object.assign(new Error('No embedded Solana wallet'), { code: 4100 })
      const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(demoSolanaMessage) })
      setResult({ address: account.address, signature: hex(output?.signature ?? new Uint8Array()) })
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
