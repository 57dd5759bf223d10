import { encodeAbiParameters, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransferLog, TRANSFER_TOPIC } from './transferLogs'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const from = pad('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const to = pad('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')

describe('decodeTransferLog', () => {
  it('reads an ERC-20 transfer (value in data)', () => {
    const data = encodeAbiParameters([{ type: 'uint256' }], [2_500_000n])
    expect(decodeTransferLog({ address: token, topics: [TRANSFER_TOPIC, from, to], data, logIndex: 3 })).toEqual({
      position: 3,
      kind: 'erc20',
      token,
      tokenId: null,
      sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      amount: '2500000',
    })
  })

  it('reads an ERC-721 transfer (token id indexed)', () => {
    const log = { address: token, topics: [TRANSFER_TOPIC, from, to, pad(numberToHex(42))], data: '0x' as const, logIndex: 0 }
    expect(decodeTransferLog(log)).toMatchObject({ kind: 'erc721', tokenId: '42', amount: '1' })
  })

  it('ignores other events and malformed logs', () => {
    expect(decodeTransferLog({ address: token, topics: [pad('0x01', { size: 32 }), from, to], data: '0x', logIndex: 0 })).toBeUndefined()
    expect(decodeTransferLog({ address: token, topics: [TRANSFER_TOPIC, from, to], data: '0x', logIndex: 0 })).toBeUndefined()
    expect(decodeTransferLog({ address: token, topics: [TRANSFER_TOPIC, from], data: '0x', logIndex: 0 })).toBeUndefined()
  })
})
