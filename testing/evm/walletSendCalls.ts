import { bytesToHex, numberToHex, type Hex } from 'viem'
import { codedRpcError } from './testWalletErrors'
import { getCallsStatusParams, parseParams, sendCallsParams } from './testWalletParams'
import { confirm, requireAccount, type TestWalletState } from './testWalletState'
import type { ForwardToChain, TransactionSender } from './createTransactionSender'
import type { TestWalletChain } from './testWalletTypes'

/** Options of {@link createCallsHandlers}. */
export type CallsHandlersOptions = {
  /** Capabilities by hex chain id, as `wallet_getCapabilities` advertises them. */
  capabilities: Record<Hex, Record<string, unknown>>
  forward: ForwardToChain
  sendTransaction: TransactionSender
  /** Milliseconds between receipt polls. @default 50 */
  pollMs?: number
}

/** An EIP-5792 receipt: the node's receipt cut to the fields the EIP names, hex quantities kept. */
type CallsReceipt = { logs: unknown[]; status: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }

/** A batch the wallet accepted: `status` 100 while it runs, then 200, 500 or 600 (EIP-5792 codes). */
type Batch = { chainId: number; atomic: boolean; status: number; receipts: CallsReceipt[] }

// EIP-5792's error codes.
const UNSUPPORTED_CAPABILITY = 5700
const UNSUPPORTED_CHAIN = 5710
const DUPLICATE_ID = 5720
const UNKNOWN_BUNDLE = 5730
const ATOMICITY_NOT_SUPPORTED = 5760

/**
 * EIP-5792 `wallet_sendCalls` and `wallet_getCallsStatus` for the test wallet. The calls are signed
 * one by one with the wallet's key and sent in order, each mined before the next is sent (so a swap
 * after an approval is estimated against the new allowance); the first revert stops the batch.
 *
 * Atomicity: where the chain's capabilities advertise `atomic` as `supported` or `ready`, the batch
 * runs inside an `evm_snapshot` (anvil and Hardhat only) and a revert rolls the chain back with
 * `evm_revert`, so the batch either lands whole (200) or not at all (500); anything else sent to that
 * node meanwhile is rolled back too, which a test chain can afford. Elsewhere a batch that reverts
 * half way reports 600 (partial), and `atomicRequired: true` is refused with 5760.
 *
 * @example
 * const calls = createCallsHandlers(state, { capabilities, forward, sendTransaction })
 * const { id } = await calls.sendCalls(params)
 * const status = calls.getCallsStatus([id])
 */
export function createCallsHandlers(state: TestWalletState, options: CallsHandlersOptions) {
  const { forward, sendTransaction, pollMs = 50 } = options
  const batches = new Map<string, Batch>()

  const isAtomic = (chainId: number): boolean => {
    const entry = Object.entries(options.capabilities).find(([id]) => Number(id) === chainId)?.[1]
    const atomic = entry?.['atomic'] as { status?: unknown } | undefined
    return atomic?.status === 'supported' || atomic?.status === 'ready'
  }

  const waitForReceipt = async (chain: TestWalletChain, hash: Hex): Promise<CallsReceipt> => {
    for (;;) {
      const receipt = (await forward(chain, 'eth_getTransactionReceipt', [hash])) as CallsReceipt | null
      if (receipt) {
        const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt
        return { logs, status, blockHash, blockNumber, gasUsed, transactionHash }
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  const run = async (batch: Batch, chain: TestWalletChain, calls: { to?: Hex | undefined; data?: Hex | undefined; value?: bigint | undefined }[]) => {
    const snapshot = batch.atomic ? ((await forward(chain, 'evm_snapshot', [])) as Hex) : undefined
    try {
      for (const call of calls) {
        const hash = await sendTransaction({
          account: state.account,
          chain,
          transaction: { from: state.account.address, to: call.to, data: call.data, value: call.value },
        })
        const receipt = await waitForReceipt(chain, hash)
        batch.receipts.push(receipt)
        if (receipt.status !== '0x1') throw new Error(`call ${batch.receipts.length - 1} reverted`)
      }
      batch.status = 200
    } catch {
      // A call that could not even be sent (estimation reverted) ends the batch the same way.
      if (snapshot !== undefined) {
        await forward(chain, 'evm_revert', [snapshot])
        batch.receipts = []
        batch.status = 500
      } else {
        batch.status = batch.receipts.some((receipt) => receipt.status === '0x1') ? 600 : 500
      }
    }
  }

  return {
    /** `wallet_sendCalls`: answers `{ id }` once the user "confirmed"; the calls run after that. */
    async sendCalls(params: unknown): Promise<{ id: string }> {
      const method = 'wallet_sendCalls'
      const [request] = parseParams(method, sendCallsParams, params)
      if (request.from !== undefined) requireAccount(state, request.from)
      else requireAccount(state, state.account.address)
      const chain = state.chains.get(request.chainId)
      if (!chain || request.chainId !== state.chainId) {
        throw codedRpcError(UNSUPPORTED_CHAIN, `Unsupported chain id ${request.chainId}: the wallet is on ${state.chainId}`)
      }
      const required = Object.entries(request.capabilities ?? {}).filter(([, value]) => !(value as { optional?: unknown } | null)?.optional)
      if (required.length > 0) throw codedRpcError(UNSUPPORTED_CAPABILITY, `Unsupported capability: ${required.map(([name]) => name).join(', ')}`)
      const atomic = isAtomic(request.chainId)
      if (request.atomicRequired && !atomic) throw codedRpcError(ATOMICITY_NOT_SUPPORTED, 'Atomicity is not supported on this chain')
      const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      if (batches.has(id)) throw codedRpcError(DUPLICATE_ID, `Duplicate batch id ${id}`)
      confirm(state, method)
      const batch: Batch = { chainId: request.chainId, atomic, status: 100, receipts: [] }
      batches.set(id, batch)
      void run(batch, chain, request.calls)
      return { id }
    },
    /** `wallet_getCallsStatus`: the batch's EIP-5792 status code and the receipts of its mined calls. */
    getCallsStatus(params: unknown) {
      const [id] = parseParams('wallet_getCallsStatus', getCallsStatusParams, params)
      const batch = batches.get(id)
      if (!batch) throw codedRpcError(UNKNOWN_BUNDLE, `Unknown batch id ${id}`)
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chainId),
        status: batch.status,
        atomic: batch.atomic,
        ...(batch.status === 100 ? {} : { receipts: batch.receipts }),
      }
    },
  }
}
