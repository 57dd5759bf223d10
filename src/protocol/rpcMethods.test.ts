import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods'

describe('classifyRpcMethod', () => {
  it('classifies the safe and unsafe method lists', () => {
    for (const method of SAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('safe')
    for (const method of UNSAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('unsafe')
    expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('safe')
    expect(classifyRpcMethod('personal_sign')).toBe('unsafe')
    expect(classifyRpcMethod('eth_signTypedData_v4')).toBe('unsafe')
    expect(classifyRpcMethod('eth_sendTransaction')).toBe('unsafe')
  })

  it.each(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'anvil_setBalance', 'debug_traceCall', 'PERSONAL_SIGN', '__proto__', ''])(
    'forbids %s',
    (method) => expect(classifyRpcMethod(method)).toBe('forbidden'),
  )

  it('forbids every method on neither list', () => {
    const known = new Set<string>([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])
    fc.assert(
      fc.property(fc.string(), (method) => {
        fc.pre(!known.has(method))
        expect(classifyRpcMethod(method)).toBe('forbidden')
      }),
    )
  })

  it('has no method on both lists', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    expect(UNSAFE_RPC_METHODS.filter((method) => safe.has(method))).toEqual([])
  })
})
