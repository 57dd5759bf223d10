/*
 * Solana end to end: the demo with `?solana=1` against the stack's Solana runtime (litesvm over
 * JSON-RPC), the Solana test wallet (Wallet Standard) signing in Node with a seeded test key, and the
 * EVM test wallet beside it. Covers: the Solana wallet listed with the EVM one, each with its
 * namespace; a refusal gives 'Connection rejected' and the retry connects; Account shows the exact
 * SOL balance the runtime holds; switching from the EVM network to Solana and back through
 * SwitchNetwork (SwitchActiveChain and Connect when the wallet lacks Solana); a reload restores the
 * connection without a prompt (Solana active again, the demo's "Sign message" gives an Ed25519
 * signature of the account), and after Disconnect a reload stays disconnected.
 */
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_ACCOUNTS } from '../../devstack/solana/solanaTestAccounts'
import { createPublicKey, verify } from 'node:crypto'
import { fromBase58 } from '../../src/chains/base58'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { installSolanaTestWallet } from '../../testing/solana/installSolanaTestWallet'
import { expectNoAxeViolations } from './axe'
import { connectAfterOneRefusal, dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

// Account 6: no other spec moves its balances.
const account = SOLANA_TEST_ACCOUNTS[6]!
const solanaWalletName = 'Foyer Solana Test Wallet'

async function solBalanceText(address: string): Promise<string> {
  const lamports = await new Connection(e2eUrls.solana, 'confirmed').getBalance(new PublicKey(address))
  const whole = BigInt(lamports) / 1_000_000_000n
  const thousandths = (BigInt(lamports) % 1_000_000_000n) / 1_000_000n
  return `${whole}.${thousandths.toString().padStart(3, '0')} SOL`
}

test('a Solana wallet: listed with its namespace, refused then retried, exact SOL balance, and back and forth with EVM', async ({ page, wallet }) => {
  void wallet
  const solanaWallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(account.seed, 'hex')), rpcUrl: e2eUrls.solana })
  const controller = await installSolanaTestWallet(page, solanaWallet)
  await page.goto('/?solana=1')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const solanaRow = connect.getByRole('button', { name: solanaWalletName, exact: true })
  await expect(solanaRow).toBeVisible()
  await expect(solanaRow).toHaveAccessibleDescription('Solana')
  await expect(connect.getByRole('button', { name: testWalletName, exact: true })).toHaveAccessibleDescription(/^EVM( |$)/)

  await connectAfterOneRefusal(solanaRow, connect, controller, 'connect')

  const solanaAccount = dialog(page, 'Account')
  await expect(solanaAccount.getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(solanaAccount.getByTestId('foyer-network')).toHaveText('Solana Localnet')
  await expect(solanaAccount.getByTestId('foyer-balance')).toHaveText(await solBalanceText(account.address))

  // To the EVM network: no EVM wallet yet, so SwitchActiveChain, then Connect for it.
  await solanaAccount.getByRole('button', { name: 'Switch network' }).click()
  const networks = dialog(page, 'Choose Network')
  await expect(networks.getByRole('button', { name: 'Solana Localnet' })).toHaveAttribute('aria-current', 'true')
  await networks.getByRole('button', { name: 'Foyer Local', exact: true }).click()
  await dialog(page, 'Switch Network').getByRole('button', { name: 'Switch to Foyer Local' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const evmAccount = dialog(page, 'Account')
  await expect(evmAccount.getByTestId('foyer-network')).toHaveText('Foyer Local')
  await expect(evmAccount.getByTestId('foyer-address')).not.toHaveText(shortenAddress(account.address))

  // Both connected: back to Solana at once, the same Solana account, no new connection asked.
  await evmAccount.getByRole('button', { name: 'Switch network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Localnet' }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(dialog(page, 'Account').getByTestId('foyer-balance')).toHaveText(await solBalanceText(account.address))
  expect(solanaWallet.connected).toBe(true)
})

test('from the EVM network to Solana (SwitchActiveChain, then Connect for a Solana wallet) and back at once', async ({ page, wallet }) => {
  void wallet
  const solanaWallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(account.seed, 'hex')), rpcUrl: e2eUrls.solana })
  await installSolanaTestWallet(page, solanaWallet)
  // A second Solana wallet that serves mainnet only: the app's local cluster is none of its networks.
  const mainnetOnly = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(SOLANA_TEST_ACCOUNTS[7]!.seed, 'hex')) })
  await installSolanaTestWallet(page, mainnetOnly, { bridge: '__mainnetOnlyWallet', info: { name: 'Mainnet Only Wallet', chains: ['solana:mainnet'] } })
  await page.goto('/?solana=1')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const evmAccount = dialog(page, 'Account')
  await expect(evmAccount.getByTestId('foyer-network')).toHaveText('Foyer Local')
  const evmAddress = await evmAccount.getByTestId('foyer-address').textContent()

  await evmAccount.getByRole('button', { name: 'Switch network' }).click()
  const networks = dialog(page, 'Choose Network')
  await expect(networks.getByRole('button', { name: 'Foyer Local', exact: true })).toHaveAttribute('aria-current', 'true')
  await networks.getByRole('button', { name: 'Solana Localnet' }).click()
  // The EVM wallet has no Solana account: the modal says which network it goes to before Connect.
  const switchActive = dialog(page, 'Switch Network')
  await expect(switchActive.getByTestId('foyer-target-network')).toHaveText('Solana Localnet')
  await switchActive.getByRole('button', { name: 'Switch to Solana Localnet' }).click()
  const connect = dialog(page, 'Connect Wallet')

  // A Solana wallet serving none of the app's clusters is refused with the catalogue's text; the modal stays usable.
  await connect.getByRole('button', { name: 'Mainnet Only Wallet', exact: true }).click()
  await expect(connect.getByRole('alert')).toHaveText('The connector does not support any of the requested chains')
  expect(mainnetOnly.connected).toBe(false)
  await connect.getByRole('button', { name: solanaWalletName, exact: true }).click()
  const solanaAccount = dialog(page, 'Account')
  await expect(solanaAccount.getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(solanaAccount.getByTestId('foyer-network')).toHaveText('Solana Localnet')
  await expect(solanaAccount.getByTestId('foyer-balance')).toHaveText(await solBalanceText(account.address))

  // Both connected: back to EVM at once, the same EVM account, no confirmation and no new connection.
  await solanaAccount.getByRole('button', { name: 'Switch network' }).click()
  await expect(dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Localnet' })).toHaveAttribute('aria-current', 'true')
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Foyer Local', exact: true }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-network')).toHaveText('Foyer Local')
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(evmAddress ?? '')
  expect(solanaWallet.connected).toBe(true)
})

