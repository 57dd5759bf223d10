import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods'

// Pinned in a snapshot file on purpose: a method that moves from one list to the other (or joins the
// safe list) changes whether the user is asked before the frame acts, so it must be a visible,
// reviewed edit of the snapshot (`vitest -u`), never a silent one.
describe('RPC method lists (pinned)', () => {
  it('answers exactly these methods without asking the user', () => {
    expect([...SAFE_RPC_METHODS].sort()).toMatchSnapshot()
    for (const method of SAFE_RPC_METHODS) expect(classifyRpcMethod(method), method).toBe('safe')
  })

  it('asks the user before exactly these methods', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toMatchSnapshot()
    for (const method of UNSAFE_RPC_METHODS) expect(classifyRpcMethod(method), method).toBe('unsafe')
  })

  it.each([
    'anvil_impersonateAccount',
    'anvil_setBalance',
    'hardhat_impersonateAccount',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_requestAccounts',
    'debug_traceTransaction',
  ])('refuses %s outright', (method) => {
    expect(classifyRpcMethod(method)).toBe('forbidden')
  })
})
