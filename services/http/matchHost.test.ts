import { describe, expect, it } from 'vitest'
import { HTTP_SERVER_DEFAULTS } from './HttpServerOptions'
import { hostMatcher } from './matchHost'

describe('hostMatcher', () => {
  it('allows the loopback hosts on any port by default, and nothing else', () => {
    const allowed = hostMatcher(HTTP_SERVER_DEFAULTS.allowedHosts)
    for (const host of ['127.0.0.1', '127.0.0.1:8787', 'localhost', 'LocalHost:5173', 'localhost.', '[::1]', '[::1]:8788']) {
      expect(allowed(host), host).toBe(true)
    }
    for (const host of [
      undefined,
      '',
      'attacker.example',
      '127.0.0.2',
      'localhost.attacker.example',
      'evil-localhost',
      '[::2]',
      '::1',
      'localhost:',
      'localhost:99999x',
      'user@localhost',
      'localhost/x',
    ]) {
      expect(allowed(host), String(host)).toBe(false)
    }
  })

  it('reads ports, subdomain wildcards and the any-host wildcard', () => {
    const allowed = hostMatcher(['api.example.com', 'frame.example.com:8443', '*.preview.example.com:*'])
    expect(allowed('api.example.com:1234')).toBe(true)
    expect(allowed('frame.example.com:8443')).toBe(true)
    expect(allowed('frame.example.com')).toBe(false)
    expect(allowed('pr-1.preview.example.com:3000')).toBe(true)
    expect(allowed('preview.example.com')).toBe(false)
    expect(allowed('example.com')).toBe(false)
    expect(hostMatcher(['*'])('anything.example:1')).toBe(true)
    expect(hostMatcher([])('localhost')).toBe(false)
  })

  it('ignores case and surrounding blanks in patterns and Host headers', () => {
    const allowed = hostMatcher([' API.Example.com:8443 '])
    expect(allowed('api.example.com:8443')).toBe(true)
    expect(allowed(' API.EXAMPLE.COM:8443 ')).toBe(true)
    expect(allowed('api.example.com:443')).toBe(false)
  })

  it('refuses patterns that are not host[:port]', () => {
    for (const pattern of ['https://api.example.com', 'api.example.com/', 'api.*.com', 'api.example.com:abc', '']) {
      expect(() => hostMatcher([pattern]), pattern).toThrow(/Invalid allowed-host pattern/)
    }
  })
})
