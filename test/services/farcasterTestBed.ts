import { startAnvil } from '../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../devstack/chain/startAnvil'
import { approveFarcasterSignIn } from '../../devstack/farcaster/farcasterApp'
import type { SignInMessageOverrides } from '../../devstack/farcaster/farcasterApp'
import type { FarcasterTestUser } from '../../devstack/farcaster/farcasterTestUsers'
import { startFarcasterStandIn } from '../../devstack/farcaster/startFarcasterStandIn'
import type { RelayStandIn } from '../../devstack/farcaster/relayStandIn'
import type { FarcasterOptions } from '../../services/api/auth/farcasterOptions'
import type { Hex } from 'viem'

/** The domain and URI the test API asks users to sign in to. */
export const FARCASTER_TEST_DOMAIN = 'login.foyer.test'

/** Farcaster's counterparts for tests: an anvil with the ID Registry and test users, and the relay stand-in. */
export type FarcasterTestBed = {
  anvil: RunningAnvil
  relay: RelayStandIn
  alice: FarcasterTestUser
  bob: FarcasterTestUser
  /** The API's `farcaster` options pointing at them. */
  options(overrides?: Partial<FarcasterOptions>): FarcasterOptions
  /** Signs in as the Farcaster app does for the channel whose sign-in URL is `url`. */
  approve(url: string, user: FarcasterTestUser, change?: { overrides?: SignInMessageOverrides; signerKey?: Hex }): Promise<{ message: string; signature: Hex }>
  close(): Promise<void>
}

/** The relay's channel token, as the sign-in URL (the QR code) carries it to the Farcaster app. */
export function relayTokenOf(url: string): string {
  const token = new URL(url).searchParams.get('channelToken')
  if (!token) throw new Error(`no channelToken in ${url}`)
  return token
}

/**
 * Starts an anvil (chain 31337, standing in for Optimism), puts the IdRegistry there with alice
 * (fid 1) and bob (fid 2), and starts the relay stand-in on a free port.
 */
export async function startFarcasterTestBed(): Promise<FarcasterTestBed> {
  const anvil = await startAnvil({ chainId: 31337 })
  try {
    const relay = await startFarcasterStandIn({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
    const [alice, bob] = relay.users
    return {
      anvil,
      relay,
      alice: alice!,
      bob: bob!,
      options: (overrides = {}) => ({
        relayUrl: relay.url,
        optimismRpcUrl: anvil.rpcUrl,
        domain: FARCASTER_TEST_DOMAIN,
        siweUri: `https://${FARCASTER_TEST_DOMAIN}`,
        ...overrides,
      }),
      approve: (url, user, change = {}) =>
        approveFarcasterSignIn({ relayUrl: relay.url, authKey: relay.authKey, channelToken: relayTokenOf(url), user, ...change }),
      async close() {
        await relay.close()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
