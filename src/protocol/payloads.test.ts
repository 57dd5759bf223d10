import { describe, expect, it } from 'vitest'
import { siwxMessageSchema } from './payloads'

const required = {
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:31337',
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'n0nce123',
}

describe('siwxMessageSchema (a CAIP-122 sign-in message)', () => {
  it('needs accountAddress, chainId, domain, uri, version and nonce; the rest is optional', () => {
    expect(siwxMessageSchema.parse(required)).toEqual(required)
    const full = {
      ...required,
      statement: 'Sign in',
      resources: ['https://app.example.com/terms'],
      requestId: 'r1',
      issuedAt: '2026-11-29T12:00:00Z',
      notBefore: '2026-11-29T12:00:00Z',
      expirationTime: '2026-11-29T13:00:00Z',
      serializedMessage: 'app.example.com wants you to sign in',
    }
    expect(siwxMessageSchema.parse(full)).toEqual(full)
  })

  it.each(Object.keys(required))('refuses a message without %s', (field) => {
    const { [field as keyof typeof required]: _left, ...rest } = required
    expect(siwxMessageSchema.safeParse(rest).success).toBe(false)
  })

  it.each(Object.keys(required))('refuses a %s that is not a string', (field) => {
    expect(siwxMessageSchema.safeParse({ ...required, [field]: 1 }).success).toBe(false)
  })
})
