/*
 * The rules a SIWX message must meet before its signature is even checked, in process: required
 * fields, times against the server's clock, and the domain against the asking site and the project.
 * The routes' tests (over HTTP, against anvil) cover the nonce and the signature.
 */
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../HttpError'
import { checkSiwxMessage } from './checkSiwxMessage'

const NOW = Date.UTC(2026, 0, 1, 12)
const SITE = 'http://127.0.0.1:5173'
const ALLOWED = ['http://127.0.0.1:*']
// anvil's account #0, lower case: the check answers it checksummed.
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Fields = Partial<Parameters<typeof createSiweMessage>[0]>
const messageWith = (fields: Fields = {}) =>
  createSiweMessage({
    address: CHECKSUMMED,
    chainId: 31337,
    domain: '127.0.0.1:5173',
    uri: `${SITE}/`,
    version: '1',
    nonce: 'abcdefgh12345678',
    issuedAt: new Date(NOW),
    ...fields,
  })
const check = (message: string, origin = SITE, allowedOrigins = ALLOWED) => checkSiwxMessage(message, { now: NOW, origin, allowedOrigins })
// A request without an Origin header (not from a browser).
const checkWithoutOrigin = (message: string) => checkSiwxMessage(message, { now: NOW, origin: undefined, allowedOrigins: ALLOWED })

/** The refusal `check` throws: its status and error. */
function refusal(run: () => unknown): [number, string] {
  try {
    run()
  } catch (error) {
    if (error instanceof HttpError) return [error.status, error.message]
    throw error
  }
  throw new Error('not refused')
}

describe('checkSiwxMessage', () => {
  it('answers the fields the routes store, the address checksummed', () => {
    const message = messageWith({ expirationTime: new Date(NOW + 60_000) }).replace(CHECKSUMMED, ADDRESS)
    expect(check(message)).toEqual({
      address: CHECKSUMMED,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: `${SITE}/`,
      nonce: 'abcdefgh12345678',
      issuedAt: NOW,
      expirationTime: NOW + 60_000,
    })
    expect(check(messageWith()).expirationTime).toBeUndefined()
  })

  it('refuses a message whose required fields are missing or malformed, naming the first', () => {
    const message = messageWith()
    expect(refusal(() => check('hello'))).toEqual([400, 'Invalid SIWX message: address'])
    // Without Issued At the parser reads none of the lines from URI on.
    expect(refusal(() => check(message.replace(/\nIssued At: .*/, '')))).toEqual([400, 'Invalid SIWX message: chainId'])
    expect(refusal(() => check(message.replace('Version: 1', 'Version: 2')))).toEqual([400, 'Invalid SIWX message: version'])
    expect(refusal(() => check(message.replace('Chain ID: 31337', 'Chain ID: 0')))).toEqual([400, 'Invalid SIWX message: chainId'])
    expect(refusal(() => check(message.replace('Nonce: abcdefgh12345678', 'Nonce: abc1234')))).toEqual([400, 'Invalid SIWX message: nonce'])
    expect(refusal(() => check(message.replace(`URI: ${SITE}/`, 'URI: not a url')))).toEqual([400, 'Invalid SIWX message: uri'])
    expect(refusal(() => check(message.replace(/^127\.0\.0\.1:5173 /, ' ')))).toEqual([400, 'Invalid SIWX message: domain'])
    // The case of the address is not checked (the signature is): a wrong checksum reads as the address.
    expect(check(message.replace(CHECKSUMMED, CHECKSUMMED.replace('f39Fd', 'F39fd'))).address).toBe(CHECKSUMMED)
  })

  it('refuses times that are no dates', () => {
    const message = messageWith({ expirationTime: new Date(NOW + 60_000), notBefore: new Date(NOW) })
    const iso = (at: number) => new Date(at).toISOString()
    expect(refusal(() => check(message.replace(`Issued At: ${iso(NOW)}`, 'Issued At: 2026-13-45T99:00:00Z')))).toEqual([400, 'Invalid SIWX message: issuedAt'])
    expect(refusal(() => check(message.replace(`Expiration Time: ${iso(NOW + 60_000)}`, 'Expiration Time: soon')))).toEqual([
      400,
      'Invalid SIWX message: expirationTime',
    ])
    expect(refusal(() => check(message.replace(`Not Before: ${iso(NOW)}`, 'Not Before: 2026-02-30T25:00:00Z')))).toEqual([
      400,
      'Invalid SIWX message: notBefore',
    ])
  })

  it('refuses an expired message from the instant it expires', () => {
    expect(refusal(() => check(messageWith({ expirationTime: new Date(NOW) })))).toEqual([400, 'SIWX message expired'])
    expect(check(messageWith({ expirationTime: new Date(NOW + 1) })).expirationTime).toBe(NOW + 1)
  })

  it('accepts a message signed up to a minute ahead of the clock, and refuses one further ahead', () => {
    expect(check(messageWith({ issuedAt: new Date(NOW + 60_000), notBefore: new Date(NOW + 60_000) })).issuedAt).toBe(NOW + 60_000)
    expect(refusal(() => check(messageWith({ notBefore: new Date(NOW + 60_001) })))).toEqual([400, 'SIWX message not yet valid'])
    expect(refusal(() => check(messageWith({ issuedAt: new Date(NOW + 60_001) })))).toEqual([400, 'SIWX message issued in the future'])
  })

  it('refuses a domain that is not the asking site, not the uri’s host, or off the project', () => {
    const refused = [400, 'SIWX message domain not allowed']
    // Another site asks with a message for this one.
    expect(refusal(() => check(messageWith(), 'http://127.0.0.1:9999'))).toEqual(refused)
    expect(refusal(() => check(messageWith(), 'https://127.0.0.1:5173'))).toEqual(refused)
    // The uri on another host than the domain.
    expect(refusal(() => check(messageWith({ uri: 'http://localhost:5173/' })))).toEqual(refused)
    // The asking site signed for itself, but the project does not allow it.
    const evil = messageWith({ domain: 'evil.example.com', uri: 'https://evil.example.com/' })
    expect(refusal(() => check(evil, 'https://evil.example.com'))).toEqual(refused)
    expect(check(evil, 'https://evil.example.com', ['https://evil.example.com']).domain).toBe('evil.example.com')
    // Without an Origin header (not a browser), the domain must still be an allowed origin.
    expect(checkWithoutOrigin(messageWith()).domain).toBe('127.0.0.1:5173')
    expect(refusal(() => checkWithoutOrigin(evil))).toEqual(refused)
  })
})
