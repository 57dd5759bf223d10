/*
 * The embedded wallet's provider and smart sessions: off unless the app turns them on (then the
 * grant and the revocation never reach the frame), on they go to the frame like any request that
 * asks the user, and a call carrying a session's context goes to the frame without an approval event.
 */
import { describe, expect, it } from 'vitest'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { SmartSessionsDisabledError } from '../src/errors/sessionErrors'
import type { AuthConnectorEvent } from './authConnectorTypes'
import type { AuthFrameSession } from './authFrameSession'
import { createAuthProvider } from './authProvider'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function providerWith(smartSessions: boolean | undefined) {
  const sent: { method: string; params: unknown }[] = []
  const events: AuthConnectorEvent[] = []
  const session = {
    request: async (type: string, payload: { method: string; params: unknown }) => {
      if (type !== 'rpcRequest') throw new Error(`unexpected ${type}`)
      sent.push({ method: payload.method, params: payload.params })
      return { result: `answer to ${payload.method}` }
    },
  } as unknown as AuthFrameSession
  const provider = createAuthProvider({
    accounts: () => [account],
    chainId: () => 31337,
    rpcUrlFor: () => 'http://127.0.0.1:9',
    session,
    emit: (event) => events.push(event),
    switchChain: async () => undefined,
    smartSessions,
  })
  return { provider, sent, events }
}

const grant = { method: 'wallet_grantPermissions', params: [{ expiry: 1, permissions: [] }] }
const revoke = { method: 'wallet_revokePermissions', params: [{ permissionsContext: '0x12' }] }

describe('createAuthProvider with smart sessions', () => {
  it('are off unless the app turns them on in createFoyerConfig', () => {
    expect(createFoyerConfig({ development: false }).smartSessions).toBe(false)
    expect(createFoyerConfig({ development: false, smartSessions: true }).smartSessions).toBe(true)
  })

  it.each([undefined, false])('refuses the grant and the revocation without reaching the frame when smartSessions is %s', async (smartSessions) => {
    const { provider, sent } = providerWith(smartSessions)
    await expect(provider.request(grant)).rejects.toBeInstanceOf(SmartSessionsDisabledError)
    await expect(provider.request(grant)).rejects.toMatchObject({ code: 4200, shortMessage: 'Smart sessions are not enabled' })
    await expect(provider.request(revoke)).rejects.toMatchObject({ code: 4200, shortMessage: 'Smart sessions are not enabled' })
    expect(sent).toEqual([])
  })

  it('sends them to the frame as requests that ask the user once the app turns them on', async () => {
    const { provider, sent, events } = providerWith(true)
    expect(await provider.request(grant)).toBe('answer to wallet_grantPermissions')
    expect(await provider.request(revoke)).toBe('answer to wallet_revokePermissions')
    expect(sent.map((request) => request.method)).toEqual(['wallet_grantPermissions', 'wallet_revokePermissions'])
    expect(events.filter((event) => event.type === 'approvalRequested')).toHaveLength(2)
  })

  it('sends a call carrying a session context without an approval event; an ordinary batch keeps its approval', async () => {
    const { provider, sent, events } = providerWith(true)
    const call = { chainId: '0x7a69', calls: [{ to: account, value: '0x1' }] }
    await provider.request({ method: 'wallet_sendCalls', params: [{ ...call, capabilities: { permissions: { context: '0x12' } } }] })
    expect(events).toEqual([])
    await provider.request({ method: 'wallet_sendCalls', params: [call] })
    expect(events.map((event) => event.type)).toEqual(['approvalRequested', 'approvalSettled'])
    expect(sent).toHaveLength(2)
  })
})
