// @vitest-environment jsdom
/*
 * The modal's Send on Bitcoin, end to end inside jsdom: the real bip122 adapter, the Bitcoin test
 * wallet (Wallet Standard in this process, signing with its seeded keys) and the Esplora fixture
 * over real HTTP, which verifies the broadcast transaction. Covers 'Invalid address' for a receiver
 * of another network, the preview's amount, network, fee and fee rate, a refused signature (the
 * reason shown, the preview still usable) and the send the fixture accepts, with its result.
 */
import { hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { cleanup, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bitcoin } from '../../../connectors/namespaces/bitcoin/bitcoin'
import { namespaceRuntime } from '../../../hooks/namespaces/namespaceRuntime'
import { useConnectModal } from '../../../hooks/useConnectModal'
import { regtestNetwork, startEsploraFixture, type RunningEsploraFixture } from '../../../test/bitcoin/esploraFixture'
import { bitcoinRegtest } from '../../../src/chains/bitcoinChains'
import { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../../../testing/bitcoin/setupBitcoinTestWallet'
import { openConnectedModal } from '../../../test/components/openConnectedModal'
import { previewAfterInvalidAddress } from '../../../test/components/previewSend'
import { createTestFoyerConfig, preloadModal } from '../../../test/components/renderWithModal'

let fixture: RunningEsploraFixture
beforeAll(async () => {
  fixture = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
  await preloadModal()
})
afterAll(() => fixture.stop())
afterEach(cleanup)

function OpenSend() {
  const { open } = useConnectModal()
  return (
    <button type="button" onClick={() => open({ view: 'WalletSend' })}>
      Open send
    </button>
  )
}

async function setup(label: string) {
  const wallet = setupBitcoinTestWallet({ name: label, seed: bitcoinTestWalletSeed(label) })
  fixture.fund(wallet.accounts.payment.address, 250_000n)
  const foyerConfig = createTestFoyerConfig({ bitcoin: bitcoin({ networks: [bitcoinRegtest({ esploraUrl: fixture.url })] }) })
  const runtime = namespaceRuntime(foyerConfig)
  await (await runtime.load('bip122')).connect({ walletId: label })
  runtime.setActiveChain('bip122')
  const { user, view: dialog } = await openConnectedModal({ dialog: 'Send', button: 'Open send', provider: { config: foyerConfig }, children: <OpenSend /> })
  // Balances show floored to 3 decimals: 0.0025 BTC reads 0.002.
  await within(dialog).findByRole('radio', { name: 'BTC 0.002' })
  return { user, dialog, wallet }
}

describe('WalletSend on Bitcoin', () => {
  it("a mainnet address is 'Invalid address'; the preview shows amount, regtest, fee and rate; a refusal keeps it usable; Send broadcasts", async () => {
    const { user, dialog, wallet } = await setup('View BTC')
    expect(dialog.querySelector('form')?.getAttribute('data-namespace')).toBe('bip122')
    const receiver = setupBitcoinTestWallet({ name: 'View receiver', seed: bitcoinTestWalletSeed('view receiver') }).accounts.payment.address
    // A mainnet address on regtest is refused.
    const preview = await previewAfterInvalidAddress(user, dialog, {
      token: /^BTC\b/,
      amount: '0.001',
      wrongReceiver: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      receiver,
    })
    expect(within(preview).getByTestId('foyer-send-preview-amount').textContent).toBe('0.001 BTC')
    expect(within(preview).getByTestId('foyer-send-preview-network').textContent).toBe('Bitcoin Regtest')
    // One P2WPKH input, two P2WPKH outputs: 141 vB at the fixture's 10 sat/vB for 3 blocks.
    await waitFor(() => expect(within(preview).getByTestId('foyer-send-preview-fee-rate').textContent).toBe('10 sat/vB'))
    expect(within(preview).getByTestId('foyer-send-preview-fee').textContent).toMatch(/^0\.0000141 BTC/)

    // Refused in the wallet: the reason, nothing broadcast, and the Send button works again.
    wallet.setRejectRequests(['signTransaction'])
    const broadcasts = fixture.broadcasts.length
    await user.click(within(preview).getByRole('button', { name: 'Send' }))
    expect((await within(preview).findByTestId('foyer-send-failure')).textContent).toBe('Transaction declined in the wallet')
    expect(fixture.broadcasts.length).toBe(broadcasts)
    const send = within(preview).getByRole('button', { name: 'Send' })
    await waitFor(() => expect(document.activeElement).toBe(send))

    wallet.setRejectRequests(false)
    await user.click(send)
    expect(await within(preview).findByRole('heading', { name: 'Transaction sent' })).toBeTruthy()
    const tx = Transaction.fromRaw(hex.decode(fixture.broadcasts.at(-1)!), { allowUnknownOutputs: true })
    expect(within(preview).getByTestId('foyer-send-hash').getAttribute('title')).toBe(tx.id)
    const outputs = [...Array(tx.outputsLength).keys()].map((index) => tx.getOutput(index))
    expect(outputs.map((output) => ({ address: Address(regtestNetwork).encode(OutScript.decode(output.script!)), amount: output.amount }))).toContainEqual({
      address: receiver,
      amount: 100_000n,
    })
    // The fee the preview showed is the fee paid: 250 000 in, 100 000 out and 148 590 change.
    expect(outputs.reduce((sum, output) => sum + (output.amount ?? 0n), 0n)).toBe(250_000n - 1_410n)
  })
})
