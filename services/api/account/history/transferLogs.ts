import { getAddress, toEventSelector } from 'viem'
import type { Address, Hex } from 'viem'
import type { IndexedTransfer } from './historyTypes'

/** `Transfer(address,address,uint256)`: the same topic for ERC-20 (value in data) and ERC-721 (token id indexed). */
export const TRANSFER_TOPIC: Hex = toEventSelector('Transfer(address,address,uint256)')

/** The parts of a receipt log this decoder reads. */
export type TransferLogInput = { address: Address; topics: readonly Hex[]; data: Hex; logIndex: number | null }

/**
 * Decodes a `Transfer` log: three topics and a 32-byte value is ERC-20, four topics is ERC-721.
 * Anything else (another event, a malformed log) gives `undefined`.
 *
 * @example
 * decodeTransferLog(receipt.logs[0]) // { kind: 'erc20', amount: '2500000', … }
 */
export function decodeTransferLog(log: TransferLogInput): IndexedTransfer | undefined {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic || log.logIndex === null) return undefined
  const sender = topicAddress(fromTopic)
  const recipient = topicAddress(toTopic)
  if (log.topics.length === 3 && /^0x[0-9a-fA-F]{64}$/.test(log.data)) {
    return { position: log.logIndex, kind: 'erc20', token: getAddress(log.address), tokenId: null, sender, recipient, amount: BigInt(log.data).toString() }
  }
  if (log.topics.length === 4 && idTopic) {
    return { position: log.logIndex, kind: 'erc721', token: getAddress(log.address), tokenId: BigInt(idTopic).toString(), sender, recipient, amount: '1' }
  }
  return undefined
}

function topicAddress(topic: Hex): Address {
  return getAddress(`0x${topic.slice(-40)}`)
}
