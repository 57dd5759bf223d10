/*
 * The embedded wallet's provider checks the frame's answers it hands to wagmi: a send must answer a
 * transaction hash and a signing request a signed message; anything else rejects with -32603
 * 'An error occurred' (and the approval settles as failed), never reaching the app as a result.
 */
import { describe, expect, it } from 'vitest'
import type { AuthConnectorEvent } from './authConnectorTypes'
import type { AuthFrameSession } from './authFrameSession'
import { createAuthProvider } from './authProvider'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`
const signature = `0x${'cd'.repeat(65)}`

function providerAnswering(result: unknown) {
  const events: AuthConnectorEvent[] = []
  const session = { request: async () => ({ result }) } as unknown as AuthFrameSession
  const provider = createAuthProvider({
    accounts: () => [account],
    chainId: () => 31337,
    rpcUrlFor: () => 'http://127.0.0.1:9',
    session,
    emit: (event) => events.push(event),
    switchChain: async () => undefined,
  })
  return { provider, events }
}

const send = { method: 'eth_sendTransaction', params: [{ from: account, to: account, value: '0x1' }] }
const sign = { method: 'personal_sign', params: ['0x68656c6c6f', account] }
const signTyped = { method: 'eth_signTypedData_v4', params: [account, '{}'] }

describe('createAuthProvider: the shape of the frame’s answers', () => {
  it.each([
    ['a send', send, hash],
    ['a message signature', sign, signature],
    ['a typed-data signature', signTyped, signature],
  ])('passes on %s of the right shape', async (_name, request, answer) => {
    const { provider, events } = providerAnswering(answer)
    await expect(provider.request(request)).resolves.toBe(answer)
    expect(events.at(-1)).toMatchObject({ type: 'approvalSettled', ok: true })
  })

  it.each([
    ['a send answered with a signature', send, signature],
    ['a send answered with a short hash', send, hash.slice(0, -2)],
    ['a signature answered with too few digits', sign, `0x${'cd'.repeat(30)}`],
    ['a signature answered with no string', signTyped, { signature }],
    ['a send answered with nothing', send, undefined],
  ])("refuses %s with -32603 'An error occurred'", async (_name, request, answer) => {
    const { provider, events } = providerAnswering(answer)
    await expect(provider.request(request)).rejects.toMatchObject({
      name: 'AuthRpcError',
      code: -32603,
      shortMessage: 'An error occurred',
      details: request.method,
    })
    expect(events.at(-1)).toMatchObject({ type: 'approvalSettled', ok: false })
  })
})
