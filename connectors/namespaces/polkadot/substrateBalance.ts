import { blake2b } from '@noble/hashes/blake2.js'
import { hex } from '@scure/base'
import { z } from 'zod'
import { NamespaceRequestError } from '../../../src/errors/namespaceRequestErrors'
import { createJsonRpcCaller, type NamespaceClientOptions } from '../namespaceRequest'

/*
 * The free balance of a Substrate account over plain JSON-RPC (`state_getStorage`), without the
 * Polkadot API and its metadata: `System.Account` is a map keyed by blake2_128_concat(account id),
 * and its value is the SCALE-encoded AccountInfo, four u32 counters followed by AccountData whose
 * first field is the free balance, a little-endian u128. Calls go through the families' JSON-RPC
 * caller (timeout, parsed answers, NamespaceRequestError on any failure).
 */

// twox128("System") ‖ twox128("Account"), the storage prefix of System.Account on every Substrate chain.
const systemAccountPrefix = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'
// nonce, consumers, providers, sufficients: four u32 before AccountData.
const accountDataOffset = 16

const storageSchema = z
  .string()
  .regex(/^0x([0-9a-f]{2})*$/i)
  .nullable()

/**
 * The storage key of an account's `System.Account` entry.
 *
 * @example
 * systemAccountKey(publicKey) // '0x26aa394e…' + blake2_128(publicKey) + publicKey, hex
 */
export function systemAccountKey(accountId: Uint8Array): `0x${string}` {
  return `0x${systemAccountPrefix}${hex.encode(blake2b(accountId, { dkLen: 16 }))}${hex.encode(accountId)}`
}

/**
 * The free balance in a SCALE-encoded AccountInfo (`0x…`); an absent entry (`null`) is an account
 * that holds nothing.
 *
 * @example
 * decodeFreeBalance(null) // 0n
 */
export function decodeFreeBalance(storage: string | null): bigint {
  if (storage === null) return 0n
  const bytes = hex.decode(storage.slice(2))
  if (bytes.length < accountDataOffset + 16)
    throw new NamespaceRequestError({ service: 'Substrate node', reason: 'parse', url: '', serverMessage: 'System.Account has an unexpected shape.' })
  let value = 0n
  for (let index = accountDataOffset + 15; index >= accountDataOffset; index--) value = (value << 8n) | BigInt(bytes[index] as number)
  return value
}

/** Options of {@link createSubstrateBalanceClient}. */
export type CreateSubstrateBalanceClientOptions = NamespaceClientOptions & {
  /** The chain's JSON-RPC endpoint over HTTP, e.g. `https://rpc.polkadot.io`. */
  rpcUrl: string
}

/** Reads free balances from a Substrate node. */
export type SubstrateBalanceClient = {
  /** The free balance of the account with `accountId` (its 32-byte public key), in plancks. */
  getFreeBalance(accountId: Uint8Array): Promise<bigint>
}

/**
 * A client that reads free balances with `state_getStorage`.
 *
 * @example
 * const client = createSubstrateBalanceClient({ rpcUrl: 'https://rpc.polkadot.io' })
 * await client.getFreeBalance(decodeSs58(address).publicKey)
 */
export function createSubstrateBalanceClient({ rpcUrl, ...options }: CreateSubstrateBalanceClientOptions): SubstrateBalanceClient {
  const call = createJsonRpcCaller({ ...options, service: 'Substrate node', url: rpcUrl })
  return {
    getFreeBalance: async (accountId) => decodeFreeBalance(await call('state_getStorage', [systemAccountKey(accountId)], storageSchema)),
  }
}
