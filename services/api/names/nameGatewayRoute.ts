import {
  bytesToString,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  getAddress,
  hexToBytes,
  isAddress,
  isHex,
  keccak256,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { Address, Hex } from 'viem'
import { sign } from 'viem/accounts'
import { Hono } from 'hono'
import type { ApiEnv } from '../apiDomain'
import { HttpError } from '../HttpError'
import type { NameStore } from './nameStore'

/**
 * What the local chains' `FoyerNameResolver` asks the gateway: the universal resolver's two
 * questions, with the name or address as the universal resolver received them.
 */
export const nameGatewayAbi = parseAbi(['function resolve(bytes name, bytes data)', 'function reverse(bytes addr, uint256 coinType)'])

// The resolver profiles answered: address (ENS and per coin type), text records, name.
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** Options of {@link nameGatewayRoute}. */
export type NameGatewayOptions = {
  store: () => Promise<NameStore>
  /** Zone of names asked for without one. */
  defaultZone: string
  /** Private key the answers are signed with; the resolver trusts its address. */
  signingKey: Hex
}

/**
 * Signs a gateway answer as `FoyerNameResolver` checks it: the EIP-191 version 0x00 digest of the
 * resolver's address, the request's hash and the result's hash. @returns `abi.encode(result, signature)`.
 */
export async function signGatewayAnswer(key: Hex, resolver: Address, request: Hex, result: Hex): Promise<Hex> {
  const digest = keccak256(concat(['0x1900', resolver, keccak256(request), keccak256(result)]))
  const signature = await sign({ hash: digest, privateKey: key, to: 'hex' })
  return encodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], [result, signature])
}

/**
 * `GET /v1/profile/ccip/{sender}/{data}` → `{ data }`: the CCIP-Read (EIP-3668) gateway. `data` is
 * `resolve(name, call)` or `reverse(address, coinType)`; the answer is the resolver call's ABI result
 * (a name's owner for `addr`, its attributes for `text`) or the address's primary name, signed for
 * the resolver `sender`, whose callback checks the signature and hands the result back to
 * `getEnsAddress` / `getEnsName`. Unknown names resolve to the
 * zero address and unnamed addresses to `''`, which viem reads as "no name".
 */
export function nameGatewayRoute(options: NameGatewayOptions): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/profile/ccip/:sender/:data', async (c) => {
    const params = c.req.param()
    const raw = params.data.replace(/\.json$/, '')
    if (!isHex(raw) || !isAddress(params.sender, { strict: false })) throw new HttpError(400, 'Invalid CCIP-Read request')
    let call: ReturnType<typeof decodeFunctionData<typeof nameGatewayAbi>>
    try {
      call = decodeFunctionData({ abi: nameGatewayAbi, data: raw })
    } catch {
      throw new HttpError(400, 'Invalid CCIP-Read request')
    }
    const store = await options.store()
    const signed = async (result: Hex) => c.json({ data: await signGatewayAnswer(options.signingKey, getAddress(params.sender), raw, result) })
    if (call.functionName === 'reverse') {
      const [addressBytes] = call.args
      const address = addressBytes.length === 42 ? getAddress(addressBytes) : undefined
      const [primary] = address ? await store.byAddress(address) : []
      return signed(encodeAbiParameters([{ type: 'string' }], [primary?.name ?? '']))
    }
    const [dnsName, inner] = call.args
    const name = decodeDnsName(dnsName)
    const record = name ? await store.byName(name.includes('.') ? name : `${name}.${options.defaultZone}`) : undefined
    let resolverCall: ReturnType<typeof decodeFunctionData<typeof resolverAbi>>
    try {
      resolverCall = decodeFunctionData({ abi: resolverAbi, data: inner })
    } catch {
      throw new HttpError(400, 'Unsupported resolver profile')
    }
    const owner = record ? getAddress(record.address) : undefined
    // A registered name points at its owner on every EVM chain (ENSIP-11 coin types, 60 for Ethereum).
    const data: Hex = (() => {
      switch (resolverCall.functionName) {
        case 'addr':
          if (resolverCall.args.length === 1) return encodeAbiParameters([{ type: 'address' }], [owner ?? zeroAddress])
          return encodeAbiParameters([{ type: 'bytes' }], [owner && isEvmCoinType(resolverCall.args[1]) ? owner : '0x'])
        case 'text':
          return encodeAbiParameters([{ type: 'string' }], [record?.attributes[resolverCall.args[1]] ?? ''])
        case 'name':
          return encodeAbiParameters([{ type: 'string' }], [record?.name ?? ''])
      }
    })()
    return signed(data)
  })
}

function isEvmCoinType(coinType: bigint): boolean {
  return coinType === 60n || (coinType >= 0x8000_0000n && coinType < 0x1_0000_0000n)
}

/** Reads a DNS wire-format name (length-prefixed labels ending in 0) as `alice.foyer.id`, lower case. */
export function decodeDnsName(encoded: Hex): string | undefined {
  const bytes = hexToBytes(encoded)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.').toLowerCase() : undefined
    if (offset + 1 + length > bytes.length) return undefined
    labels.push(bytesToString(bytes.slice(offset + 1, offset + 1 + length)))
    offset += 1 + length
  }
  return undefined
}
