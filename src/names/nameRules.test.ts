import { describe, expect, it } from 'vitest'
import { chainOfCoinType, coinTypeOfChain, fullName, nameProblem, registrationMessage } from './nameRules'

describe('nameProblem', () => {
  it.each([
    ['alice', undefined],
    ['a-b1', undefined],
    ['ALICE-99', undefined],
    ['abc', 'tooShort'],
    ['', 'tooShort'],
    ['a'.repeat(63), undefined],
    ['a'.repeat(64), 'tooLong'],
    ['alice_1', 'invalidCharacters'],
    ['alice.eth', 'invalidCharacters'],
    ['al ice', 'invalidCharacters'],
    ['ålice', 'invalidCharacters'],
  ] as const)('%s → %s', (label, problem) => {
    expect(nameProblem(label)).toBe(problem)
  })
})

describe('coin types', () => {
  it.each([
    [1, 60],
    [31337, 0x80000000 + 31337],
    [8453, 2147492101],
    [0x7fffffff, 0xffffffff],
    [0x80000000, undefined],
    [0x80000001, undefined],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
  ] as const)('chain %d → %s', (chainId, coinType) => {
    expect(coinTypeOfChain(chainId)).toBe(coinType)
    if (coinType !== undefined) expect(chainOfCoinType(coinType)).toBe(chainId)
  })

  it('reads no chain from a coin type that is not an EVM one', () => {
    expect(chainOfCoinType(0)).toBeUndefined()
    expect(chainOfCoinType(0x80000000)).toBeUndefined()
    expect(chainOfCoinType(2 ** 32)).toBeUndefined()
  })
})

it('full names are lower case in their zone; the message is the payload as JSON', () => {
  expect(fullName('Alice')).toBe('alice.foyer.id')
  expect(fullName('bob1', 'example.test')).toBe('bob1.example.test')
  expect(JSON.parse(registrationMessage({ name: 'alice.foyer.id', attributes: { a: 'b' }, timestamp: 5 }))).toEqual({
    name: 'alice.foyer.id',
    attributes: { a: 'b' },
    timestamp: 5,
  })
})
