import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FrameRequestType } from './messages'
import {
  frameEventSchema,
  frameRequestPayloadSchemas,
  frameRequestTypes,
  frameResultSchemas,
  parseFrameEvent,
  parseFrameReply,
  parseFrameRequest,
} from './messages'

const id = '3b241101-e2bb-4255-8caf-4136c566a962'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = {
  address,
  chainId: 31337,
  accounts: [{ address, type: 'eoa' }],
  email: 'ada@example.com',
  authProvider: 'email',
  preferredAccountType: 'eoa',
}
const rpcUrl = 'http://127.0.0.1:8545'

/** One valid payload and one valid result for every request type, plus invalid payloads. */
const cases: Record<FrameRequestType, { payload: unknown; result: unknown; badPayloads: unknown[] }> = {
  connectEmail: { payload: { email: 'ada@example.com' }, result: { action: 'VERIFY_OTP' }, badPayloads: [{ email: 'ada' }, {}] },
  connectOtp: { payload: { otp: '4KQ7011Z' }, result: user, badPayloads: [{ otp: '123456' }, { otp: '4kq7011z' }, { otp: '4KQ7-011Z' }, { otp: 12345678 }] },
  connectDevice: { payload: { otp: '00000000' }, result: user, badPayloads: [{ otp: '1234567' }] },
  awaitDeviceApproval: { payload: {}, result: user, badPayloads: [null, 'x'] },
  resendDeviceLink: { payload: {}, result: {}, badPayloads: [undefined] },
  getSocialRedirectUri: { payload: { provider: 'github' }, result: { uri: 'http://127.0.0.1:8787/x' }, badPayloads: [{ provider: 'myspace' }] },
  connectSocial: {
    payload: { uri: 'http://127.0.0.1:8788/social-result?result=abc', chainId: 1 },
    result: { ...user, authProvider: 'github', userName: 'ada' },
    badPayloads: [{ uri: 'javascript:alert(1)' }, { uri: 'http://x.test', chainId: -1 }],
  },
  getFarcasterUri: { payload: {}, result: { url: 'http://127.0.0.1:8787/auth/v1/dev-farcaster/t' }, badPayloads: [null] },
  connectFarcaster: { payload: {}, result: { ...user, authProvider: 'farcaster' }, badPayloads: ['x'] },
  getUser: { payload: { chainId: 31337 }, result: user, badPayloads: [{ chainId: '1' }, { preferredAccountType: 'both' }] },
  isConnected: { payload: {}, result: { isConnected: false }, badPayloads: [undefined] },
  getChainId: { payload: {}, result: { chainId: 1 }, badPayloads: [[]] },
  switchNetwork: { payload: { chainId: 31338, rpcUrl }, result: { chainId: 31338 }, badPayloads: [{ chainId: 1.5, rpcUrl }, { chainId: 1 }] },
  rpcRequest: {
    payload: { method: 'eth_blockNumber', chainId: 31337, rpcUrl },
    result: { result: '0x1' },
    badPayloads: [
      { method: '', chainId: 1, rpcUrl },
      { method: 'x', chainId: 1, rpcUrl: 'file:///etc/passwd' },
    ],
  },
  rpcAbort: { payload: { requestId: id }, result: {}, badPayloads: [{ requestId: 'not-a-uuid' }] },
  signOut: { payload: {}, result: {}, badPayloads: [7] },
  updateEmail: { payload: { email: 'new@example.com' }, result: { action: 'VERIFY_PRIMARY_OTP' }, badPayloads: [{ email: '' }] },
  updateEmailPrimaryOtp: { payload: { otp: '11111111' }, result: { action: 'VERIFY_SECONDARY_OTP' }, badPayloads: [{ otp: '' }] },
  updateEmailSecondaryOtp: { payload: { otp: 'ZZZZ2222' }, result: { email: 'new@example.com' }, badPayloads: [{}] },
  syncTheme: { payload: { themeMode: 'light', themeVariables: { accent: '#fff' } }, result: {}, badPayloads: [{ themeMode: 'blue' }] },
  syncDappData: {
    payload: { metadata: { name: 'Demo', description: 'd', url: 'http://127.0.0.1:5173', icons: [] }, sdkVersion: '0.1.0', sdkType: 'foyer', projectId: 'p' },
    result: {},
    badPayloads: [{ metadata: { name: 'Demo' } }],
  },
  getSmartAccountEnabledNetworks: { payload: {}, result: { smartAccountEnabledNetworks: [] }, badPayloads: [false] },
  initSmartAccount: { payload: {}, result: { address, isDeployed: false }, badPayloads: [null] },
  setPreferredAccount: { payload: { type: 'eoa' }, result: { type: 'eoa', address }, badPayloads: [{ type: 'eoaa' }] },
  reload: { payload: {}, result: {}, badPayloads: [0] },
}

const request = (type: string, payload: unknown, extra: object = {}) => ({ v: 1, kind: 'request', id, type, payload, ...extra })

