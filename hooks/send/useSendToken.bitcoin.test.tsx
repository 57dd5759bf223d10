// @vitest-environment jsdom
/*
 * useSendToken on Bitcoin: an app with bitcoin() from foyer/bitcoin whose modal shows the Bitcoin
 * account. Nothing is mocked on the Bitcoin side: the real bip122 adapter, the Bitcoin test wallet
 * (Wallet Standard, registered in this process, signing with its seeded keys) and the Esplora
 * fixture over real HTTP, which verifies every broadcast transaction's signatures and amounts. The
 * hook lists BTC with the payment account's balance, checks receivers against the active network,
 * estimates the fee (rate × vsize), fills Max, sends, maps a refusal, and leaves EVM alone.
 */
import { hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { bitcoin } from '../../connectors/namespaces/bitcoin/bitcoin'
import { regtestNetwork, startEsploraFixture, type RunningEsploraFixture } from '../../test/bitcoin/esploraFixture'
import { bitcoinRegtest } from '../../src/chains/bitcoinChains'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTransactionError } from '../../src/errors/sendErrors'
import { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../../testing/bitcoin/setupBitcoinTestWallet'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { connectFirst, createTestConfig, createTestFoyerConfig } from '../../test/components/renderWithModal'
import { namespaceRuntime } from '../namespaces/namespaceRuntime'
import { useSendToken } from './useSendToken'

const evmAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// Another regtest wallet's taproot address: a receiver of another script type than the payer's.
const receiverWallet = setupBitcoinTestWallet({ name: 'Receiver BTC', seed: bitcoinTestWalletSeed('hook receiver') })
const receiver = receiverWallet.accounts.ordinals.address

let fixture: RunningEsploraFixture
beforeAll(async () => {
  fixture = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
})
afterAll(() => fixture.stop())
afterEach(cleanup)

let walletCount = 0
async function setup() {
  // A wallet (and seed) per test: the fixture's outputs outlive a test.
  const name = `Hook BTC ${++walletCount}`
  const wallet = setupBitcoinTestWallet({ name, seed: bitcoinTestWalletSeed(name) })
  const payment = wallet.accounts.payment.address
  fixture.fund(payment, 60_000n)
  fixture.fund(payment, 40_000n)
  const network = bitcoinRegtest({ esploraUrl: fixture.url })
  const foyerConfig = createTestFoyerConfig({ bitcoin: bitcoin({ networks: [network] }) })
  const runtime = namespaceRuntime(foyerConfig)
  const adapter = await runtime.load('bip122')
  await adapter.connect({ walletId: name })
  runtime.setActiveChain('bip122')
  // An EVM wallet is connected too: the flow must leave it alone.
  const config = createTestConfig([foundry], [mock({ accounts: [evmAccount] })])
  await connectFirst(config)
  const { result } = renderFoyerHook(() => ({ first: useSendToken(), second: useSendToken() }), { config, foyerConfig })
  await waitFor(() => expect(result.current.first.tokens.map((token) => token.symbol)).toEqual(['BTC']))
  return { result, wallet, runtime, network, payment }
}

const fill = (flow: ReturnType<typeof useSendToken>, amount: string, to = receiver) => {
  flow.setToken(flow.tokens[0])
  flow.setAmount(amount)
  flow.setReceiver(to)
}

describe('useSendToken on Bitcoin', () => {
  it("lists BTC with the payment account's exact balance on the active network", async () => {
    const { result, network } = await setup()
    const flow = result.current.first
    expect(flow.namespace).toBe('bip122')
    expect(flow.network?.caipNetworkId).toBe(network.caipNetworkId)
    expect(flow.tokens).toEqual([
      {
        id: `${network.caipNetworkId}:native`,
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: network.caipNetworkId,
        decimals: 8,
        balance: 100_000n,
        balanceText: '0.001',
        price: 0,
        iconUrl: '',
      },
    ])
  })

  it("checks receivers against regtest, estimates the fee at the fixture's rate, and Max sweeps the balance less its fee", async () => {
    const { result } = await setup()
    // An EVM address, then a mainnet one: neither is a regtest address.
    act(() => fill(result.current.first, '0.0005', evmAccount))
    expect(result.current.first.receiver.status).toBe('invalid')
    expect(result.current.first.error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    act(() => result.current.first.setReceiver('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'))
    expect(result.current.first.receiver.status).toBe('invalid')
    await expect(result.current.first.send()).rejects.toBeInstanceOf(SendAmountAndReceiverRequiredError)
    act(() => result.current.first.setReceiver(` ${receiver} `))
    expect(result.current.first.receiver).toMatchObject({ status: 'resolved', address: receiver })
    expect(result.current.first.error).toBeUndefined()
    expect(result.current.first.value).toBe(50_000n)

    // 10 sat/vB is the fixture's estimate for 3 blocks (the adapter's default target).
    await waitFor(() => expect(result.current.first.feeStatus).toBe('success'))
    const flow = result.current.first
    if (flow.namespace !== 'bip122' || !flow.fee) throw new Error('Expected the Bitcoin fee')
    const fee = flow.fee
    expect(fee.feeRate).toBe(10)
    expect(fee.value).toBe(BigInt(fee.vsize) * 10n)
    // One P2WPKH input, a P2TR output and P2WPKH change: about 154 vB.
    expect(fee.vsize).toBeGreaterThan(140)
    expect(fee.vsize).toBeLessThan(170)

    // Max spends both UTXOs into one output: the balance less that transaction's fee.
    await waitFor(() => expect(result.current.first.canSetMax).toBe(true))
    act(() => result.current.first.setMax())
    const max = result.current.first.value!
    expect(max).toBeLessThan(100_000n)
    expect(max).toBeGreaterThan(100_000n - 3_000n)
    await waitFor(() => expect(result.current.first.feeStatus).toBe('success'))
    expect(result.current.first.error).toBeUndefined()
    expect(max + result.current.first.fee!.value).toBe(100_000n)

    // A sat more cannot pay its fee: the balance error, as for any native currency.
    act(() => result.current.first.setAmount((Number(max + 1n) / 1e8).toFixed(8)))
    await waitFor(() => expect(result.current.first.error).toBeInstanceOf(SendAmountExceedsBalanceError))
    act(() => result.current.first.setAmount('0.002'))
    expect(result.current.first.error).toBeInstanceOf(SendAmountExceedsBalanceError)
  })

  it('sends through the wallet: the fixture accepts it, the receiver gets the exact amount, the balance follows', async () => {
    const { result, payment } = await setup()
    act(() => fill(result.current.first, '0.00035'))
    await waitFor(() => expect(result.current.first.feeStatus).toBe('success'))
    const fee = result.current.first.fee!.value
    let sent: Awaited<ReturnType<ReturnType<typeof useSendToken>['send']>> | undefined
    await act(async () => {
      sent = await result.current.first.send()
    })
    const tx = Transaction.fromRaw(hex.decode(fixture.broadcasts.at(-1)!), { allowUnknownOutputs: true })
    expect(sent).toMatchObject({ hash: tx.id, value: 35_000n, to: receiver, explorerUrl: undefined })
    const outputs = [...Array(tx.outputsLength).keys()].map((index) => tx.getOutput(index))
    const paid = outputs.map((output) => ({ address: Address(regtestNetwork).encode(OutScript.decode(output.script!)), amount: output.amount }))
    expect(paid).toContainEqual({ address: receiver, amount: 35_000n })
    // The 60 000 sat coin pays alone; its change comes back to the payment address.
    expect(paid).toContainEqual({ address: payment, amount: 60_000n - 35_000n - fee })
    expect(tx.inputsLength).toBe(1)
    expect(result.current.second.status).toBe('success')
    expect(result.current.second.result?.hash).toBe(tx.id)
    expect(result.current.second.amount).toBe('')
    // The send refreshes the balance: what is left is the change, the fee having gone to the miner.
    await waitFor(() => expect(result.current.first.tokens[0]?.balance).toBe(100_000n - 35_000n - fee))
    const esplora = await (await fetch(`${fixture.url}/address/${payment}`)).json()
    expect(esplora.mempool_stats.spent_txo_sum - esplora.mempool_stats.funded_txo_sum).toBe(35_000 + Number(fee))
  })

  it('a refusal in the wallet is a rejected SendTransactionError; nothing is broadcast and the form is kept', async () => {
    const { result, wallet } = await setup()
    wallet.setRejectRequests(['signTransaction'])
    act(() => fill(result.current.first, '0.0002'))
    const broadcasts = fixture.broadcasts.length
    let failure: unknown
    await act(async () => {
      failure = await result.current.first.send().catch((error: unknown) => error)
    })
    expect(failure).toBeInstanceOf(SendTransactionError)
    expect((failure as SendTransactionError).rejected).toBe(true)
    expect(fixture.broadcasts.length).toBe(broadcasts)
    expect(result.current.second.status).toBe('error')
    expect(result.current.second.sendError).toBe(failure)
    expect(result.current.second.amount).toBe('0.0002')
    // The same form goes through once the wallet signs.
    wallet.setRejectRequests(false)
    await act(async () => {
      await result.current.first.send()
    })
    expect(result.current.second.status).toBe('success')
  })

  it('goes back to EVM when the modal does, with an empty form', async () => {
    const { result, runtime } = await setup()
    act(() => fill(result.current.first, '0.0001'))
    act(() => runtime.setActiveChain(undefined))
    await waitFor(() => expect(result.current.first.namespace).toBe('eip155'))
    expect(result.current.first.amount).toBe('')
    expect(result.current.first.receiverInput).toBe('')
    act(() => runtime.setActiveChain('bip122'))
    await waitFor(() => expect(result.current.first.namespace).toBe('bip122'))
    expect(result.current.second.amount).toBe('')
  })
})
