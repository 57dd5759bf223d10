/*
 * The frame's smart-account requests wired as main.ts wires them, against a real auth server and a
 * real anvil with Simple7702Account deployed: the signed-in user is a smart account, capabilities
 * say 'ready' then 'supported', a batch is one approval (rejecting it sends nothing), its status is
 * read back by id, and an EOA preference refuses batches with EIP-5792's 5760.
 */
import { createPublicClient, http, numberToHex, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FrameRequestContext } from '../../../src/protocol/createFrameEndpoint'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import { deploySmartAccountImplementation } from '../../../devstack/chain/smartAccountImplementation'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import type { ApprovalSummary } from './approvalSummary'
import { createAuthApi } from './authApi'
import { createFrameHandlers } from './createFrameHandlers'
import type { FrameChain } from './frameConfig'
import type { FrameState } from './frameState'
import { createMemoryStore } from './frameStore'
import { createWalletSession } from './walletSession'

let server: AuthTestServer
let anvil: RunningAnvil
let chain: FrameChain
const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const context = (): FrameRequestContext => ({ id: crypto.randomUUID(), signal: new AbortController().signal })
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

beforeAll(async () => {
  ;[server, anvil] = await Promise.all([startAuthTestServer(), startAnvil({ chainId: 31337 })])
  const implementation = await deploySmartAccountImplementation(anvil.rpcUrl, 31337)
  chain = { id: 31337, rpcUrl: anvil.rpcUrl, maxFeeWei: parseEther('0.05'), nativeSymbol: 'ETH', smartAccountImplementation: implementation }
}, 60_000)
afterAll(async () => {
  await Promise.all([server?.close(), anvil?.stop()])
})

async function signedInFrame(email: string) {
  const state: FrameState = {
    hostOrigin: 'http://127.0.0.1:5173',
    frameOrigin: 'http://127.0.0.1:8788',
    projectId: 'foyer-local',
    chainId: 31337,
    chains: [chain],
    appName: undefined,
    pendingEmail: undefined,
    farcasterChannel: undefined,
  }
  const api = createAuthApi(server.url)
  const store = createMemoryStore()
  const session = createWalletSession({ api, store })
  const shown: ApprovalSummary[] = []
  const ui = { answer: true }
  const approve = async (summary: ApprovalSummary) => {
    shown.push(summary)
    return ui.answer
  }
  const handlers = createFrameHandlers({ api, store, session, state, approve, applyTheme: () => undefined, reload: () => undefined, solanaClusters: [] })
  await handlers.connectEmail({ email }, context())
  const user = await handlers.connectOtp({ otp: await server.latestCode(email) }, context())
  server.clock.now += 31_000
  const rpc = async (method: string, params: unknown) =>
    (await handlers.rpcRequest({ method, params, chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }, context())).result
  return { handlers, user, shown, ui, rpc, address: user.address as Address }
}

const batch = (address: Address) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from: address,
    atomicRequired: true,
    calls: [
      { to: receiver, value: numberToHex(parseEther('0.1')) },
      { to: receiver, value: numberToHex(parseEther('0.2')) },
    ],
  },
]

it('signs in as a smart account, batches in one approval, and reports the batch by id', async () => {
  const { handlers, user, shown, ui, rpc, address } = await signedInFrame('smart-handlers@example.com')
  expect(user).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false, accounts: [{ address, type: 'smartAccount' }] })
  expect(await handlers.getSmartAccountEnabledNetworks({}, context())).toEqual({ smartAccountEnabledNetworks: [31337] })
  expect(await handlers.initSmartAccount({}, context())).toEqual({ address, isDeployed: false })
  expect(await rpc('wallet_getCapabilities', [address, ['0x7a69']])).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })
  await client().request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(parseEther('1'))] as never })

  ui.answer = false
  await expect(rpc('wallet_sendCalls', batch(address))).rejects.toMatchObject({ code: 4001 })
  expect(shown).toHaveLength(1)
  expect(shown[0]!.title).toBe('Send a batch of calls')
  expect(await client().getTransactionCount({ address })).toBe(0)

  ui.answer = true
  const before = await client().getBalance({ address: receiver })
  const { id } = (await rpc('wallet_sendCalls', batch(address))) as { id: string }
  expect(shown).toHaveLength(2)
  let status: { status: number; receipts?: unknown[] } = { status: 100 }
  for (let attempt = 0; attempt < 50 && status.status === 100; attempt++) {
    status = (await rpc('wallet_getCallsStatus', [id])) as typeof status
    if (status.status === 100) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(status).toMatchObject({ status: 200, atomic: true })
  expect(status.receipts).toHaveLength(1)
  expect((await client().getBalance({ address: receiver })) - before).toBe(parseEther('0.3'))
  expect(await rpc('wallet_getCapabilities', [address])).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
  expect(await handlers.getUser({ chainId: 31337 }, context())).toMatchObject({ smartAccountDeployed: true })
  await expect(handlers.setPreferredAccount({ type: 'eoa' }, context())).rejects.toMatchObject({
    shortMessage: 'The account is already upgraded to a smart account on this network',
  })
  await expect(rpc('wallet_getCallsStatus', ['0x1234'])).rejects.toMatchObject({ code: 5730 })
}, 60_000)

it('as an EOA: capabilities say unsupported and batches are refused with 5760', async () => {
  const { handlers, rpc, address } = await signedInFrame('eoa-handlers@example.com')
  expect(await handlers.setPreferredAccount({ type: 'eoa' }, context())).toEqual({ type: 'eoa', address })
  expect(await handlers.getUser({ chainId: 31337 }, context())).toMatchObject({ preferredAccountType: 'eoa', accounts: [{ address, type: 'eoa' }] })
  expect(await rpc('wallet_getCapabilities', [address])).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  await expect(rpc('wallet_sendCalls', batch(address))).rejects.toMatchObject({ code: 5760, shortMessage: 'Atomic batches need a smart account' })
  expect(await handlers.setPreferredAccount({ type: 'smartAccount' }, context())).toEqual({ type: 'smartAccount', address })
  await expect(handlers.setPreferredAccount({ type: 'smartAccount' }, context())).rejects.toMatchObject({
    shortMessage: 'The account is already a smart account',
  })
}, 60_000)
