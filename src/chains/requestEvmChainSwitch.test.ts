import { ProviderRpcError, UserRejectedRequestError, defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNotSupportedError, SwitchNetworkFailedError, SwitchNetworkRejectedError } from '../errors/networkErrors'
import { isUnrecognizedChainError, requestEvmChainSwitch, toSwitchNetworkError, type Eip1193Request } from './requestEvmChainSwitch'

const chain = defineChain({
  id: 31338,
  name: 'Foyer Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

const coded = (code: number, message = 'wallet error') => Object.assign(new Error(message), { code })

/** A fake wallet: answers each method from a table and records the calls. */
function wallet(answers: Record<string, () => unknown>) {
  const calls: { method: string; params?: unknown }[] = []
  const request: Eip1193Request = async (args) => {
    calls.push(args)
    const answer = answers[args.method]
    if (!answer) throw coded(4200, `unsupported ${args.method}`)
    return answer()
  }
  return { calls, request }
}

describe('requestEvmChainSwitch', () => {
  it('switches without adding when the wallet knows the chain', async () => {
    const w = wallet({ wallet_switchEthereumChain: () => null })
    await expect(requestEvmChainSwitch({ request: w.request, chain })).resolves.toBe('switched')
    expect(w.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }])
  })

  it.each([
    ['4902', coded(4902)],
    ['5000', coded(5000)],
    ['-32603', coded(-32603)],
    ['32603', coded(32603)],
    ['MetaMask Mobile data.originalError 4902', Object.assign(coded(-32603), { data: { originalError: { code: 4902 } } })],
  ])('adds the chain with its EIP-3085 fields when the wallet answers %s', async (_name, error) => {
    const w = wallet({
      wallet_switchEthereumChain: () => {
        throw error
      },
      wallet_addEthereumChain: () => null,
    })
    await expect(requestEvmChainSwitch({ request: w.request, chain })).resolves.toBe('added')
    expect(w.calls[1]).toEqual({
      method: 'wallet_addEthereumChain',
      params: [
        { chainId: '0x7a6a', chainName: 'Foyer Local 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8546'] },
      ],
    })
  })

  it.each([
    ['the user refuses the add prompt', coded(4001)],
    ['the wallet refuses the parameters', coded(-32602)],
  ])('a failed add is "Chain is not supported" when %s', async (_name, addError) => {
    const w = wallet({
      wallet_switchEthereumChain: () => {
        throw coded(4902)
      },
      wallet_addEthereumChain: () => {
        throw addError
      },
    })
    const error = await requestEvmChainSwitch({ request: w.request, chain }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect((error as ChainNotSupportedError).cause).toBe(addError)
  })

  it('a refused switch is a rejection, and nothing is added', async () => {
    const w = wallet({
      wallet_switchEthereumChain: () => {
        throw coded(4001)
      },
    })
    await expect(requestEvmChainSwitch({ request: w.request, chain })).rejects.toBeInstanceOf(SwitchNetworkRejectedError)
    expect(w.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
  })

  it('any other switch failure is the default error', async () => {
    const w = wallet({
      wallet_switchEthereumChain: () => {
        throw coded(-32000, 'boom')
      },
    })
    const error = await requestEvmChainSwitch({ request: w.request, chain }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchNetworkFailedError)
    expect((error as SwitchNetworkFailedError).shortMessage).toBe('An error occurred')
  })
})

describe('toSwitchNetworkError and isUnrecognizedChainError', () => {
  it('maps wagmi and viem errors', () => {
    expect(toSwitchNetworkError(new UserRejectedRequestError(new Error('no')))).toBeInstanceOf(SwitchNetworkRejectedError)
    expect(toSwitchNetworkError(new Error('x'))).toBeInstanceOf(SwitchNetworkFailedError)
    const own = new ChainNotSupportedError()
    expect(toSwitchNetworkError(own)).toBe(own)
  })

  it('finds the unrecognized-chain code in a cause chain', () => {
    expect(isUnrecognizedChainError(new ProviderRpcError(new Error('x'), { code: 4902, shortMessage: 'x' }))).toBe(true)
    expect(isUnrecognizedChainError(new Error('outer', { cause: coded(4902) }))).toBe(true)
    expect(isUnrecognizedChainError(coded(4001))).toBe(false)
    expect(isUnrecognizedChainError(undefined)).toBe(false)
  })
})
