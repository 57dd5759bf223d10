import { describe, expect, it } from 'vitest'
import { InvalidOriginPatternError } from '../errors/originErrors'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin, originPatternToRegExp } from './matchOrigin'

describe('matchOrigin', () => {
  it.each([
    // origin, patterns, allowed
    ['http://127.0.0.1:5173', ['http://127.0.0.1:*'], true],
    ['http://127.0.0.1', ['http://127.0.0.1:*'], true],
    ['http://localhost:3000', LOCAL_ORIGIN_PATTERNS, true],
    ['http://127.0.0.1:5173', ['http://127.0.0.1:5173'], true],
    ['http://127.0.0.1:5174', ['http://127.0.0.1:5173'], false],
    ['https://127.0.0.1:5173', ['http://127.0.0.1:*'], false],
    ['http://127.0.0.2:5173', ['http://127.0.0.1:*'], false],
    ['http://127.0.0.1.evil.com', ['http://127.0.0.1:*'], false],
    ['https://example.com', ['https://example.com:443'], true],
    ['https://example.com:443', ['https://example.com'], false], // not a serialized origin
    ['https://app.example.com', ['https://*.example.com'], true],
    ['https://a.b.example.com', ['https://*.example.com'], true],
    ['https://example.com', ['https://*.example.com'], false],
    ['https://evilexample.com', ['https://*.example.com'], false],
    ['https://example.com.evil.com', ['https://example.com'], false],
    ['http://[::1]:8080', ['http://[::1]:*'], true],
    ['https://anything.test:8443', ['*'], true],
    ['http://anything.test', ['http://*'], true],
    ['http://anything.test:8080', ['http://*'], false],
    ['chrome-extension://abc', ['*'], false],
    ['null', ['*'], false],
    ['http://127.0.0.1:5173/', ['http://127.0.0.1:*'], false],
    ['http://127.0.0.1:5173/path', ['http://127.0.0.1:*'], false],
    ['http://user@127.0.0.1:5173', ['http://127.0.0.1:*'], false],
    ['HTTP://127.0.0.1:5173', ['http://127.0.0.1:*'], false],
    ['http://127.0.0.1:5173', [], false],
    ['http://localhost:5173', ['https://example.com', 'http://localhost:*'], true],
  ] as const)('%s with %j -> %s', (origin, patterns, allowed) => {
    expect(matchOrigin(origin, patterns)).toBe(allowed)
  })

  it.each([undefined, null, ''])('refuses a missing origin (%j)', (origin) => {
    expect(matchOrigin(origin, ['*'])).toBe(false)
  })

  it.each(['http://127.0.0.1:*/', 'http://127.0.0.1/path', '127.0.0.1:*', 'http://a*.example.com', 'http://x:*:*', ''])(
    'rejects the invalid pattern %j',
    (pattern) => {
      expect(() => originPatternToRegExp(pattern)).toThrow(new InvalidOriginPatternError({ pattern }))
    },
  )
})
