import { createPublicClient, http, parseEther, parseGwei, toHex } from 'viem'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import type { FrameChain } from './frameConfig'
import { assertFeeWithinCap, maxTransactionFee, prepareTransaction } from './prepareTransaction'
import type { PreparedTransaction } from './prepareTransaction'

/* Estimation through the frame's own RPC: a real anvil (London rules, base fee 1 gwei at start). */
let anvil: RunningAnvil
let chain: FrameChain
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  chain = { id: 31337, rpcUrl: anvil.rpcUrl, maxFeeWei: parseEther('0.05'), nativeSymbol: 'ETH' }
})
afterAll(() => anvil?.stop())

// anvil's first default account: funded, so it can send.
const from: Hex = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to: Hex = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('prepareTransaction', () => {
  it('fills gas, the pending nonce and EIP-1559 fees from the chain', async () => {
    // A transaction waiting in the pool: the next nonce counts it.
    await client().request({ method: 'evm_setAutomine' as never, params: [false] as never })
    try {
      await client().request({ method: 'eth_sendTransaction' as never, params: [{ from, to, value: '0x1' }] as never })
      const prepared = await prepareTransaction({ to, value: 5n }, { chain, from })
      const block = await client().getBlock()
      expect(prepared).toMatchObject({ chainId: 31337, to, value: 5n, data: undefined, gas: 21_000n, type: 'eip1559' })
      expect(prepared.nonce).toBe((await client().getTransactionCount({ address: from })) + 1)
      if (prepared.type !== 'eip1559') throw new Error('expected EIP-1559 fees')
      // The node's suggested tip, and room above the current base fee for it.
      expect(prepared.maxPriorityFeePerGas).toBe(BigInt(await client().request({ method: 'eth_maxPriorityFeePerGas' })))
      expect(prepared.maxFeePerGas).toBeGreaterThan((block.baseFeePerGas ?? 0n) + prepared.maxPriorityFeePerGas)
      expect(maxTransactionFee(prepared)).toBe(21_000n * prepared.maxFeePerGas)
    } finally {
      await client().request({ method: 'evm_setAutomine' as never, params: [true] as never })
    }
  })

  it('keeps every value the host set', async () => {
    const host = { to, value: 1n, data: '0x' as Hex, gas: 50_000n, nonce: 41, gasPrice: parseGwei('7') }
    expect(await prepareTransaction(host, { chain, from })).toEqual({ chainId: 31337, ...host, type: 'legacy' })
    const eip1559 = { to, gas: 30_000n, nonce: 3, maxFeePerGas: parseGwei('9'), maxPriorityFeePerGas: parseGwei('2') }
    expect(await prepareTransaction(eip1559, { chain, from })).toEqual({ chainId: 31337, value: 0n, data: undefined, ...eip1559, type: 'eip1559' })
  })

  it('completes half-given EIP-1559 fees so the priority fee never exceeds the maximum', async () => {
    const low = await prepareTransaction({ to, maxFeePerGas: 1n }, { chain, from })
    expect(low).toMatchObject({ type: 'eip1559', maxFeePerGas: 1n, maxPriorityFeePerGas: 1n })
    const tip = parseGwei('500')
    const high = await prepareTransaction({ to, maxPriorityFeePerGas: tip }, { chain, from })
    expect(high).toMatchObject({ type: 'eip1559', maxPriorityFeePerGas: tip, maxFeePerGas: tip })
  })

  it('fails like the chain when the estimation fails', async () => {
    // 0xfe is the INVALID opcode: creating this contract always fails.
    await expect(prepareTransaction({ data: '0xfe' }, { chain, from })).rejects.toMatchObject({ name: 'EstimateGasExecutionError' })
    const dead = { ...chain, rpcUrl: 'http://127.0.0.1:9' }
    await expect(prepareTransaction({ to }, { chain: dead, from })).rejects.toMatchObject({ shortMessage: 'HTTP request failed.' })
  })
})

