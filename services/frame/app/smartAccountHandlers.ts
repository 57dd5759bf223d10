import { getAddress, numberToHex } from 'viem'
import type { Address, Hex, LocalAccount } from 'viem'
import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { FrameUser } from '../../../src/protocol/payloads'
import type { AccountTypes } from './accountTypes'
import type { ApprovalSummary } from './approvalSummary'
import { describeCalls } from './callsSummary'
import { describeContractCall } from './describeContractCall'
import { findFrameChain } from './frameChain'
import type { FrameChain } from './frameConfig'
import type { FrameState } from './frameState'
import { assertFeeWithinCap } from './prepareTransaction'
import { createFrameTokenReader } from './readFrameToken'
import { readDelegationState } from './smartAccount'
import { smartAccountTexts } from './smartAccountTexts'
import { callsErrorCodes, callsStatus, executeCalls, parseCallsRequest, prepareCalls } from './walletCalls'
import type { PreparedCalls } from './walletCalls'

/** What the smart-account handlers need from the frame. */
export type SmartAccountDeps = {
  state: FrameState
  accountTypes: AccountTypes
  /** The signed-in address, restoring the session if needed; `undefined` when signed out. */
  currentAddress(): Promise<Address | undefined>
  /** Runs `use` with the rebuilt key, dropped afterwards. */
  withAccount<T>(use: (account: LocalAccount) => Promise<T>): Promise<T>
  /** Shows the approval UI; resolves whether the user approved. */
  approve(summary: ApprovalSummary, signal: AbortSignal): Promise<boolean>
  /** Runs `task` after every earlier approval has settled (one approval at a time). */
  inTurn<T>(task: () => Promise<T>): Promise<T>
}

/** The RPC methods {@link smartAccountHandlers} answers in the frame instead of the chain. */
export const SMART_ACCOUNT_RPC_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const

const notConnected = () => new FrameRequestError({ code: frameErrorCodes.notConnected })
const aborted = () => new FrameRequestError({ code: frameErrorCodes.aborted })

/**
 * The embedded wallet's smart account: EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls` as one
 * atomic `executeBatch` transaction approved once, `wallet_getCallsStatus`), and the frame requests
 * for smart-account networks, init and the preferred account type.
 */
export function smartAccountHandlers(deps: SmartAccountDeps) {
  const { state, accountTypes } = deps
  const chainOf = (chainId: number): FrameChain | undefined => state.chains.find((chain) => chain.id === chainId)
  const signedIn = async (): Promise<Address> => {
    const address = await deps.currentAddress()
    if (!address) throw notConnected()
    return address
  }

  /** Atomic batches: 'supported' once upgraded, 'ready' when the first batch will upgrade, else 'unsupported'. */
  async function atomicStatus(address: Address, chain: FrameChain | undefined): Promise<'supported' | 'ready' | 'unsupported'> {
    if ((await accountTypes.typeOn(address, chain)) !== 'smartAccount' || !chain) return 'unsupported'
    const delegation = await readDelegationState(chain, address)
    return delegation === 'delegated' ? 'supported' : delegation === 'none' ? 'ready' : 'unsupported'
  }

  async function sendCalls(params: unknown, chainId: number, signal: AbortSignal): Promise<{ id: Hex }> {
    const address = await signedIn()
    const request = parseCallsRequest(params, address, chainId)
    const chain = findFrameChain(state.chains, chainId)
    const status = await atomicStatus(address, chain)
    // Without a smart account there is no atomic execution; batches are refused rather than sent one by one.
    if (status === 'unsupported') throw new FrameRequestError({ code: callsErrorCodes.atomicityUnsupported, message: smartAccountTexts.atomicUnsupported })
    return deps.inTurn(async () => {
      if (signal.aborted) throw aborted()
      const prepared = await prepareCalls(request, {
        chain,
        from: address,
        upgradeTo: status === 'ready' ? chain.smartAccountImplementation : undefined,
        signal,
      })
      assertFeeWithinCap(prepared.transaction, chain)
      const actions = await describeActions(prepared, address, signal)
      const approved = await deps.approve(describeCalls(prepared, { account: address, actions }), signal)
      if (signal.aborted) throw aborted()
      if (!approved) throw new FrameRequestError({ code: frameErrorCodes.userRejected })
      return { id: await deps.withAccount((account) => executeCalls(account, prepared)) }
    })
  }

  return {
    /** Whether this RPC method is answered here. */
    handles: (method: string): method is (typeof SMART_ACCOUNT_RPC_METHODS)[number] => (SMART_ACCOUNT_RPC_METHODS as readonly string[]).includes(method),
    /** Answers one of {@link SMART_ACCOUNT_RPC_METHODS}. */
    async request(method: (typeof SMART_ACCOUNT_RPC_METHODS)[number], params: unknown, chainId: number, signal: AbortSignal): Promise<unknown> {
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'wallet_sendCalls':
          return sendCalls(params, chainId, signal)
        case 'wallet_getCallsStatus':
          return callsStatus(list[0], state.chains)
        case 'wallet_getCapabilities': {
          const address = await signedIn()
          if (typeof list[0] === 'string' && list[0].toLowerCase() !== address.toLowerCase()) return {}
          const requested = Array.isArray(list[1]) ? list[1].map((id) => Number(id)) : state.chains.map((chain) => chain.id)
          const entries = await Promise.all(
            requested
              .filter((id) => chainOf(id))
              .map(async (id) => [numberToHex(id), { atomic: { status: await atomicStatus(address, chainOf(id)) } }] as const),
          )
          return Object.fromEntries(entries)
        }
      }
    },
    frameHandlers: {
      getSmartAccountEnabledNetworks: () => ({
        smartAccountEnabledNetworks: state.chains.filter((chain) => accountTypes.enabled(chain)).map((chain) => chain.id),
      }),
      async initSmartAccount() {
        const address = await signedIn()
        const chain = chainOf(state.chainId)
        if (!accountTypes.enabled(chain)) throw new FrameRequestError({ code: frameErrorCodes.internal, message: smartAccountTexts.notEnabled })
        return { address, isDeployed: await accountTypes.isDeployed(address, chain) }
      },
      async setPreferredAccount({ type }) {
        const address = await signedIn()
        return { type: await accountTypes.set(address, chainOf(state.chainId), type), address }
      },
    } satisfies Pick<FrameRequestHandlers, 'getSmartAccountEnabledNetworks' | 'initSmartAccount' | 'setPreferredAccount'>,
    /** The user as the host sees it, with the account's type (and whether it is upgraded) on the frame's chain. */
    async withAccountType(user: FrameUser): Promise<FrameUser> {
      const address = getAddress(user.address)
      const chain = chainOf(user.chainId)
      const type = await accountTypes.typeOn(address, chain)
      const deployed = type === 'smartAccount' ? await accountTypes.isDeployed(address, chain).catch(() => undefined) : undefined
      return {
        ...user,
        accounts: [{ address: user.address, type }],
        preferredAccountType: type,
        ...(deployed === undefined ? {} : { smartAccountDeployed: deployed }),
      }
    },
  }
}

/** What each call asks, in words, read with the frame's own RPC (undefined where it cannot be read). */
function describeActions(prepared: PreparedCalls, account: Address, signal: AbortSignal): Promise<(string | undefined)[]> {
  const readToken = createFrameTokenReader(prepared.chain.rpcUrl, signal)
  return Promise.all(
    prepared.calls.map((call) =>
      describeContractCall({ to: call.to, data: call.data, value: call.value, account, nativeSymbol: prepared.chain.nativeSymbol, readToken }).catch(
        () => undefined,
      ),
    ),
  )
}
