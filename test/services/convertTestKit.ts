import { createPublicClient, createWalletClient, http } from 'viem'
import type { Address, Hex, PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import type { AnvilAccount } from '../../devstack/chain/addresses'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { deployLocalAmm } from '../../devstack/chain/deployLocalAmm'
import { deployTestNft } from '../../devstack/chain/deployTestNft'
import { localChain } from '../../devstack/chain/localChain'
import { localSwapAmm } from '../../devstack/chain/localSwapAmm'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { convertRoutes } from '../../services/api/convert/convertRoutes'
import type { ApiChain } from '../../services/api/coreRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import type { BuiltSwapTransactionWire } from '../../src/api/wire/convertSchemas'

/** A CAIP-10 id on the test chain. */
export const caip = (chainId: number, address: string): string => `eip155:${chainId}:${address}`

/** Reads the address out of a CAIP-10 id. */
export const addressOf = (caip10: string): Address => caip10.split(':')[2] as Address

/** GETs an API path and returns the status and JSON body. */
export async function getJson(base: string, path: string, query: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** POSTs JSON to an API path and returns the status and JSON body. */
export async function postJson(base: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A public client on the test chain. */
export function publicClientOf(rpcUrl: string, chainId: number): PublicClient {
  return createPublicClient({ chain: localChain(chainId, rpcUrl), transport: http(rpcUrl), pollingInterval: 50 })
}

/**
 * Signs and sends a transaction the API built, with an anvil key, and waits for its receipt;
 * returns the receipt's status and the wei the sender paid for gas.
 */
export async function sendBuilt(
  rpcUrl: string,
  chainId: number,
  account: AnvilAccount,
  tx: BuiltSwapTransactionWire,
): Promise<{ status: 'success' | 'reverted'; gasCost: bigint }> {
  const chain = localChain(chainId, rpcUrl)
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(account.privateKey) })
  expect(addressOf(tx.from)).toBe(account.address)
  const hash = await wallet.sendTransaction({
    to: addressOf(tx.to),
    data: tx.data as Hex,
    value: BigInt(tx.amount),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  const receipt = await publicClientOf(rpcUrl, chainId).waitForTransactionReceipt({ hash })
  return { status: receipt.status, gasCost: receipt.gasUsed * receipt.effectiveGasPrice }
}

/**
 * An anvil chain with the local contracts and AMM deployed, and an API serving swaps on it (the
 * local AMM); `otherChains` are served too, without an AMM. Stop both with `stop()`.
 *
 * @example
 * const { anvil, api, stop } = await startConvertChain(31337)
 */
export async function startConvertChain(
  chainId: number,
  otherChains: (rpcUrl: string) => ApiChain[] = () => [],
): Promise<{ anvil: RunningAnvil; api: RunningServer; stop(): Promise<void> }> {
  const anvil = await startAnvil({ chainId })
  await deployContracts(anvil.rpcUrl, chainId)
  await deployTestNft(anvil.rpcUrl, chainId)
  await deployLocalAmm(anvil.rpcUrl, chainId)
  const chains = [{ id: chainId, name: `Local ${chainId}`, rpcUrl: anvil.rpcUrl }, ...otherChains(anvil.rpcUrl)]
  const api = await createApiServer({ chains, domains: [convertRoutes({ chains, amms: { [chainId]: localSwapAmm() } })] }).listen(0, '127.0.0.1')
  return {
    anvil,
    api,
    async stop() {
      await api.close()
      await anvil.stop()
    },
  }
}
