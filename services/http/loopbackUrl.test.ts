import { describe, expect, it } from 'vitest'
import { isHttpsOrLoopback, isLoopbackUrl } from './loopbackUrl'

describe('isLoopbackUrl', () => {
  it('is true for this machine’s host names only, on any scheme and port', () => {
    for (const url of ['http://127.0.0.1:4100', 'https://localhost/x', 'http://[::1]:8787/', 'ws://LOCALHOST']) {
      expect(isLoopbackUrl(url), url).toBe(true)
    }
    for (const url of ['http://127.0.0.2', 'http://localhost.example', 'http://example.com/127.0.0.1', 'http://[::2]', '127.0.0.1:4100', '', 'localhost']) {
      expect(isLoopbackUrl(url), url).toBe(false)
    }
  })
})

describe('isHttpsOrLoopback', () => {
  it('allows https anywhere and plain http on this machine only', () => {
    for (const url of ['https://idp.example', 'https://127.0.0.1', 'http://127.0.0.1:4100/token', 'http://localhost', 'http://[::1]:1']) {
      expect(isHttpsOrLoopback(url), url).toBe(true)
    }
    // Plain http elsewhere can be read and rewritten on the way; other schemes carry nothing here.
    for (const url of ['http://idp.example', 'http://10.0.0.1', 'ws://127.0.0.1', 'ftp://localhost', 'file:///etc/passwd', 'not a url', '']) {
      expect(isHttpsOrLoopback(url), url).toBe(false)
    }
  })
})
