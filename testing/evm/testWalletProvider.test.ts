/**
 * The page-side provider without a browser: its source runs in a bare `vm` context (the same
 * string the Playwright installer injects), so nothing from module scope can sneak in. No RPC is
 * needed: the bridge is a real wallet answering local methods.
 */
import { runInContext, createContext } from 'node:vm'
import type { Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet'
import { createTestWalletInfo } from './testWalletInfo'
import { installTestWalletProvider } from './testWalletProvider'
import type { InstallTestWalletProviderOptions, TestWalletProvider } from './testWalletProvider'
import type { TestWalletRequest, TestWalletResponse } from './testWalletTypes'

const privateKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const makeWallet = () => createTestWallet({ privateKey, chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }] })

/** Evaluates the serialized installer in a fresh realm whose only globals are the ones given. */
function installInVm(options: InstallTestWalletProviderOptions, bridge?: (payload: TestWalletRequest) => Promise<TestWalletResponse>) {
  const window = new EventTarget() as EventTarget & Record<string, unknown>
  if (bridge) window['__foyerTestWallet'] = bridge
  const announced: Array<{ info: unknown; provider: TestWalletProvider }> = []
  window.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent).detail))
  const context = createContext({ window, CustomEvent, setTimeout })
  const source = `(${installTestWalletProvider.toString()})(${JSON.stringify(options)})`
  const provider = runInContext(source, context) as TestWalletProvider
  return { window, announced, provider, VmError: runInContext('Error', context) as ErrorConstructor }
}

describe('serialized installer', () => {
  test('survives toString: no helpers, no module scope', () => {
    const source = installTestWalletProvider.toString()
    expect(source).not.toContain('__name')
    expect(source).not.toMatch(/\bimport\b|\brequire\(/)
    const { provider } = installInVm({ info: createTestWalletInfo() })
    expect(provider.isFoyerTestWallet).toBe(true)
  })

  test('announces through EIP-6963 with a frozen detail, and again on request', () => {
    const info = createTestWalletInfo({ name: 'Vm Wallet' })
    const { window, announced, provider } = installInVm({ info })
    expect(announced).toHaveLength(1)
    expect(announced[0]?.info).toEqual(info)
    expect(announced[0]?.provider).toBe(provider)
    expect(Object.isFrozen(announced[0])).toBe(true)
    expect(Object.isFrozen(announced[0]?.info)).toBe(true)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(window['ethereum']).toBeUndefined()
  })

  test('forwards to the named bridge, emits events before resolving, throws coded Errors', async () => {
    const wallet = makeWallet()
    const { window, provider, VmError } = installInVm({ info: createTestWalletInfo(), windowEthereum: true }, (payload) => wallet.request(payload))
    expect(window['ethereum']).toBe(provider)
    const seen: unknown[] = []
    provider.on('accountsChanged', (accounts) => seen.push(accounts))
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
    expect(seen).toEqual([[wallet.address]])

    wallet.setRejectRequests(true)
    const error = await provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VmError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    const invalid = await provider.request({ method: '' } as never).catch((e: unknown) => e)
    expect(invalid).toMatchObject({ code: -32600 })
  })

  test('the emit hook delivers pushed events; removeListener stops them', () => {
    const { window, provider } = installInVm({ info: createTestWalletInfo(), bridge: '__wallet2' })
    const seen: unknown[] = []
    const listener = (chainId: unknown) => seen.push(chainId)
    provider.on('chainChanged', listener)
    const emit = window['__wallet2Emit'] as (events: unknown) => void
    emit([{ event: 'chainChanged', data: '0x7a6a' }])
    provider.removeListener('chainChanged', listener)
    emit([{ event: 'chainChanged', data: '0x7a69' }])
    expect(seen).toEqual(['0x7a6a'])
  })

  test('a missing bridge rejects with 4900 instead of hanging', async () => {
    const { provider } = installInVm({ info: createTestWalletInfo(), bridge: '__absent' })
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
  })
})
