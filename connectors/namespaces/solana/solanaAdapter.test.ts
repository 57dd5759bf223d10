/*
 * The solana adapter against the Solana test wallet in one process: Wallet Standard discovery,
 * connecting (and 'Connection rejected' when the wallet refuses), a wallet without the app's
 * networks ('The connector does not support any of the requested chains'), accounts as CAIP-10,
 * account switches and disconnects from the wallet side, message signing verified with Ed25519,
 * and network switching among the app's networks. Node's EventTarget stands in for `window`.
 */
import { createPublicKey, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../../../src/chains/builtinNetworks'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../../src/errors/networkErrors'
import { createSolanaTestWallet } from '../../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../../testing/solana/solanaTestWalletProvider'
import { createSolanaAdapter } from './solanaAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

const alice = Keypair.fromSeed(new Uint8Array(32).fill(11))
const bob = Keypair.fromSeed(new Uint8Array(32).fill(12))
const local = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })
const destroy = destroyAfterEach()

function setup(name: string, chains?: string[]) {
  const wallet = createSolanaTestWallet({ keypair: alice })
  const hook = `__emit_${name.replace(/\W/g, '')}`
  installSolanaTestWalletProvider({
    bridge: (payload) => wallet.request(payload),
    info: createSolanaTestWalletInfo(chains ? { name, chains } : { name }),
    emitHook: hook,
  })
  const emit = (globalThis as unknown as { window: Record<string, (events: unknown) => void> }).window[hook]
  wallet.subscribe((events) => emit?.(events))
  const adapter = createSolanaAdapter({ networks: [local, solanaDevnet] })
  destroy.push(() => adapter.destroy())
  return { wallet, adapter }
}

describe('createSolanaAdapter', () => {
  it('discovers Wallet Standard wallets with the networks they cover', () => {
    const { adapter } = setup('Disc Wallet', ['solana:devnet'])
    expect(adapter.getWallets().find((w) => w.id === 'Disc Wallet')).toMatchObject({
      name: 'Disc Wallet',
      namespace: 'solana',
      chains: [solanaDevnet.caipNetworkId],
    })
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [], caipNetwork: { caipNetworkId: local.caipNetworkId } })
  })

  it('connects, reports the account as CAIP-10, follows account switches and disconnects', async () => {
    const { adapter, wallet } = setup('Conn Wallet')
    const statuses = recordStatuses(adapter)
    const state = await adapter.connect({ walletId: 'Conn Wallet' })
    expect(statuses).toContain('connecting')
    expect(state).toMatchObject({ status: 'connected', walletId: 'Conn Wallet', caipNetwork: local })
    expect(state.accounts).toEqual([
      {
        address: alice.publicKey.toBase58(),
        caipAddress: `${local.caipNetworkId}:${alice.publicKey.toBase58()}`,
        namespace: 'solana',
        type: 'eoa',
        publicKey: alice.publicKey.toBase58(),
      },
    ])

    await adapter.switchNetwork(solanaDevnet.caipNetworkId)
    expect(adapter.getState().accounts[0]?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${alice.publicKey.toBase58()}`)
    await expect(adapter.switchNetwork(solanaMainnet.caipNetworkId)).rejects.toThrow(NetworkNotFoundError)

    wallet.setAccount(bob)
    expect(adapter.getState().accounts[0]?.address).toBe(bob.publicKey.toBase58())
    wallet.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })

    await adapter.connect({ walletId: 'Conn Wallet', caipNetworkId: local.caipNetworkId })
    await adapter.disconnect()
    expect(adapter.getState().status).toBe('disconnected')
    expect(wallet.connected).toBe(false)
  })

  it('a refusal in the wallet is Connection rejected, and a retry connects', async () => {
    const { adapter, wallet } = setup('Rej Wallet')
    wallet.setRejectRequests(['connect'])
    const error = await adapter.connect({ walletId: 'Rej Wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(adapter.getState().status).toBe('disconnected')
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'Rej Wallet' })).status).toBe('connected')
  })

  it('a wallet without any of the app networks is refused before it is asked', async () => {
    const { adapter, wallet } = setup('Main Only', ['solana:mainnet'])
    const error = await adapter.connect({ walletId: 'Main Only' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect((error as ConnectorChainsUnsupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    expect(wallet.connected).toBe(false)
  })

  it('an unknown wallet is Failed to connect', async () => {
    const { adapter } = setup('Some Wallet')
    await expect(adapter.connect({ walletId: 'Nope' })).rejects.toThrow('Failed to connect')
  })

  it('signs messages with the connected account (base58 signature)', async () => {
    const { adapter } = setup('Sign Wallet')
    await adapter.connect({ walletId: 'Sign Wallet' })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const bytes = Uint8Array.from(Buffer.from(require58(signature)))
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), alice.publicKey.toBuffer()]),
      format: 'der',
      type: 'spki',
    })
    expect(verify(null, Buffer.from('Sign in to Foyer'), key, bytes)).toBe(true)
  })
})

// Decodes base58 for the check above (web3.js reads keys, not signatures).
function require58(text: string): number[] {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char))
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return bytes
}
