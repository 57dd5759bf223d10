/** The part of the WalletConnect SDK's Verify client this module replaces. */
type VerifyClient = { register: (parameters: { id: string; decryptedId: string }) => Promise<string | undefined> }

type ProviderShape = { signer?: { client?: { core?: { verify?: Partial<VerifyClient> } } } }

/**
 * Makes a WalletConnect EthereumProvider propose sessions without a Verify attestation. Before it
 * publishes a session proposal, the SDK (2.25) loads a hidden iframe from verify.walletconnect.org
 * and waits up to 5 s for it; its Verify server cannot be changed (only WalletConnect's own hosts
 * are accepted) and no option turns it off in a browser. Without it the proposal leaves at once,
 * with the empty attestation the SDK itself sends when Verify does not answer: the wallet shows the
 * app's origin as unverified instead of verified, and WalletConnect's list of known scam domains is
 * not consulted for it. Returns whether the provider had a Verify client to replace.
 *
 * @example
 * const provider = await connector.getProvider()
 * skipVerifyAttestation(provider)
 */
export function skipVerifyAttestation(provider: unknown): boolean {
  const verify = (provider as ProviderShape | null | undefined)?.signer?.client?.core?.verify
  if (!verify || typeof verify.register !== 'function') return false
  verify.register = async () => ''
  return true
}
