import { describe, expect, it } from 'vitest'
import { redactPath, redactUrls } from './redactPath'

const token = 'Ab3_kQ9-zzP0vX1mN2bC3dE4fG5hI6jK7lM8nO9pQ0r'

describe('redactPath', () => {
  it.each([
    [`/auth/v1/farcaster/channel/${token}`, '/auth/v1/farcaster/channel/…'],
    [`/auth/v1/dev-farcaster/${token}/complete`, '/auth/v1/dev-farcaster/…/complete'],
    [`/v1/sessions/${token}/revoke-all`, '/v1/sessions/…/revoke-all'],
    // Percent-encoded, and a UUID-like id.
    [`/v1/sessions/${encodeURIComponent('a+b/c=d'.repeat(4))}`, '/v1/sessions/…'],
    ['/getWalletImage/550e8400-e29b-41d4-a716-446655440000', '/getWalletImage/…'],
    ['/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', '/x/…'],
  ])('redacts token-like segments: %s', (path, redacted) => {
    expect(redactPath(path)).toBe(redacted)
  })

  it.each([
    '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance',
    '/v1/profile/ccip/0x1234/0xdeadbeef.json',
    '/v1/profile/account/vitalik.eth',
    '/auth/v1/dev-oauth/google/authorize',
    '/getWalletImage/metamask',
    '/v1/sessions/nonce',
    '/',
    '',
  ])('keeps route words, addresses, names and short ids: %s', (path) => {
    expect(redactPath(path)).toBe(path)
  })
})

describe('redactUrls', () => {
  it('redacts the paths of quoted URLs and cuts their query strings and fragments', () => {
    expect(redactUrls(`GET https://api.example/auth/v1/oauth/google/callback?code=${token}&state=s failed`)).toBe(
      'GET https://api.example/auth/v1/oauth/google/callback?… failed',
    )
    expect(redactUrls(`see http://127.0.0.1:8787/v1/sessions/${token}#x and https://rpc.example/v2/${token}`)).toBe(
      'see http://127.0.0.1:8787/v1/sessions/…?… and https://rpc.example/v2/…',
    )
    expect(redactUrls('no URL here')).toBe('no URL here')
  })
})
