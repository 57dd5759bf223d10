/** The demo message the "Sign Solana message" buttons sign. */
export const demoSolanaMessage = 'Hello from the Foyer demo on Solana'

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

type SolanaSignMessageFeature = {
  signMessage(input: { account: unknown; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]>
}

/**
 * Signs {@link demoSolanaMessage} with the first account of the Wallet Standard wallet named
 * `walletName`, found the way any Solana code of an app finds wallets (the registry, loaded on
 * call). Without such a wallet or its `solana:signMessage` feature, throws an error with code 4100
 * and the message `missing`.
 *
 * @example
 * const { address, signature } = await signDemoSolanaMessage('WalletConnect', 'No Solana wallet paired')
 */
export async function signDemoSolanaMessage(walletName: string, missing: string): Promise<{ address: string; signature: string }> {
  const { getWallets } = await import('@wallet-standard/app')
  const wallet = getWallets()
    .get()
    .find((candidate) => candidate.name === walletName)
  const account = wallet?.accounts[0]
  const feature = wallet?.features['solana:signMessage'] as SolanaSignMessageFeature | undefined
  if (!account || !feature) throw Object.assign(new Error(missing), { code: 4100 })
  const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(demoSolanaMessage) })
  return { address: account.address, signature: hex(output?.signature ?? new Uint8Array()) }
}
