/*
 * Bitcoin over WalletConnect in the modal, fully offline: the demo with `?bitcoin=<url>` (Bitcoin
 * regtest) against the Esplora fixture this spec starts (a stand-in for an Esplora HTTP API, not a
 * node: it serves the outputs the test funds). The demo pairs through the stack's local relay,
 * proposing the bip122 namespace beside the eip155 one; a wallet-side sign client in this process
 * (the driver's `bitcoin` option) holds a Bitcoin test key and approves with bip122 only. Covers: the
 * proposal (regtest and the Bitcoin RPC methods), the payment and ordinal accounts, network and exact
 * balance in Account, axe on it, the demo's "Sign message" answered over the session with a BIP-322
 * signature bip322-js verifies, and Disconnect ending the session on both sides.
 */
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { startEsploraFixture, type RunningEsploraFixture } from '../bitcoin/esploraFixture'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { bitcoinTestWalletSeed } from '../../testing/bitcoin/setupBitcoinTestWallet'
import { bip122ChainIds } from '../../testing/walletconnect/bitcoinWalletRequests'
import { createWalletDriver, type WalletDriver } from '../../testing/walletconnect/walletDriver'
import { expectNoAxeViolations } from './axe'
import { signDemoMessage } from './bitcoinDemo'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'
import { qrPairingUri } from './walletConnectQr'

// The message demo/NamespaceActions.tsx signs (that module imports the package, which Node does not resolve here).

let esplora: RunningEsploraFixture
let driver: WalletDriver
test.beforeAll(async () => {
  esplora = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
  // The EVM key is never approved here (the wallet answers with bip122 only).
  driver = await createWalletDriver({
    relayUrl: e2eUrls.relay,
    privateKey: ANVIL_ACCOUNTS[4]!.privateKey,
    chains: [{ id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain }],
    storagePrefix: 'foyer-e2e-bitcoin-wc',
    bitcoin: { seed: bitcoinTestWalletSeed('e2e bitcoin walletconnect'), network: 'regtest' },
  })
})
test.afterAll(async () => {
  await driver?.close()
  await esplora?.stop()
})

test('a Bitcoin wallet over WalletConnect: the proposal, payment and ordinal accounts, the exact balance, a verified BIP-322 signature, and Disconnect', async ({
  page,
}) => {
  const { payment, ordinals } = driver.bitcoin!.accounts
  esplora.fund(payment.address, 7_654_321n)
  esplora.fund(payment.address, 45_679n)

  await page.goto(`/?bitcoin=${encodeURIComponent(esplora.url)}&wcTimeout=30000`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  await expect(dialog(page)).toHaveAttribute('data-foyer-view', 'ConnectingWalletConnect')
  const session = await driver.approve(await qrPairingUri(page), { only: ['bip122'] })
  expect(driver.lastProposal?.optionalNamespaces?.bip122).toEqual({
    chains: [bip122ChainIds.regtest],
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
  })
  expect(session.accounts).toEqual([`${bip122ChainIds.regtest}:${payment.address}`])

  // The payment account first (it pays and signs), the ordinal account second, as getAccountAddresses named them.
  const account = dialog(page, 'Account')
  const accounts = account.getByTestId('foyer-namespace-account')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0)).toHaveAttribute('data-account-type', 'payment')
  await expect(accounts.nth(0).getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', payment.address)
  await expect(accounts.nth(0).getByTestId('foyer-namespace-address')).toHaveText(shortenAddress(payment.address))
  await expect(accounts.nth(1)).toHaveAttribute('data-account-type', 'ordinal')
  await expect(accounts.nth(1).getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', ordinals.address)
  await expect(account.getByTestId('foyer-network')).toHaveText('Bitcoin Regtest')
  await expect(account.getByTestId('foyer-balance')).toHaveText(`${formatBalance(7_700_000n, 8)} BTC`)
  await expectNoAxeViolations(page)

  // The demo signs through useNamespaceAccount: a BIP-322 signMessage request the phone wallet answers.
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
  await signDemoMessage(page, payment.address)
  expect(driver.requests.map(({ method, chainId, ok }) => [method, chainId, ok])).toEqual([
    ['getAccountAddresses', bip122ChainIds.regtest, true],
    ['signMessage', bip122ChainIds.regtest, true],
  ])

  // Disconnect in the modal ends the session, on the phone too.
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await expect.poll(() => driver.client.session.getAll().length, { timeout: 15_000 }).toBe(0)
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
})
