/*
 * Solana over WalletConnect through the local relay fixture: a dapp-side sign client proposes the
 * `solana` namespace with the app's CAIP-2 ids, a wallet-side sign client approves with a Solana test
 * key and answers `solana_signMessage` by signing in Node; the signature is verified with
 * @noble/curves' ed25519. A refusal is 'Connection rejected'; a wallet approving no account on the
 * app's networks is 'The connector does not support any of the requested chains' and leaves no session.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { getSdkError } from '@walletconnect/utils'
import { createPrivateKey, sign } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_LOCALNET_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../../devstack/solana/solanaTestAccounts'
import { solanaMainnet } from '../../../src/chains/builtinNetworks'
import { fromBase58, toBase58 } from '../../../src/chains/base58'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { startLocalRelay, type LocalRelay } from '../../../testing/walletconnect/localRelay'
import { startDappClient, type DappClient } from '../../../test/namespaces/walletConnectStandIn'
import { connectSolanaWalletConnect, solanaWalletConnectMethods } from './solanaWalletConnect'

const account = SOLANA_TEST_ACCOUNTS[4]!
const localnet = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:9', reference: SOLANA_LOCALNET_CHAIN_ID, name: 'Solana Localnet' })
const privateKey = createPrivateKey({
  key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(account.seed, 'hex')]),
  format: 'der',
  type: 'pkcs8',
})
let relay: LocalRelay
let dapp: DappClient
let wallet: DappClient
let walletAnswer: 'approve' | 'reject' | 'mainnet only' = 'approve'
let proposed: { chains?: string[]; methods: string[] } | undefined

const init = (prefix: string) => startDappClient(relay.url, prefix)

beforeAll(async () => {
  relay = await startLocalRelay()
  dapp = await init('foyer-test-dapp-solana')
  wallet = await init('foyer-test-wallet-solana')
  wallet.on('session_proposal', async ({ id, params }) => {
    proposed = params.optionalNamespaces.solana
    if (walletAnswer === 'reject') return void (await wallet.reject({ id, reason: getSdkError('USER_REJECTED') }))
    const chain = walletAnswer === 'mainnet only' ? solanaMainnet.caipNetworkId : localnet.caipNetworkId
    await wallet.approve({
      id,
      namespaces: { solana: { chains: [chain], accounts: [`${chain}:${account.address}`], methods: [...solanaWalletConnectMethods], events: [] } },
    })
  })
  // The wallet signs in Node with the test key, as a phone wallet would on its side.
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { message, pubkey } = params.request.params as { message: string; pubkey: string }
    const signature = pubkey === account.address ? toBase58(sign(null, fromBase58(message), privateKey)) : ''
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: { signature } } })
  })
}, 120_000)

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    await client?.core.relayer.transportClose().catch(() => undefined)
    client?.core.heartbeat.stop()
  }
  await relay?.close()
})

// The wallet "scans" the QR code at once.
const onUri = (uri: string) => void wallet.pair({ uri })

describe('Solana over WalletConnect', () => {
  it("proposes the solana namespace with the app's networks; the account and a verified solana_signMessage", async () => {
    walletAnswer = 'approve'
    const session = await connectSolanaWalletConnect({ client: dapp, networks: [localnet, solanaMainnet], onUri })
    expect(proposed).toEqual({ chains: [localnet.caipNetworkId, solanaMainnet.caipNetworkId], methods: [...solanaWalletConnectMethods], events: [] })
    expect(session.accounts.map((each) => each.caipAddress)).toEqual([`${localnet.caipNetworkId}:${account.address}`])
    const signature = await session.signMessage('Sign in to Foyer')
    expect(ed25519.verify(fromBase58(signature), new TextEncoder().encode('Sign in to Foyer'), fromBase58(account.address))).toBe(true)
    expect(ed25519.verify(fromBase58(signature), new TextEncoder().encode('Something else'), fromBase58(account.address))).toBe(false)
    await session.disconnect()
    expect(dapp.session.getAll().some((each) => each.topic === session.topic)).toBe(false)
  }, 60_000)

  it("a refusal is 'Connection rejected'", async () => {
    walletAnswer = 'reject'
    await expect(connectSolanaWalletConnect({ client: dapp, networks: [localnet], onUri })).rejects.toMatchObject({ shortMessage: 'Connection rejected' })
  }, 60_000)

  it("a wallet with no account on the app's networks: 'The connector does not support any of the requested chains', no session left", async () => {
    walletAnswer = 'mainnet only'
    const before = dapp.session.getAll().length
    await expect(connectSolanaWalletConnect({ client: dapp, networks: [localnet], onUri })).rejects.toMatchObject({
      shortMessage: 'The connector does not support any of the requested chains',
    })
    expect(dapp.session.getAll().length).toBe(before)
  }, 60_000)
})
