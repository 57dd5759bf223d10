import { describe, expect, it } from 'vitest'
import { clientIdFromSocketUrl, parseRelayJson, stringifyRelayJson } from './relayJson'

describe('parseRelayJson / stringifyRelayJson', () => {
  it('keeps ids above 2^53 exact both ways', () => {
    const text = '{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"ab","ttl":300}}'
    const parsed = parseRelayJson(text) as { id: bigint; params: { ttl: number } }
    expect(parsed.id).toBe(1712345678901234567n)
    expect(parsed.params.ttl).toBe(300)
    expect(stringifyRelayJson({ id: parsed.id, jsonrpc: '2.0', result: true })).toBe('{"id":1712345678901234567,"jsonrpc":"2.0","result":true}')
  })

  it('leaves digits inside strings alone', () => {
    const text = '{"id":1,"params":{"message":"AAAA1234567890123456789,x","topic":"12345678901234567890"}}'
    expect(parseRelayJson(text)).toEqual({ id: 1, params: { message: 'AAAA1234567890123456789,x', topic: '12345678901234567890' } })
  })

  it('handles arrays and small numbers', () => {
    expect(parseRelayJson('[1, 12345678901234567890 , 3]')).toEqual([1, 12345678901234567890n, 3])
    expect(stringifyRelayJson([1, 12345678901234567890n])).toBe('[1,12345678901234567890]')
  })

  it('throws on text that is not JSON', () => {
    expect(() => parseRelayJson('{nope')).toThrow(SyntaxError)
  })
})

describe('clientIdFromSocketUrl', () => {
  const jwt = (payload: object) => `${Buffer.from('{"alg":"EdDSA"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`

  it('reads the issuer of the auth JWT', () => {
    expect(clientIdFromSocketUrl(`/?auth=${jwt({ iss: 'did:key:z6Mk1' })}&projectId=p`)).toBe('did:key:z6Mk1')
  })

  it.each([undefined, '/', '/?auth=', '/?auth=a.b.c', `/?auth=${jwt({ sub: 'x' })}`])('is undefined for %s', (url) => {
    expect(clientIdFromSocketUrl(url)).toBeUndefined()
  })
})
