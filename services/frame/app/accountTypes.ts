import type { Address } from 'viem'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { AccountType } from '../../../src/protocol/payloads'
import type { FrameChain } from './frameConfig'
import type { FrameStore } from './frameStore'
import { readDelegationState } from './smartAccount'
import { smartAccountTexts } from './smartAccountTexts'

const storeKey = (address: string) => `accountType:${address.toLowerCase()}`
const refused = (message: string) => new FrameRequestError({ code: frameErrorCodes.internal, message })

/** The embedded account's type on the frame's chains; see {@link createAccountTypes}. */
export type AccountTypes = ReturnType<typeof createAccountTypes>

/**
 * The embedded wallet's account type, `eoa` or `smartAccount`, kept per wallet address in the
 * frame's store. A smart account is the same address delegated with EIP-7702 to the chain's
 * implementation; the delegation is signed into the first batch sent, so no separate (paid)
 * upgrade transaction is needed. Smart accounts are the default where a chain has an
 * implementation ("enabled"); elsewhere the account is an EOA whatever was chosen.
 * Switching to a smart account is allowed only where enabled and only from `eoa`; back to `eoa`
 * only while the account is not yet delegated on that chain (the delegation stays on chain).
 */
export function createAccountTypes({ store }: { store: FrameStore }) {
  const enabled = (chain: FrameChain | undefined): chain is FrameChain & { smartAccountImplementation: Address } =>
    chain?.smartAccountImplementation !== undefined

  async function preferred(address: Address): Promise<AccountType> {
    const stored = await store.get(storeKey(address))
    return stored === 'eoa' ? 'eoa' : 'smartAccount'
  }

  return {
    enabled,
    /** The type the user chose (default `smartAccount`), whatever the chain. */
    preferred,
    /** The account's type on `chain`: its preference where smart accounts are enabled, else `eoa`. */
    async typeOn(address: Address, chain: FrameChain | undefined): Promise<AccountType> {
      return enabled(chain) ? preferred(address) : 'eoa'
    },
    /** Whether the account is already delegated to the chain's implementation. */
    async isDeployed(address: Address, chain: FrameChain | undefined, signal?: AbortSignal): Promise<boolean> {
      return enabled(chain) && (await readDelegationState(chain, address, signal)) === 'delegated'
    },
    /**
     * Changes the preference on `chain` following the switching rules.
     * @throws {FrameRequestError} 5000 with the reason when the switch is not allowed.
     */
    async set(address: Address, chain: FrameChain | undefined, type: AccountType): Promise<AccountType> {
      if (!enabled(chain)) throw refused(smartAccountTexts.notEnabled)
      const current = await preferred(address)
      if (type === 'smartAccount') {
        if (current !== 'eoa') throw refused(smartAccountTexts.alreadySmartAccount)
      } else if (current === 'smartAccount' && (await readDelegationState(chain, address)) !== 'none') {
        throw refused(smartAccountTexts.alreadyUpgraded)
      }
      await store.set(storeKey(address), type)
      return type
    },
  }
}
