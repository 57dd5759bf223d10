import { describe, expect, it } from 'vitest'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin, originPatternToRegExp } from './matchOrigin'

describe('matchOrigin: forged, non-canonical origins', () => {
  // A browser never sends these; a hand-made Origin header can. Each one matches a wildcard pattern
  // character for character, so only the serialized-origin check refuses it.
  it.each([
    ['http://127.0.0.1:80', 'http://127.0.0.1:*'],
    ['http://127.0.0.1:05173', 'http://127.0.0.1:*'],
    ['http://2130706433:5173', 'http://*:*'],
    ['http://0x7f.0.0.1:5173', 'http://*:*'],
    ['https://example.com:443', 'https://*.com:*'],
    ['http://127.0.0.1:80', '*'],
    ['http://2130706433:5173', '*'],
    ['http://localhost:99999', 'http://localhost:*'],
    ['http://999.0.0.1', '*'],
    ['http://1.2.3.4.5', '*'],
  ])('refuses %s under %s', (origin, pattern) => {
    expect(matchOrigin(origin, [pattern])).toBe(false)
  })

  it('allows the canonical form of the same origins', () => {
    expect(matchOrigin('http://127.0.0.1', ['http://127.0.0.1:*'])).toBe(true)
    expect(matchOrigin('http://127.0.0.1:5173', ['http://*:*'])).toBe(true)
    expect(matchOrigin('https://example.com', ['https://*.com:*'])).toBe(true)
  })
})

describe('matchOrigin: the * pattern', () => {
  it.each([
    'http://app.test',
    'https://example.com',
    'https://a.b.example.com',
    'http://localhost:5173',
    'http://127.0.0.1:8080',
    'http://[::1]:8080',
    'https://[2001:db8::1]',
  ])('allows %s', (origin) => {
    expect(matchOrigin(origin, ['*'])).toBe(true)
    expect(matchOrigin(origin, [' * '])).toBe(true)
  })

  // Not http(s), or a host outside the scheme://host[:port] grammar (a trailing dot, an underscore).
  it.each(['ws://app.test', 'ftp://app.test', 'https://example.com.', 'http://a_b.test', 'file:///etc/passwd'])('refuses %s', (origin) => {
    expect(matchOrigin(origin, ['*'])).toBe(false)
  })

  it('is anchored at both ends', () => {
    const any = originPatternToRegExp('*')
    expect(any.test('xhttp://app.test')).toBe(false)
    expect(any.test('http://app.test/')).toBe(false)
    expect(any.test('http://app.test')).toBe(true)
  })
})

describe('matchOrigin: pattern forms', () => {
  it('trims and lower-cases patterns, as they come from environment variables and config files', () => {
    expect(matchOrigin('https://app.example.com', ['  HTTPS://App.Example.com  '])).toBe(true)
    expect(matchOrigin('https://app.example.com', ['\thttps://*.example.com\n'])).toBe(true)
  })

  it.each([
    ['http://example.com', 'http://example.com:80', true],
    ['https://example.com', 'https://example.com:443', true],
    ['http://example.com:443', 'http://example.com:443', true],
    ['https://example.com', 'https://example.com:80', false],
    ['http://example.com', 'http://example.com:443', false],
    ['https://example.com:8443', 'https://example.com', false],
    ['http://example.com:80', 'http://example.com', false],
  ])('%s under %s: %s (a default port in a pattern means no port)', (origin, pattern, allowed) => {
    expect(matchOrigin(origin, [pattern])).toBe(allowed)
  })

  it.each([
    ['https://app.example.com:8443', 'https://*.example.com:*', true],
    ['https://app.example.com', 'https://*.example.com:*', true],
    ['https://x-1.api.example.com', 'https://*.example.com', true],
    ['http://example-1.test:65535', 'http://example-1.test:65535', true],
    ['http://a.b.c.test:5', 'http://a.b.c.test:5', true],
    ['http://[::1]', 'http://[::1]', true],
    ['http://[::ffff:7f00:1]:8080', 'http://[::ffff:7f00:1]:8080', true],
    ['web+app://x', 'web+app://x', false],
  ])('%s under %s: %s', (origin, pattern, allowed) => {
    expect(matchOrigin(origin, [pattern])).toBe(allowed)
  })

  it.each([
    '1http://app.test',
    '/http://app.test',
    'http://app.test:*/',
    'http://app.test:5173x',
    'http://app.test:123456',
    'http://app.test:',
    'http://*app.test',
    'http://*.*.test',
    'http://app.test..',
    'http://app_x.test',
    'http://[::1',
    'http://[g::1]',
    'http://[]',
    'http://',
    '://app.test',
    'http:/app.test',
  ])('refuses to build from the invalid pattern %j', (pattern) => {
    expect(() => originPatternToRegExp(pattern)).toThrow(/Invalid allowed-origin pattern/)
  })

  it('accepts scheme names with digits, plus, dot and dash', () => {
    expect(originPatternToRegExp('web+app.v2-x://app.test').test('web+app.v2-x://app.test')).toBe(true)
  })
})

describe('LOCAL_ORIGIN_PATTERNS', () => {
  it('allows any port on 127.0.0.1 and localhost over http, and nothing else', () => {
    expect(LOCAL_ORIGIN_PATTERNS).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    expect(matchOrigin('http://127.0.0.1:5173', LOCAL_ORIGIN_PATTERNS)).toBe(true)
    expect(matchOrigin('http://localhost', LOCAL_ORIGIN_PATTERNS)).toBe(true)
    expect(matchOrigin('https://localhost:5173', LOCAL_ORIGIN_PATTERNS)).toBe(false)
    expect(matchOrigin('http://[::1]:5173', LOCAL_ORIGIN_PATTERNS)).toBe(false)
  })
})