// demo/NamespaceActions.tsx's `demoNamespaceMessage` (the module imports `foyer-kit`, which Node cannot load here).
const demoNamespaceMessage = 'Sign in to the Foyer demo'

/** Whether `signature` (base58) is `address`'s Ed25519 signature of `message`. */
function verifiesFor(address: string, message: string, signature: string): boolean {
  const key = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(fromBase58(address))]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(message), key, Buffer.from(fromBase58(signature)))
}

test('a reload restores the Solana connection without a prompt and signing works; after Disconnect a reload stays disconnected', async ({ page, wallet }) => {
  void wallet
  const connects: unknown[] = []
  const solanaWallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(account.seed, 'hex')), rpcUrl: e2eUrls.solana })
  const request = solanaWallet.request.bind(solanaWallet)
  solanaWallet.request = (payload) => {
    if (payload.method === 'connect') connects.push(payload.params ?? {})
    return request(payload)
  }
  await installSolanaTestWallet(page, solanaWallet)
  await page.goto('/?solana=1')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: solanaWalletName, exact: true }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'solana')

  // The reload asks the wallet with a silent connect only (answered because the site is approved),
  // and Solana is the active family again: the demo shows the account and signs with it.
  connects.length = 0
  await page.reload()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', account.address)
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'solana')
  expect(connects).toEqual([{ silent: true }])
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('demo-namespace-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signed = (await signature.textContent()) as string
  expect(verifiesFor(account.address, demoNamespaceMessage, signed)).toBe(true)
  expect(verifiesFor(account.address, `${demoNamespaceMessage}!`, signed)).toBe(false)
  await page.getByRole('button', { name: /^Account / }).click()
  const restored = dialog(page, 'Account')
  await expect(restored.getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(restored.getByTestId('foyer-network')).toHaveText('Solana Localnet')

  // Disconnected stays disconnected across a reload: nothing is restored, the wallet is not asked.
  await restored.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: solanaWalletName, exact: true })).toBeVisible()
  expect(solanaWallet.connected).toBe(false)
  connects.length = 0
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: solanaWalletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
  expect(connects).toEqual([])
})