describe('frame request schemas', () => {
  it('covers every request type of the contract', () => {
    expect([...frameRequestTypes].sort()).toEqual(Object.keys(cases).sort())
    expect(Object.keys(frameResultSchemas).sort()).toEqual(Object.keys(cases).sort())
  })

  it.each(frameRequestTypes)('%s: accepts a valid request and rejects invalid payloads', (type) => {
    const { payload, badPayloads } = cases[type]
    expect(parseFrameRequest(request(type, payload))).toMatchObject({ type, id })
    for (const bad of badPayloads) expect(parseFrameRequest(request(type, bad))).toBeUndefined()
  })

  it.each(frameRequestTypes)('%s: accepts a valid success reply and an error reply, rejects a wrong result', (type) => {
    const base = { v: 1, kind: 'reply', id, type }
    expect(parseFrameReply({ ...base, ok: true, result: cases[type].result })).toBeDefined()
    expect(parseFrameReply({ ...base, ok: false, error: { code: 4001, message: 'User rejected the request.' } })).toBeDefined()
    expect(parseFrameReply({ ...base, ok: true, result: 'nope' })).toBeUndefined()
  })

  it('rejects a wrong version, kind, id or extra envelope fields', () => {
    const valid = request('isConnected', {})
    expect(parseFrameRequest(valid)).toBeDefined()
    expect(parseFrameRequest({ ...valid, v: 2 })).toBeUndefined()
    expect(parseFrameRequest({ ...valid, kind: 'reply' })).toBeUndefined()
    expect(parseFrameRequest({ ...valid, id: '1' })).toBeUndefined()
    expect(parseFrameRequest({ ...valid, id: '3b241101-e2bb-1255-8caf-4136c566a962' })).toBeUndefined()
    expect(parseFrameRequest({ ...valid, type: 'eth_sign' })).toBeUndefined()
    expect(parseFrameRequest({ ...valid, extra: true })).toBeUndefined()
  })

  it('accepts the events of the contract and nothing else', () => {
    expect(parseFrameEvent({ v: 1, kind: 'event', type: 'ready', payload: { version: 1 } })).toBeDefined()
    expect(parseFrameEvent({ v: 1, kind: 'event', type: 'approval', payload: { visible: true } })).toBeDefined()
    expect(parseFrameEvent({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })).toBeDefined()
    expect(parseFrameEvent({ v: 1, kind: 'event', type: 'error', payload: { error: 'other' } })).toBeUndefined()
    expect(parseFrameEvent({ v: 1, kind: 'event', type: 'ready', payload: { version: 2 } })).toBeUndefined()
    expect(parseFrameEvent({ type: 'frame:ready', version: 1 })).toBeUndefined()
    expect(parseFrameEvent({ v: 1, kind: 'event', type: 'approval', payload: { visible: 'yes' } })).toBeUndefined()
  })
})

describe('frame schemas, fuzzed', () => {
  it('never throw and accept nothing from arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(parseFrameRequest(value)).toBeUndefined()
        expect(parseFrameReply(value)).toBeUndefined()
        expect(parseFrameEvent(value)).toBeUndefined()
      }),
      { numRuns: 500 },
    )
  })

  it('accept a request envelope only with a request type and a matching payload', () => {
    const types = fc.constantFrom(...frameRequestTypes)
    fc.assert(
      fc.property(types, fc.oneof(fc.anything(), fc.object()), (type, payload) => {
        const expected = frameRequestPayloadSchemas[type].safeParse(payload).success
        expect(parseFrameRequest(request(type, payload)) !== undefined).toBe(expected)
      }),
      { numRuns: 1000 },
    )
  })

  it('accept an envelope with any uuid v4 id and no other id', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), fc.string(), (uuid, other) => {
        expect(parseFrameRequest({ ...request('reload', {}), id: uuid })).toBeDefined()
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(other)) {
          expect(parseFrameRequest({ ...request('reload', {}), id: other })).toBeUndefined()
        }
      }),
    )
  })

  it("accept a one-time code exactly when it is 8 characters of Crockford's base32 alphabet", () => {
    const valid = /^[0-9A-HJKMNP-TV-Z]{8}$/
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(valid), fc.stringMatching(/^[0-9A-Za-z]{7,9}$/)), (otp) => {
        expect(parseFrameRequest(request('connectOtp', { otp })) !== undefined).toBe(valid.test(otp))
      }),
    )
  })

  it('accept generated valid users and drop users with a mangled address', () => {
    const hexAddress = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/)
    fc.assert(
      fc.property(hexAddress, fc.integer({ min: 1, max: 2 ** 40 }), fc.string({ minLength: 1 }), (addr, chainId, junk) => {
        const valid = { ...user, address: addr, chainId, accounts: [{ address: addr, type: 'eoa' }] }
        expect(frameResultSchemas.getUser.safeParse(valid).success).toBe(true)
        expect(frameResultSchemas.getUser.safeParse({ ...valid, address: addr + junk }).success).toBe(false)
      }),
    )
  })

  it('accept only known event shapes', () => {
    fc.assert(
      fc.property(fc.record({ v: fc.anything(), kind: fc.anything(), type: fc.anything(), payload: fc.anything() }), (event) => {
        const result = frameEventSchema.safeParse(event)
        if (result.success) expect(['ready', 'approval', 'error']).toContain(result.data.type)
      }),
    )
  })
})
