/**
 * The receiver of a send on a family that takes no names (Solana, Bitcoin): an address the network
 * accepts, nothing, or something unusable.
 */
export type AddressReceiver = {
  status: 'empty' | 'invalid' | 'resolved'
  address: string | undefined
  /** These families' sends take no names. */
  name: undefined
  profile: undefined
}

/** A transfer sent on a family other than EVM, as the send flow records it. */
export type AddressSendResult<TToken> = {
  /** The transaction id or signature, as the network's explorers show it. */
  hash: string
  /** The transaction on the network's explorer; `undefined` when it lists none. */
  explorerUrl: string | undefined
  token: TToken
  value: bigint
  to: string
}

/**
 * Reads a receiver field: trimmed, empty, or an address `isAddress` accepts ('Invalid address'
 * otherwise).
 *
 * @example
 * addressReceiver(' bcrt1q… ', (address) => adapter.isSendAddress(address)).status // 'resolved'
 */
export function addressReceiver(input: string, isAddress: (address: string) => boolean): AddressReceiver {
  const text = input.trim()
  if (text === '') return { status: 'empty', address: undefined, name: undefined, profile: undefined }
  const valid = isAddress(text)
  return { status: valid ? 'resolved' : 'invalid', address: valid ? text : undefined, name: undefined, profile: undefined }
}
