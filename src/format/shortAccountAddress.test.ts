import { describe, expect, it } from 'vitest'
import { shortAccountAddress } from './shortAccountAddress'

describe('shortAccountAddress', () => {
  it('4 and 6 characters for EVM, Solana, Sui, Polkadot and Stacks, as the rest of the kit', () => {
    expect(shortAccountAddress('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
    expect(shortAccountAddress('solana', 'Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU')).toBe('Hc5W…oJHjhU')
    expect(shortAccountAddress('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe('15oF…Hr6Sp5')
    expect(shortAccountAddress('stacks', 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7')).toBe('SP2J…RV9EJ7')
  })

  it("keeps a bech32 address's whole prefix (Bitcoin, Cosmos); a legacy Bitcoin address has none", () => {
    expect(shortAccountAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1qar0…wf5mdq')
    expect(shortAccountAddress('bip122', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe('bcrt1qw50…ygt080')
    expect(shortAccountAddress('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe('cosmos1hsk6…h6dd02')
    expect(shortAccountAddress('bip122', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('1BvB…JaNVN2')
    // Not bech32 (upper case, or a '1'-less address) in a bech32 family: no prefix.
    expect(shortAccountAddress('cosmos', 'COSMOS1HSK6JRYYQJFHP5DHC55TC9JTCKYGX0EPH6DD02')).toBe('COSM…H6DD02')
  })

  it('leaves an address too short to shorten as it is', () => {
    expect(shortAccountAddress('eip155', '0x12345678')).toBe('0x12345678')
  })
})
