import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { replyCorsJson } from '../namespaces/replyCorsJson'
import { listenHttp } from '../../services/api/listenHttp'
import { bnToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'

/*
 * A STAND-IN for a Substrate node's JSON-RPC over HTTP, for tests only: no runtime, no blocks, no
 * peers. It answers `state_getStorage` for the `System.Account` entries of the accounts a test
 * funds, with the storage key and SCALE encoding a real node uses (computed here with
 * @polkadot/util-crypto, independently of the kit's own code, so a wrong key or offset in the kit
 * shows): twox128("System") ‖ twox128("Account") ‖ blake2_128(id) ‖ id, and AccountInfo = nonce,
 * consumers, providers, sufficients (u32 each) then free, reserved, frozen, flags (u128 each), little
 * endian. An unknown key answers `null` as a node does; other methods answer JSON-RPC -32601. CORS
 * is open, as a node started with `--rpc-cors all`.
 */

/** Options of {@link startSubstrateRpcFixture}. */
export type StartSubstrateRpcFixtureOptions = {
  /**
   * TCP port; 0 picks a free one.
   * @default 0
   */
  port?: number
}

/** A running fixture and the test's handles on its state. */
export type RunningSubstrateRpcFixture = {
  /** The JSON-RPC URL, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** Sets the free balance (plancks) of an account, given as an SS58 address of any prefix or its public key. */
  setFreeBalance(account: string | Uint8Array, free: bigint): void
  /** Every JSON-RPC method called so far, oldest first. */
  readonly calls: readonly string[]
  /** Closes the port; safe to call more than once. */
  stop(): Promise<void>
}

/**
 * The `System.Account` storage key of an account id, computed the way a Substrate runtime does.
 *
 * @example
 * fixtureSystemAccountKey(decodeAddress('5Grwva…')) // '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9…'
 */
export function fixtureSystemAccountKey(accountId: Uint8Array): string {
  return u8aToHex(u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128), blake2AsU8a(accountId, 128), accountId))
}

const u32 = (value: number) => bnToU8a(value, { bitLength: 32, isLe: true })
const u128 = (value: bigint) => bnToU8a(value, { bitLength: 128, isLe: true })

// A funded account as a node stores it: one provider, some reserved and frozen funds beside the free ones.
function encodeAccountInfo(free: bigint): string {
  return u8aToHex(u8aConcat(u32(3), u32(0), u32(1), u32(0), u128(free), u128(1_000_000n), u128(500_000n), u128(1n << 127n)))
}

function reply(response: ServerResponse, status: number, body?: unknown) {
  replyCorsJson(response, { status, body, methods: 'POST, OPTIONS', contentType: 'application/json; charset=utf-8' })
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Starts the Substrate JSON-RPC stand-in on 127.0.0.1.
 *
 * @example
 * const node = await startSubstrateRpcFixture()
 * node.setFreeBalance(wallet.account.address, 1_234_500_000_000n)
 * polkadotNetwork({ …, rpcUrl: node.url })
 */
export async function startSubstrateRpcFixture(options: StartSubstrateRpcFixtureOptions = {}): Promise<RunningSubstrateRpcFixture> {
  const storage = new Map<string, string>()
  const calls: string[] = []
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return reply(response, 204)
    if (request.method !== 'POST') return reply(response, 405, { error: 'Use POST' })
    void readBody(request).then((text) => {
      let call: { id?: unknown; method?: unknown; params?: unknown }
      try {
        call = JSON.parse(text) as typeof call
      } catch {
        return reply(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      }
      const id = call.id ?? null
      calls.push(String(call.method))
      if (call.method !== 'state_getStorage') return reply(response, 200, { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } })
      const key = Array.isArray(call.params) ? call.params[0] : undefined
      if (typeof key !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(key))
        return reply(response, 200, { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } })
      reply(response, 200, { jsonrpc: '2.0', id, result: storage.get(key.toLowerCase()) ?? null })
    })
  })
  const listening = await listenHttp(server, options.port ?? 0, '127.0.0.1')
  return {
    url: listening.url,
    setFreeBalance(account, free) {
      const id = typeof account === 'string' ? decodeAddress(account) : account
      storage.set(fixtureSystemAccountKey(id), encodeAccountInfo(free))
    },
    get calls() {
      return calls
    },
    stop: () => listening.close(),
  }
}
