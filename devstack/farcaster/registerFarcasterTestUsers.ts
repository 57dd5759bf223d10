import { privateKeyToAccount } from 'viem/accounts'
import { deployIdRegistry, readIdOf, registerFid } from '../chain/idRegistry'
import { FARCASTER_TEST_ACCOUNTS } from './farcasterTestUsers'
import type { FarcasterTestUser } from './farcasterTestUsers'

/**
 * Puts the IdRegistry at its canonical address on a development chain and registers each of
 * {@link FARCASTER_TEST_ACCOUNTS}' custody addresses (one after the other: the gateway's nonces are
 * sequential). An account registered before keeps its fid, so a second call changes nothing.
 *
 * @returns the accounts with the fids the registry gave them.
 * @example
 * const [alice] = await registerFarcasterTestUsers(anvil.rpcUrl, 31337)
 */
export async function registerFarcasterTestUsers(rpcUrl: string, chainId: number): Promise<FarcasterTestUser[]> {
  await deployIdRegistry(rpcUrl, chainId)
  const users: FarcasterTestUser[] = []
  for (const account of FARCASTER_TEST_ACCOUNTS) {
    const custody = privateKeyToAccount(account.custodyKey).address
    const known = await readIdOf(rpcUrl, chainId, custody)
    const fid = known === 0n ? await registerFid(rpcUrl, chainId, custody) : known
    users.push({ ...account, fid: Number(fid) })
  }
  return users
}
