import { stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { describeSigningRequest } from './approvalSummary'
import { parseSigningRequest } from './signingRequest'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const message = createSiweMessage({
  address: account,
  chainId: 31337,
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'a1b2c3d4e5f6g7h8',
  statement: 'Sign in to the Foyer demo.',
  issuedAt: new Date('2026-11-24T10:00:00.000Z'),
  expirationTime: new Date('2026-11-25T10:00:00.000Z'),
})
const sign = (text: string, origin?: string) => {
  const request = parseSigningRequest('personal_sign', [stringToHex(text), account], account, 31337)
  if (request.method === 'eth_sendTransaction') throw new Error('not a message')
  return describeSigningRequest(request, { account, origin })
}

describe('approval of a sign-in message (EIP-4361)', () => {
  it('shows the site, statement, URI, network, nonce and times, then the whole message', () => {
    const summary = sign(message, 'http://127.0.0.1:5173')
    expect(summary.title).toBe('Sign in to 127.0.0.1:5173')
    expect(summary.rows).toEqual([
      { label: 'Account', value: account, code: true },
      { label: 'Site', value: '127.0.0.1:5173' },
      { label: 'Statement', value: 'Sign in to the Foyer demo.' },
      { label: 'URI', value: 'http://127.0.0.1:5173', code: true },
      { label: 'Network', value: '31337' },
      { label: 'Nonce', value: 'a1b2c3d4e5f6g7h8', code: true },
      { label: 'Issued at', value: '2026-11-24T10:00:00.000Z' },
      { label: 'Expires', value: '2026-11-25T10:00:00.000Z' },
      { label: 'Message', value: message },
    ])
  })

  it('warns first when the message signs in to another site than the page asking', () => {
    const summary = sign(message, 'https://evil.example')
    expect(summary.rows[0]).toEqual({ label: 'Warning', value: 'This sign-in is for 127.0.0.1:5173, but the page asking is evil.example.' })
  })

  it('leaves out what the message does not have, and shows other text as a plain message', () => {
    const bare = createSiweMessage({ address: account, chainId: 1, domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'abcdefgh1234' })
    expect(sign(bare).rows.map((row) => row.label)).toEqual(['Account', 'Site', 'URI', 'Network', 'Nonce', 'Issued at', 'Message'])
    expect(sign('hello')).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: account, code: true },
        { label: 'Message', value: 'hello' },
      ],
    })
    // Looks like a sign-in but lacks the nonce: not told as one.
    expect(sign(bare.replace(/\nNonce: .*/, '')).title).toBe('Sign a message')
  })
})
