/*
 * Smart sessions on a real anvil (EIP-7702): the embedded account delegates to SessionAccount in the
 * grant's own transaction, viem's experimental grantPermissions gets the ERC-7715 answer, a call
 * within the grant goes out without a prompt, and calls outside it (over the limit, another
 * contract, after expiry, after revocation) are refused by the frame with nothing sent AND by the
 * contract when the session key sends them itself.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  http,
  numberToHex,
  parseEther,
  toHex,
} from 'viem'
import type { Address, Hex, LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { simulateContract } from 'viem/actions'
import { grantPermissions } from 'viem/experimental'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySmartAccountImplementation } from '../../../devstack/chain/smartAccountImplementation'
import { SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS, deploySessionAccountImplementation } from '../../../devstack/chain/sessionAccountImplementation'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { SessionCallRefusedError } from '../../../src/errors/sessionErrors'
import { createAccountTypes } from './accountTypes'
import type { ApprovalSummary } from './approvalSummary'
import type { FrameChain } from './frameConfig'
import type { FrameState } from './frameState'
import { createMemoryStore } from './frameStore'
import { delegationCode } from './smartAccount'
import { sessionAccountAbi } from './smartSessionsAbi'
import { smartSessionHandlers } from './smartSessionsHandlers'
import { createSessionStore } from './smartSessionsStore'
import { callsStatus } from './walletCalls'

const CHAIN_ID = 31337
const owner = privateKeyToAccount(generatePrivateKey())
const target = privateKeyToAccount(generatePrivateKey()).address
const elsewhere = privateKeyToAccount(generatePrivateKey()).address
let anvil: RunningAnvil
let chain: FrameChain
const store = createMemoryStore()
const approvals: ApprovalSummary[] = []
let answer = true
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const rpc = (method: string, params: unknown[]) => client().request({ method: method as never, params: params as never })
const signal = new AbortController().signal

function handlersOn(frameChain: () => FrameChain, hostOrigin = 'https://app.example') {
  const state: FrameState = {
    hostOrigin,
    frameOrigin: 'https://login.example',
    projectId: 'p1',
    chainId: CHAIN_ID,
    chains: [],
    appName: 'Demo',
    pendingEmail: undefined,
    farcasterChannel: undefined,
  }
  Object.defineProperty(state, 'chains', { get: () => [frameChain()] })
  return smartSessionHandlers({
    state,
    store,
    accountTypes: createAccountTypes({ store: createMemoryStore() }),
    currentAddress: async () => owner.address,
    withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => use(owner),
    approve: async (summary) => {
      approvals.push(summary)
      return answer
    },
    inTurn: (task) => task(),
  })
}
const frame = handlersOn(() => chain)
const wallet = () => createWalletClient({ transport: custom({ request: ({ method, params }) => frame.request(method, params, CHAIN_ID, signal) }) })

const blockTime = async () => Number((await client().getBlock()).timestamp)
const grant = async (expiry: number) =>
  grantPermissions(wallet(), {
    expiry,
    permissions: [
      {
        type: 'contract-call',
        data: { address: target, calls: [] },
        policies: [
          { type: 'token-allowance', data: { allowance: parseEther('1') } },
          { type: 'gas-limit', data: { limit: parseEther('0.01') } },
        ],
        required: true,
      },
    ],
  })
const sendCalls = (context: string, to: Address, value: bigint) =>
  frame.request(
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        chainId: numberToHex(CHAIN_ID),
        from: owner.address,
        calls: [{ to, value: toHex(value) }],
        capabilities: { permissions: { context } },
      },
    ],
    CHAIN_ID,
    signal,
  ) as Promise<{ id: Hex }>
async function mined(id: Hex) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await callsStatus(id, [chain])
    if (status.status !== 100) return status.status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('not mined')
}
/** The session key itself, read from the frame's store, sending `executeWithSession` with a fixed gas so the chain decides. */
async function sessionKeyOf(context: string) {
  const record = await createSessionStore(store).get(context)
  if (!record) throw new Error('no session')
  return privateKeyToAccount(record.privateKey)
}
async function chainRefusal(context: string, to: Address, value: bigint): Promise<string | undefined> {
  const key = await sessionKeyOf(context)
  try {
    await simulateContract(client(), {
      account: key,
      address: owner.address,
      abi: sessionAccountAbi,
      functionName: 'executeWithSession',
      args: [to, value, '0x'],
    })
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
  }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID, port: 42511 })
  await deploySmartAccountImplementation(anvil.rpcUrl, CHAIN_ID)
  await deploySessionAccountImplementation(anvil.rpcUrl, CHAIN_ID)
  chain = {
    id: CHAIN_ID,
    rpcUrl: anvil.rpcUrl,
    maxFeeWei: parseEther('0.05'),
    nativeSymbol: 'ETH',
    smartAccountImplementation: SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS,
    smartSessions: true,
  }
  await rpc('anvil_setBalance', [owner.address, numberToHex(parseEther('10'))])
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('smart sessions on anvil', () => {
  let context: string
  let expiry: number

  it('grants through viem’s grantPermissions after one approval showing the limits, upgrading the account to SessionAccount', async () => {
    expiry = (await blockTime()) + 3600
    const granted = await grant(expiry)
    expect(approvals).toHaveLength(1)
    const rows = Object.fromEntries(approvals[0]!.rows.map((row) => [row.label, row.value]))
    expect(approvals[0]!.title).toBe('Allow a session without prompts')
    expect(rows.Contract).toBe(target)
    expect(rows['Spend limit']).toBe('1 ETH in total, sent with the calls')
    expect(rows['Gas allowance']).toMatch(/^0\.01 ETH moved now/)
    expect(rows.Expires).toBe(new Date(expiry * 1000).toUTCString())
    expect(rows['Account upgrade']).toContain(SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS)
    context = granted.permissionsContext
    expect(granted.expiry).toBe(expiry)
    expect(granted.grantedPermissions[0]?.policies).toEqual([
      { type: 'token-allowance', data: { allowance: parseEther('1') } },
      { type: 'gas-limit', data: { limit: parseEther('0.01') } },
    ])
    expect(rows['Session key']?.toLowerCase()).toBe(context)
    expect(await client().getCode({ address: owner.address })).toBe(delegationCode(SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS))
    expect(await client().getBalance({ address: context as Address })).toBe(parseEther('0.01'))
    const onChain = await client().readContract({ address: owner.address, abi: sessionAccountAbi, functionName: 'sessionOf', args: [context as Address] })
    expect(onChain).toMatchObject({ target, spendLimit: parseEther('1'), spent: 0n, revoked: false, expiry: BigInt(expiry) })
  }, 60_000)

  it('sends a call within the grant with the session key, without a prompt', async () => {
    const { id } = await sendCalls(context, target, parseEther('0.4'))
    expect(await mined(id)).toBe(200)
    expect(approvals).toHaveLength(1)
    expect(await client().getBalance({ address: target })).toBe(parseEther('0.4'))
  }, 60_000)

  it('refuses, in the frame and on chain, more than is left and another contract; nothing is sent', async () => {
    const key = await sessionKeyOf(context)
    const nonce = await client().getTransactionCount({ address: key.address })
    await expect(sendCalls(context, target, parseEther('0.7'))).rejects.toMatchObject({
      reason: 'overLimit',
      code: 4200,
      shortMessage: expect.stringContaining('0.6 ETH left'),
    })
    await expect(sendCalls(context, elsewhere, 1n)).rejects.toMatchObject({ reason: 'otherTarget' })
    await expect(sendCalls(`0x${'12'.repeat(20)}`, target, 1n)).rejects.toMatchObject({ reason: 'unknownSession' })
    expect(await client().getTransactionCount({ address: key.address })).toBe(nonce)
    expect(approvals).toHaveLength(1)
    expect(await chainRefusal(context, target, parseEther('0.7'))).toBe('OverSpendLimit')
    expect(await chainRefusal(context, elsewhere, 1n)).toBe('WrongTarget')
    // The session key cannot reach the account's own functions either.
    const direct = createWalletClient({ account: key, transport: http(anvil.rpcUrl) })
    const hash = await direct.sendTransaction({
      chain: null,
      to: owner.address,
      gas: 200_000n,
      data: encodeFunctionData({ abi: sessionAccountAbi, functionName: 'grantSession', args: [key.address, elsewhere, parseEther('5'), BigInt(expiry)] }),
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('reverted')
    expect(await client().getBalance({ address: target })).toBe(parseEther('0.4'))
  }, 60_000)

  it('revokes after a prompt; the frame and the contract then refuse the session', async () => {
    const second = (await grant((await blockTime()) + 7200)).permissionsContext
    expect(approvals).toHaveLength(2)
    expect(await chainRefusal(second, target, 1n)).toBeUndefined()
    await frame.request('wallet_revokePermissions', [{ permissionsContext: second }], CHAIN_ID, signal)
    expect(approvals).toHaveLength(3)
    expect(approvals[2]!.title).toBe('Revoke a session')
    await expect(sendCalls(second, target, 1n)).rejects.toMatchObject({ reason: 'revoked' })
    expect(await chainRefusal(second, target, 1n)).toBe('SessionIsRevoked')
  }, 60_000)

  it('refuses after the expiry, in the frame and on chain', async () => {
    await rpc('evm_increaseTime', [3601])
    await rpc('evm_mine', [])
    await expect(sendCalls(context, target, 1n)).rejects.toMatchObject({ reason: 'expired' })
    await expect(sendCalls(context, target, 1n)).rejects.toBeInstanceOf(SessionCallRefusedError)
    expect(await chainRefusal(context, target, 1n)).toBe('SessionExpired')
  }, 60_000)

  it('asks nothing and sends nothing when the network has no sessions, the implementation cannot enforce them, or the user rejects', async () => {
    const before = approvals.length
    const request = (frameChain: FrameChain) =>
      handlersOn(() => frameChain).request(
        'wallet_grantPermissions',
        [{ expiry: 2 ** 40 - 1, permissions: [{ type: 'contract-call', data: { address: target, calls: [] }, policies: [] }] }],
        CHAIN_ID,
        signal,
      )
    await expect(request({ ...chain, smartSessions: undefined })).rejects.toMatchObject({
      code: 4200,
      shortMessage: 'Smart sessions are not enabled on this network',
    })
    const { SMART_ACCOUNT_IMPLEMENTATION_ADDRESS } = await import('../../../devstack/chain/smartAccountAddress')
    await expect(request({ ...chain, smartAccountImplementation: SMART_ACCOUNT_IMPLEMENTATION_ADDRESS })).rejects.toMatchObject({
      shortMessage: 'This network\u2019s smart account does not support sessions',
    })
    expect(approvals).toHaveLength(before)
    answer = false
    const balance = await client().getBalance({ address: owner.address })
    await expect(grant((await blockTime()) + 60)).rejects.toMatchObject({ code: 4001 })
    expect(await client().getBalance({ address: owner.address })).toBe(balance)
    answer = true
  }, 60_000)

  it('refuses a session from another host page', async () => {
    const other = handlersOn(() => chain, 'https://other.example')
    const call = [{ version: '2.0.0', chainId: numberToHex(CHAIN_ID), calls: [{ to: target, value: '0x1' }], capabilities: { permissions: { context } } }]
    await expect(other.request('wallet_sendCalls', call, CHAIN_ID, signal)).rejects.toMatchObject({ reason: 'otherAccount' })
  })
})
