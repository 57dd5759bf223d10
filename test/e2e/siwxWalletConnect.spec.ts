/*
 * WalletConnect's one-step sign-in against the real stack: the demo with `?siwx=on` (every network
 * eip155) pairs through the local relay with `wc_sessionAuthenticate`, showing 'Authenticating...';
 * a wallet-side sign client (anvil account #5) signs the sign-in with the connection, and the API
 * verifies it and keeps the session: the account is connected and signed in without the sign view.
 * A wallet that refuses the sign-in leaves the page disconnected with no session, and retry pairs again;
 * a wallet without one-step sign-in connects through the fallback proposal and the sign view follows.
 */
import type { SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createWalletDriver, type WalletDriver } from '../../testing/walletconnect/walletDriver'
import { dialog, expect, test } from './fixtures'
import { kitStorageItem, kitStorageKeys } from './kitStorage'
import { qrPairingUri } from './walletConnectQr'
import { e2eUrls } from './stackPorts'

const signer = privateKeyToAccount(ANVIL_ACCOUNTS[5]!.privateKey)
const chains = [
  { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
  { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
]

let driver: WalletDriver
let rejectSignIn = false
// The sign client's typed `on`, which the driver's `ISignClient` type leaves out.
type SignClientEvents = { on(event: 'session_authenticate', listener: (event: SignClientTypes.EventArguments['session_authenticate']) => void): void }
test.beforeAll(async () => {
  driver = await createWalletDriver({ relayUrl: e2eUrls.relay, privateKey: ANVIL_ACCOUNTS[5]!.privateKey, chains, storagePrefix: 'foyer-test-wallet-1ca' })
  // A wallet with one-step sign-in: it signs the sign-in (CACAO) as it connects.
  ;(driver.client as unknown as SignClientEvents).on('session_authenticate', async ({ id, params }) => {
    if (rejectSignIn) return void (await driver.client.rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } }))
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: ['eip155:31337', 'eip155:31338'],
      methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
    })
    const iss = `did:pkh:eip155:31337:${signer.address}`
    const signature = await signer.signMessage({ message: driver.client.formatAuthMessage({ request: payload, iss }) })
    await driver.wallet.request({ method: 'eth_requestAccounts' })
    await driver.client.approveSessionAuthenticate({ id, auths: [buildAuthObject(payload, { t: 'eip191', s: signature }, iss)] })
  })
})
test.afterAll(async () => {
  await driver?.close()
})

async function pairingUri(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/?siwx=on&wcTimeout=30000')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  return qrPairingUri(page)
}

test('a wallet that turns the sign-in down: "Failed to connect", not connected, no session; retry pairs again', async ({ page }) => {
  rejectSignIn = true
  try {
    const uri = await pairingUri(page)
    await driver.client.pair({ uri })
    // The provider passes the refusal on without its code: the catalogue's connect failure.
    await expect(dialog(page).getByRole('alert')).toHaveText('Failed to connect', { timeout: 30_000 })
    expect((await kitStorageKeys(page)).filter((key) => key.startsWith('foyer.siwx.'))).toEqual([])
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await expect(dialog(page).getByTestId('foyer-wc-authenticating')).toHaveText('Authenticating...', { timeout: 45_000 })
  } finally {
    rejectSignIn = false
  }
})

test('one-step sign-in: connect and sign in at once, "Authenticating...", no sign view', async ({ page }) => {
  await page.goto('/?siwx=on&wcTimeout=30000')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  const uri = await qrPairingUri(page)
  expect(uri).toContain('methods=wc_sessionAuthenticate')
  await expect(dialog(page).getByTestId('foyer-wc-authenticating')).toHaveText('Authenticating...')

  await driver.client.pair({ uri })
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet', { timeout: 30_000 })
  await expect(dialog(page, 'Sign in')).toHaveCount(0)
  // The API verified the wallet's signature and holds the session the page remembers.
  const idKey = `foyer.siwx.eip155:31337:${signer.address.toLowerCase()}`
  await expect.poll(() => kitStorageItem(page, idKey)).not.toBeNull()
  const id = await kitStorageItem(page, idKey)
  const held = await page.request.get(`${e2eUrls.api}/v1/sessions/${id}`)
  expect(held.status()).toBe(200)
  expect(await held.json()).toMatchObject({ chainId: 'eip155:31337', address: signer.address })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: shortenAddress(signer.address) })).toBeVisible()
})

test('a wallet without one-step sign-in connects through the proposal, then the sign view asks', async ({ page }) => {
  // Another wallet, with no session_authenticate handler: it sees the fallback proposal.
  const plain = await createWalletDriver({
    relayUrl: e2eUrls.relay,
    privateKey: ANVIL_ACCOUNTS[6]!.privateKey,
    chains,
    storagePrefix: 'foyer-test-wallet-plain',
  })
  try {
    const uri = await pairingUri(page)
    await plain.approve(uri)
    const signView = dialog(page, 'Sign in')
    await expect(signView).toBeVisible({ timeout: 30_000 })
    await signView.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet', { timeout: 30_000 })
  } finally {
    await plain.close()
  }
})