describe('assertFeeWithinCap', () => {
  const legacy = (gas: bigint, gasPrice: bigint): PreparedTransaction => ({
    chainId: 31337,
    to,
    value: 0n,
    data: undefined,
    gas,
    nonce: 0,
    type: 'legacy',
    gasPrice,
  })

  it('lets a fee equal to the cap through and refuses one wei more, naming both amounts', () => {
    const capped = { ...chain, maxFeeWei: 21_000n * parseGwei('2') }
    expect(() => assertFeeWithinCap(legacy(21_000n, parseGwei('2')), capped)).not.toThrow()
    expect(() => assertFeeWithinCap(legacy(21_000n, parseGwei('2') + 1n), capped)).toThrow(
      "The network fee of this transaction could reach 0.000042000000021 ETH, above this wallet's limit of 0.000042 ETH.",
    )
  })

  it('refuses the gas=0x1000000 at gasPrice=1000 ETH request with code 5000', () => {
    expect(() => assertFeeWithinCap(legacy(0x1000000n, parseEther('1000')), chain)).toThrow(
      expect.objectContaining({ code: 5000, shortMessage: expect.stringContaining('16777216000 ETH') }),
    )
  })

  it('caps EIP-1559 transactions by their maximum fee per gas', () => {
    const prepared: PreparedTransaction = { ...legacy(100_000n, 0n), type: 'eip1559', maxFeePerGas: parseGwei('600'), maxPriorityFeePerGas: 1n }
    expect(maxTransactionFee(prepared)).toBe(parseEther('0.06'))
    expect(() => assertFeeWithinCap(prepared, chain)).toThrow(expect.objectContaining({ code: 5000 }))
    expect(toHex(maxTransactionFee({ ...prepared, maxFeePerGas: parseGwei('500') }))).toBe(toHex(parseEther('0.05')))
    expect(() => assertFeeWithinCap({ ...prepared, maxFeePerGas: parseGwei('500') }, chain)).not.toThrow()
  })
})

describe('prepareTransaction on a chain without EIP-1559 (no base fee)', () => {
  let legacyAnvil: RunningAnvil
  let legacyChain: FrameChain
  beforeAll(async () => {
    legacyAnvil = await startAnvil({ chainId: 31338, hardfork: 'Berlin' })
    legacyChain = { id: 31338, rpcUrl: legacyAnvil.rpcUrl, maxFeeWei: parseEther('0.05'), nativeSymbol: 'ETH' }
  })
  afterAll(() => legacyAnvil?.stop())

  it('fills a legacy gas price from the chain', async () => {
    const prepared = await prepareTransaction({ to, value: 1n }, { chain: legacyChain, from })
    const gasPrice = BigInt(await createPublicClient({ transport: http(legacyAnvil.rpcUrl) }).request({ method: 'eth_gasPrice' }))
    // The node's price with viem's margin of a fifth on top.
    expect(prepared).toEqual({ chainId: 31338, to, value: 1n, data: undefined, gas: 21_000n, nonce: 0, type: 'legacy', gasPrice: (gasPrice * 12n) / 10n })
  })

  it('refuses EIP-1559 fees the chain cannot take, even one of the two', async () => {
    const refusal = expect.objectContaining({ code: 5000, shortMessage: expect.stringContaining('EIP-1559') })
    await expect(prepareTransaction({ to, maxFeePerGas: parseGwei('2') }, { chain: legacyChain, from })).rejects.toThrow(refusal)
    await expect(prepareTransaction({ to, maxPriorityFeePerGas: parseGwei('1') }, { chain: legacyChain, from })).rejects.toThrow(refusal)
  })
})

describe('prepareTransaction: the frame’s requests', () => {
  it('never sends the frame’s cookies to the RPC', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      await prepareTransaction({ to, value: 1n }, { chain, from })
      const inits = fetchSpy.mock.calls.map(([, init]) => init?.credentials)
      expect(inits.length).toBeGreaterThan(0)
      expect(new Set(inits)).toEqual(new Set(['omit']))
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('asks the node nothing when the host fixed gas, nonce and both EIP-1559 fees', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      const fixed = { to, gas: 21_000n, nonce: 7, maxFeePerGas: parseGwei('3'), maxPriorityFeePerGas: parseGwei('1') }
      expect(await prepareTransaction(fixed, { chain, from })).toEqual({ chainId: 31337, value: 0n, data: undefined, ...fixed, type: 'eip1559' })
      expect(fetchSpy).not.toHaveBeenCalled()
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(prepareTransaction({ to }, { chain, from, signal: controller.signal })).rejects.toThrow()
    // The same request without the signal goes through.
    await expect(prepareTransaction({ to }, { chain, from })).resolves.toMatchObject({ gas: 21_000n })
  })

  it('keeps a host priority fee under the cap it gave, and a host maximum above the estimate', async () => {
    const estimatedTip = BigInt(await client().request({ method: 'eth_maxPriorityFeePerGas' }))
    const capped = await prepareTransaction({ to, maxFeePerGas: estimatedTip + 1n }, { chain, from })
    expect(capped).toMatchObject({ type: 'eip1559', maxFeePerGas: estimatedTip + 1n, maxPriorityFeePerGas: estimatedTip })
    const roomy = parseGwei('300')
    expect(await prepareTransaction({ to, maxFeePerGas: roomy }, { chain, from })).toMatchObject({ maxFeePerGas: roomy, maxPriorityFeePerGas: estimatedTip })
    const tip = await prepareTransaction({ to, maxPriorityFeePerGas: 3n }, { chain, from })
    if (tip.type !== 'eip1559') throw new Error('expected EIP-1559 fees')
    expect(tip.maxPriorityFeePerGas).toBe(3n)
    expect(tip.maxFeePerGas).toBeGreaterThan(parseGwei('1'))
  })
})
