import { describe, expect, it } from 'vitest'
import { solanaReceiver } from './solanaSendTransfer'

describe('solanaReceiver', () => {
  it.each([
    ['Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU', 'resolved'],
    ['  11111111111111111111111111111111  ', 'resolved'],
    ['', 'empty'],
    ['   ', 'empty'],
    // 31 and 45 characters, then base58's missing letters (0, O, I, l), then an EVM address and a name.
    ['1111111111111111111111111111111', 'invalid'],
    ['111111111111111111111111111111111111111111111', 'invalid'],
    ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', 'invalid'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'invalid'],
    ['alice.sol', 'invalid'],
  ])('%j is %s', (input, status) => {
    const receiver = solanaReceiver(input)
    expect(receiver.status).toBe(status)
    expect(receiver.address).toBe(status === 'resolved' ? input.trim() : undefined)
  })
})
