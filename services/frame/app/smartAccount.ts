import { concat, encodeFunctionData, isAddressEqual } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { FrameChain } from './frameConfig'
import { proxyRpc } from './rpcProxy'

/** One call of a batch, as `executeBatch` takes it. */
export type BatchCall = { to: Address; value: bigint; data: Hex }

// Simple7702Account's `executeBatch(Call[])` (from BaseAccount, @account-abstraction/contracts 0.8.0):
// runs each call from the account and reverts the whole transaction on the first failure.
const executeBatchAbi = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

/** EIP-7702's delegation designator: the code an account has once delegated to `implementation`. */
export function delegationCode(implementation: Address): Hex {
  return concat(['0xef0100', implementation]).toLowerCase() as Hex
}

/** How an account stands on a chain: plain EOA, delegated to the chain's implementation, or to something else. */
export type DelegationState = 'none' | 'delegated' | 'other'

/** Reads `eth_getCode` of `address` and tells whether it is delegated to `implementation`. */
export function delegationStateOf(code: Hex, implementation: Address | undefined): DelegationState {
  if (code === '0x' || /^0x0*$/.test(code)) return 'none'
  if (!implementation) return 'other'
  const designator = /^0xef0100([0-9a-fA-F]{40})$/.exec(code)
  return designator && isAddressEqual(`0x${designator[1]!}`, implementation) ? 'delegated' : 'other'
}

const codeSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>

/** The account's code on `chain`, through the frame's own RPC. */
export async function readDelegationState(chain: FrameChain, address: Address, signal?: AbortSignal): Promise<DelegationState> {
  const code = codeSchema.parse(await proxyRpc(chain.rpcUrl, 'eth_getCode', [address, 'latest'], signal))
  return delegationStateOf(code, chain.smartAccountImplementation)
}

/** The calldata of one transaction from the account to itself that runs `calls` atomically. */
export function encodeExecuteBatch(calls: readonly BatchCall[]): Hex {
  return encodeFunctionData({
    abi: executeBatchAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value, data: call.data }))],
  })
}