test("AllWallets asks the registry for the app's families: Solana wallets only with Solana on, each row with its badges; the Solana wallet connects from there", async ({
  page,
  wallet,
}) => {
  void wallet
  const solanaWallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(account.seed, 'hex')), rpcUrl: e2eUrls.solana })
  await installSolanaTestWallet(page, solanaWallet)
  const chainsAsked: (string | null)[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets') chainsAsked.push(url.searchParams.get('chains'))
  })
  const openAllWallets = async (query: string) => {
    await page.goto(`/${query}`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All wallets' }).click()
    const modal = dialog(page, 'All Wallets')
    await expect(modal.getByRole('list', { name: 'All Wallets' }).getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
    return { modal, search: modal.getByRole('searchbox', { name: 'Search wallets' }), list: modal.getByRole('list', { name: 'All Wallets' }) }
  }

  // EVM only: no Solana-only wallet, no badges, the installed Solana wallet not offered.
  let view = await openAllWallets('?devWallet=off')
  expect(chainsAsked.every((chains) => chains === 'eip155:31337,eip155:31338,eip155:1')).toBe(true)
  await expect(view.list.getByRole('button', { name: 'MetaMask', exact: true })).toHaveAccessibleDescription('')
  await view.search.fill('Solflare')
  await expect(view.modal.getByText('No wallet found')).toBeVisible()
  await view.search.fill('Foyer Solana')
  await expect(view.modal.getByText('No wallet found')).toBeVisible()

  chainsAsked.length = 0
  view = await openAllWallets('?devWallet=off&solana=1')
  expect(chainsAsked.length).toBeGreaterThan(0)
  expect(chainsAsked.every((chains) => chains === `eip155:31337,eip155:31338,eip155:1,${SOLANA_LOCALNET_CAIP_NETWORK_ID}`)).toBe(true)
  await expect(view.list.getByRole('button', { name: 'MetaMask', exact: true })).toHaveAccessibleDescription('EVM')
  await expect(view.list.getByRole('button', { name: solanaWalletName, exact: true })).toHaveAccessibleDescription('Solana Installed')
  await view.search.fill('Solflare')
  await expect(view.list.getByRole('button', { name: 'Solflare', exact: true })).toHaveAccessibleDescription('Solana')
  await view.search.fill('Phantom')
  await expect(view.list.getByRole('button', { name: 'Phantom', exact: true })).toHaveAccessibleDescription('EVM, Solana')
  await expectNoAxeViolations(page)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/AllWallets-solana-dark.png' })
  await view.search.fill('')
  await view.list.getByRole('button', { name: solanaWalletName, exact: true }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  expect(solanaWallet.connected).toBe(true)
})

for (const [theme, dir] of [
  ['light', 'rtl'],
  ['dark', 'ltr'],
] as const) {
  test(`Solana rows and the Solana account pass axe and work from the keyboard (${theme}, ${dir})`, async ({ page, wallet }) => {
    void wallet
    const solanaWallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(account.seed, 'hex')), rpcUrl: e2eUrls.solana })
    await installSolanaTestWallet(page, solanaWallet)
    await page.goto(`/?solana=1&theme=${theme}&dir=${dir}`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const connect = dialog(page, 'Connect Wallet')
    await expect(connect).toHaveAttribute('dir', dir)
    const solanaRow = connect.getByRole('button', { name: solanaWalletName, exact: true })
    await expect(solanaRow).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/Connect-solana-${theme}-${dir}.png` })
    await solanaRow.focus()
    await page.keyboard.press('Enter')
    const solanaAccount = dialog(page, 'Account')
    await expect(solanaAccount.getByTestId('foyer-balance')).toHaveText(await solBalanceText(account.address))
    await expectNoAxeViolations(page)
    await page.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/Account-solana-${theme}-${dir}.png` })
    await solanaAccount.getByRole('button', { name: 'Disconnect' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    expect(solanaWallet.connected).toBe(false)
  })
}
