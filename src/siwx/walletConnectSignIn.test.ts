/*
 * WalletConnect one-step sign-in through the local relay fixture, against the real API and anvil: a
 * dapp-side sign client asks `wc_sessionAuthenticate` (what the universal provider's `authenticate`
 * sends) with the nonce and fields of `foyerSiwx`, a wallet-side sign client signs the CACAO with an
 * anvil key, and the API verifies the signed EIP-4361 text and keeps the session. A wallet that
 * turns the sign-in down leaves no session; non-eip155 networks do not apply.
 */
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { siwxRoutes } from '../../services/api/siwx/siwxRoutes'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { startLocalRelay, type LocalRelay } from '../../testing/walletconnect/localRelay'
import { startDappClient, type DappClient } from '../../test/namespaces/walletConnectStandIn'
import { createFoyerConfig } from '../config/createFoyerConfig'
import { foyerSiwx } from './foyerSiwx'
import { signInWithWalletConnect, walletConnectSignInApplies, type WalletConnectAuthenticator } from './walletConnectSignIn'

const CHAIN = 31337
const account = privateKeyToAccount(ANVIL_ACCOUNTS[3].privateKey)
let anvil: RunningAnvil
let api: RunningServer
let database: SqlDatabase
let relay: LocalRelay
let dapp: DappClient
let wallet: DappClient
let walletAnswer: 'approve' | 'reject' = 'approve'

const init = (prefix: string) => startDappClient(relay.url, prefix)

beforeAll(async () => {
  // foyerSiwx runs in the page: it reads the site from `location` and keeps session ids in `localStorage`.
  vi.stubGlobal('location', new URL('http://127.0.0.1:5173/'))
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  })
  anvil = await startAnvil({ chainId: CHAIN })
  database = await openDatabase({ memory: true })
  const chains = [{ id: CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({
    chains,
    domains: [siwxRoutes({ chains, projects: [{ id: 'wc-auth', allowedOrigins: ['http://127.0.0.1:*'] }], database })],
  }).listen(0, '127.0.0.1')
  relay = await startLocalRelay()
  dapp = await init('foyer-test-dapp')
  wallet = await init('foyer-test-wallet')
  // The wallet side: signs the sign-in with the anvil key, as a wallet supporting one-step sign-in does.
  wallet.on('session_authenticate', async ({ id, params }) => {
    if (walletAnswer === 'reject') return void (await wallet.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') }))
    const payload = populateAuthPayload({ authPayload: params.authPayload, chains: [`eip155:${CHAIN}`], methods: ['personal_sign'] })
    const iss = `did:pkh:eip155:${CHAIN}:${account.address}`
    const signature = await account.signMessage({ message: wallet.formatAuthMessage({ request: payload, iss }) })
    await wallet.approveSessionAuthenticate({ id, auths: [buildAuthObject(payload, { t: 'eip191', s: signature }, iss)] })
  })
}, 180_000)

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    await client?.core.relayer.transportClose().catch(() => undefined)
    client?.core.heartbeat.stop()
  }
  await relay?.close()
  await api?.close()
  await database?.close()
  await anvil?.stop()
  vi.unstubAllGlobals()
})

/** The dapp side as the universal provider drives it: authenticate, hand out the URI, await the answer. */
const authenticator: WalletConnectAuthenticator = {
  async authenticate(params) {
    const { uri, response } = await dapp.authenticate(params)
    // The QR code / deep link: here the wallet "scans" it at once.
    await wallet.pair({ uri: uri! })
    return response()
  },
  formatMessage: (payload, iss) => dapp.formatAuthMessage({ request: payload, iss }),
}

const siwx = () => foyerSiwx(createFoyerConfig({ projectId: 'wc-auth', apiUrl: api.url, development: false }), { statement: 'Sign in to the test dapp.' })

describe('WalletConnect one-step sign-in', () => {
  it('connects and signs in at once; the API verifies the signature and keeps the session', async () => {
    walletAnswer = 'approve'
    const config = siwx()
    const [session] = await signInWithWalletConnect({ authenticator, siwx: config, chains: [`eip155:${CHAIN}`] })
    expect(session).toMatchObject({ accountAddress: account.address, chainId: `eip155:${CHAIN}`, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' })
    expect(session?.statement).toContain('Sign in to the test dapp.')
    // Stored: the configuration finds the session through the API.
    const sessions = await config.getSessions(`eip155:${CHAIN}`, account.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toBe(session?.serializedMessage)
    // The wallet session exists too: the same step connected it.
    expect(dapp.session.getAll().some((each) => each.namespaces.eip155?.accounts.includes(`eip155:${CHAIN}:${account.address}`))).toBe(true)
  })

  it('a wallet that turns it down leaves no session, and the error reaches the caller', async () => {
    walletAnswer = 'reject'
    const config = siwx()
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[5].privateKey)
    await expect(signInWithWalletConnect({ authenticator, siwx: config, chains: [`eip155:${CHAIN}`] })).rejects.toThrow()
    expect(await config.getSessions(`eip155:${CHAIN}`, other.address)).toEqual([])
  })

  it('applies only when every requested network is eip155', async () => {
    expect(walletConnectSignInApplies(['eip155:1', 'eip155:8453'])).toBe(true)
    expect(walletConnectSignInApplies(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(false)
    expect(walletConnectSignInApplies([])).toBe(false)
    await expect(signInWithWalletConnect({ authenticator, siwx: siwx(), chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })).rejects.toThrow(
      'Unsupported chain namespace',
    )
  })
})
