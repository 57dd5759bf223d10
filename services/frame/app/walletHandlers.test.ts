import { createPublicClient, formatEther, formatGwei, http, parseEther, parseGwei, toHex } from 'viem'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { rowValue, useFrameHarness } from '../../../test/services/frameTestHarness'

/*
 * What the frame signs for a transaction: prepared through its own RPC (a real anvil), shown whole,
 * capped, signed as shown. Every host request carries a decoy rpcUrl that must never be called.
 */
const setup = useFrameHarness()

const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const client = () => createPublicClient({ transport: http(setup.anvil.rpcUrl) })
async function fund(address: Hex) {
  await client().request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('10'))] as never })
}

describe('transactions in the frame', () => {
  it('shows the maximum fee and nonce it filled from its own RPC, and signs exactly that', async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('fee-shown@example.com')
    await fund(user.address)
    const { result } = await handlers.rpcRequest(
      setup.harness.rpc('eth_sendTransaction', [{ from: user.address, to, value: toHex(parseEther('1')) }]),
      setup.harness.context(),
    )
    const sent = await client().getTransaction({ hash: result as Hex })
    expect(sent.type).toBe('eip1559')
    const summary = shown.at(-1)
    expect(rowValue(summary, 'Value')).toBe('1 ETH')
    expect(rowValue(summary, 'Nonce')).toBe(String(sent.nonce))
    expect(rowValue(summary, 'Gas limit')).toBe(sent.gas.toString())
    expect(rowValue(summary, 'Max fee per gas')).toBe(`${formatGwei(sent.maxFeePerGas ?? 0n)} gwei`)
    expect(rowValue(summary, 'Maximum network fee')).toBe(`${formatEther(sent.gas * (sent.maxFeePerGas ?? 0n))} ETH`)
    expect(sent.gas).toBe(21_000n)
    expect(setup.decoy.hits()).toBe(0)
  })

  it("refuses a host's gas=0x1000000 at gasPrice=1000 ETH before any approval, naming the fee", async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('fee-cap@example.com')
    const request = { from: user.address, to, gas: '0x1000000', gasPrice: toHex(parseEther('1000')) }
    await expect(handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', [request]), setup.harness.context())).rejects.toMatchObject({
      code: 5000,
      shortMessage: expect.stringContaining("could reach 16777216000 ETH, above this wallet's limit of 0.05 ETH"),
    })
    expect(shown).toHaveLength(0)
    expect(await client().getTransactionCount({ address: user.address })).toBe(0)
    expect(setup.decoy.hits()).toBe(0)
  })

  it("keeps a host's fee under the cap, shows it, and signs it as a legacy transaction", async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('fee-host@example.com')
    await fund(user.address)
    const request = { from: user.address, to, gas: toHex(30_000), gasPrice: toHex(parseGwei('3')) }
    const { result } = await handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', [request]), setup.harness.context())
    const sent = await client().getTransaction({ hash: result as Hex })
    expect({ type: sent.type, gas: sent.gas, gasPrice: sent.gasPrice }).toEqual({ type: 'legacy', gas: 30_000n, gasPrice: parseGwei('3') })
    expect(rowValue(shown.at(-1), 'Maximum network fee')).toBe('0.00009 ETH')
    expect(rowValue(shown.at(-1), 'Gas price')).toBe('3 gwei')
  })

  it('uses a per-chain cap: the same fee passes a larger cap and fails a smaller one', async () => {
    const request = (from: Hex) => [{ from, to, gas: toHex(21_000), gasPrice: toHex(parseGwei('10')) }]
    // 21000 × 10 gwei = 0.00021 ETH.
    const low = await setup.harness.signedInFrame('cap-low@example.com', [{ ...setup.harness.chain, maxFeeWei: parseEther('0.00021') - 1n }])
    await expect(low.handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', request(low.user.address)), setup.harness.context())).rejects.toThrow(
      "could reach 0.00021 ETH, above this wallet's limit of 0.000209999999999999 ETH",
    )
    const exact = await setup.harness.signedInFrame('cap-exact@example.com', [
      { ...setup.harness.chain, maxFeeWei: parseEther('0.00021'), nativeSymbol: 'TEST' },
    ])
    await fund(exact.user.address)
    await exact.handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', request(exact.user.address)), setup.harness.context())
    expect(rowValue(exact.shown.at(-1), 'Maximum network fee')).toBe('0.00021 TEST')
  })

  it('refuses a transaction on a chain the frame has no RPC for, whatever rpcUrl the host sends', async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('no-chain@example.com')
    const send = (rpcUrl: string) =>
      handlers.rpcRequest({ ...setup.harness.rpc('eth_sendTransaction', [{ from: user.address, to }], 31338), rpcUrl }, setup.harness.context())
    await expect(send(setup.decoy.url)).rejects.toMatchObject({ code: 4902, shortMessage: 'Chain is not supported' })
    await expect(send(setup.anvil.rpcUrl)).rejects.toMatchObject({ code: 4902 })
    await expect(handlers.rpcRequest(setup.harness.rpc('eth_getBalance', [user.address, 'latest'], 31338), setup.harness.context())).rejects.toMatchObject({
      code: 4902,
    })
    // Messages need no RPC: they are signed on any chain.
    await handlers.rpcRequest(setup.harness.rpc('personal_sign', ['0x68', user.address], 31338), setup.harness.context())
    expect(shown).toHaveLength(1)
    expect(setup.decoy.hits()).toBe(0)
  })

  it('answers reads from its own RPC, not the host one', async () => {
    const { handlers, user } = await setup.harness.signedInFrame('reads@example.com')
    await fund(user.address)
    expect(await handlers.rpcRequest(setup.harness.rpc('eth_getBalance', [user.address, 'latest']), setup.harness.context())).toEqual({
      result: toHex(parseEther('10')),
    })
    expect(setup.decoy.hits()).toBe(0)
  })

  it('refuses an estimation that fails before showing anything', async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('revert@example.com')
    await fund(user.address)
    // 0xfe is INVALID: a contract creation that always fails.
    await expect(
      handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', [{ from: user.address, data: '0xfe' }]), setup.harness.context()),
    ).rejects.toMatchObject({
      code: 5000,
    })
    expect(shown).toHaveLength(0)
  })

  it('gives two queued transactions consecutive nonces, each shown before it is signed', async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('queue@example.com')
    await fund(user.address)
    const send = () => handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', [{ from: user.address, to, value: '0x1' }]), setup.harness.context())
    const results = await Promise.all([send(), send()])
    const nonces = await Promise.all(results.map(async ({ result }) => (await client().getTransaction({ hash: result as Hex })).nonce))
    expect(nonces).toEqual([0, 1])
    expect(shown.map((summary) => rowValue(summary, 'Nonce'))).toEqual(['0', '1'])
  })

  it('settles with 5001 when the host aborts before the transaction is prepared', async () => {
    const { handlers, user, shown } = await setup.harness.signedInFrame('abort@example.com')
    const controller = new AbortController()
    const pending = handlers.rpcRequest(setup.harness.rpc('eth_sendTransaction', [{ from: user.address, to }]), setup.harness.context(controller.signal))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 5001 })
    expect(shown).toHaveLength(0)
  })
})
