import { createWalletClient, custom, defineChain } from 'viem'
import type { Hex, LocalAccount, SendTransactionParameters, WalletClient } from 'viem'
import type { z } from 'zod'
import type { TestWalletChain } from './testWalletTypes'
import { invalidParamsError } from './testWalletErrors'
import type { sendTransactionParams } from './testWalletParams'

/** A parsed `eth_sendTransaction` request (bigint quantities). */
export type TestWalletTransaction = z.output<typeof sendTransactionParams>[0]

/** Forwards one JSON-RPC request to a chain's node. */
export type ForwardToChain = (chain: TestWalletChain, method: string, params?: unknown) => Promise<unknown>

/** Signs and broadcasts one transaction; resolves with its hash. */
export type TransactionSender = (args: { account: LocalAccount; chain: TestWalletChain; transaction: TestWalletTransaction }) => Promise<Hex>

const transactionTypes = { '0x0': 'legacy', '0x1': 'eip2930', '0x2': 'eip1559' } as const

/**
 * Builds the `eth_sendTransaction` handler: viem fills nonce, gas and fees from the node, the local
 * account signs, and the raw transaction goes out with `eth_sendRawTransaction`. The node's own
 * `eth_sendTransaction` is never used, because anvil would sign with its unlocked accounts.
 * @example
 * const send = createTransactionSender(forward)
 * const hash = await send({ account, chain, transaction: { from: account.address, to, value: 1n } })
 */
export function createTransactionSender(forward: ForwardToChain): TransactionSender {
  // One client per chain, so viem's per-client caches (e.g. "node has no eth_fillTransaction")
  // survive between requests.
  const clients = new Map<string, WalletClient>()
  // Sends run one at a time: two concurrent sends would read the same pending nonce.
  let queue: Promise<unknown> = Promise.resolve()

  const clientFor = (chain: TestWalletChain): WalletClient => {
    const key = `${chain.id}:${chain.rpcUrl}`
    const cached = clients.get(key)
    if (cached) return cached
    const client = createWalletClient({
      chain: defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      // Retries would resend after a node error the page should see at once.
      transport: custom({ request: ({ method, params }) => forward(chain, method, params) }, { retryCount: 0 }),
    })
    clients.set(key, client)
    return client
  }

  return ({ account, chain, transaction }) => {
    const task = async (): Promise<Hex> => {
      if (transaction.chainId !== undefined && transaction.chainId !== chain.id) {
        throw invalidParamsError('eth_sendTransaction', `chainId ${transaction.chainId} does not match the current chain ${chain.id} (${chain.name})`)
      }
      const client = clientFor(chain)
      const { to, value, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas, accessList, type } = transaction
      const request = {
        account,
        chain: client.chain,
        to: to ?? undefined,
        data: transaction.data ?? transaction.input,
        value,
        gas,
        nonce,
        gasPrice,
        maxFeePerGas,
        maxPriorityFeePerGas,
        accessList,
        type: type === undefined ? undefined : transactionTypes[type],
      }
      // The request mixes legacy and EIP-1559 fields exactly as the dapp sent them; viem
      // validates the combination and throws a coded error the page receives.
      return client.sendTransaction(request as unknown as SendTransactionParameters)
    }
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }
}
