import { bytesToString, decodeFunctionData, encodeAbiParameters, getAddress, hexToBytes, isAddress, isHex, parseAbi, zeroAddress } from 'viem'
import type { Hex } from 'viem'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
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
}

/**
 * `GET /v1/profile/ccip/{sender}/{data}` → `{ data }`: the CCIP-Read (EIP-3668) gateway. `data` is
 * `resolve(name, call)` or `reverse(address, coinType)`; the answer is the resolver call's ABI result
 * (a name's owner for `addr`, its attributes for `text`) or the address's primary name, which the
 * resolver's callback hands back to `getEnsAddress` / `getEnsName`. Unknown names resolve to the
 * zero address and unnamed addresses to `''`, which viem reads as "no name".
 */
export function nameGatewayRoute(options: NameGatewayOptions): ApiRoute {
  return {
    method: 'GET',
    path: '/v1/profile/ccip/:sender/:data',
    async handle({ params }) {
      const raw = (params.data ?? '').replace(/\.json$/, '')
      if (!isHex(raw) || !isAddress(params.sender ?? '', { strict: false })) throw new HttpError(400, 'Invalid CCIP-Read request')
      let call: ReturnType<typeof decodeFunctionData<typeof nameGatewayAbi>>
      try {
        call = decodeFunctionData({ abi: nameGatewayAbi, data: raw })
      } catch {
        throw new HttpError(400, 'Invalid CCIP-Read request')
      }
      const store = await options.store()
      if (call.functionName === 'reverse') {
        const [addressBytes] = call.args
        const address = addressBytes.length === 42 ? getAddress(addressBytes) : undefined
        const [primary] = address ? await store.byAddress(address) : []
        return { body: { data: encodeAbiParameters([{ type: 'string' }], [primary?.name ?? '']) } }
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
      return { body: { data } }
    },
  }
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
