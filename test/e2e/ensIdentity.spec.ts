/*
 * Identity of an EVM account against the real stack: the stack deploys ENS on anvil and gives
 * anvil account #4 the name foyer-dev.eth with an avatar. Connected through the injected test
 * wallet, the Account view shows that name and avatar, read on chain through the local universal
 * resolver. The app's address labels (the demo's `?label=` option) show in place of the account's
 * address and of an Activity counterparty. The explorer link follows the chain definition: none on
 * the local chain, which names no explorer; Etherscan's address page once the wallet is on mainnet,
 * while the ENS name still comes from the chain that holds ENS.
 */
import { createPublicClient, createWalletClient, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEV_ENS_ACCOUNT, DEV_ENS_AVATAR, DEV_ENS_NAME } from '../../devstack/chain/localEns'
import { localChain } from '../../devstack/chain/localChain'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

const walletName = 'ENS Test Wallet'

test('the Account view shows the ENS name and avatar from anvil, the labels, and the chain’s explorer link', async ({ page }) => {
  // A counterparty of its own: a fresh key, funded on anvil, sends the account a little ether.
  const faucet = privateKeyToAccount(generatePrivateKey())
  const chain = localChain(31337, e2eUrls.chain)
  const publicClient = createPublicClient({ chain, transport: http(e2eUrls.chain) })
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [faucet.address, numberToHex(parseEther('1'))] as never })
  const hash = await createWalletClient({ account: faucet, chain, transport: http(e2eUrls.chain) }).sendTransaction({
    to: DEV_ENS_ACCOUNT.address,
    value: parseEther('0.01'),
  })
  await publicClient.waitForTransactionReceipt({ hash })

  const wallet = createTestWallet({
    privateKey: DEV_ENS_ACCOUNT.privateKey,
    chains: [
      { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
      { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
      // Mainnet as the demo lists it; the wallet signs nothing here, so anvil stands in for its node.
      { id: 1, name: 'Ethereum', rpcUrl: e2eUrls.chain },
    ],
  })
  const controller = await installTestWallet(page, wallet, { info: { name: walletName } })
  const labels = new URLSearchParams([
    ['label', `${DEV_ENS_ACCOUNT.address}:Dev savings`],
    ['label', `${faucet.address.toLowerCase()}:Faucet`],
  ])
  await page.goto(`/?${labels}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: walletName, exact: true }).click()

  const account = dialog(page, 'Account')
  await expect(account.getByTestId('foyer-account-name')).toHaveText(DEV_ENS_NAME, { timeout: 20_000 })
  await expect(account.getByTestId('foyer-account-identity')).toHaveAttribute('data-source', 'ens')
  await expect(account.getByTestId('foyer-account-identity').locator('img')).toHaveAttribute('src', DEV_ENS_AVATAR, { timeout: 20_000 })
  // The app labelled the account: its label stands in place of the address, which stays in the title.
  await expect(account.getByTestId('foyer-address')).toHaveText('Dev savings')
  await expect(account.getByTestId('foyer-address')).toHaveAttribute('title', DEV_ENS_ACCOUNT.address)
  // The local chain's definition names no explorer: no link rather than a dead one.
  await expect(account.getByRole('link', { name: /^View on / })).toHaveCount(0)

  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account
    .getByTestId('foyer-activity-row')
    .filter({ has: page.getByTestId('foyer-activity-counterparty').getByText('From Faucet', { exact: true }) })
  await expect(row).toHaveCount(1, { timeout: 30_000 })
  await expect(row.getByTestId('foyer-activity-explorer')).toHaveCount(0)

  // On mainnet, the link goes to the explorer viem's mainnet definition names.
  await controller.switchChain(1)
  await expect(account.getByTestId('foyer-network')).toHaveText('Ethereum', { timeout: 15_000 })
  await expect(account.getByRole('link', { name: 'View on Etherscan' })).toHaveAttribute('href', `https://etherscan.io/address/${DEV_ENS_ACCOUNT.address}`)
  await expect(account.getByTestId('foyer-account-name')).toHaveText(DEV_ENS_NAME)
})
