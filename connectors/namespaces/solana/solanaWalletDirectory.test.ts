// @vitest-environment jsdom
/*
 * The Solana wallet directory against the Solana test wallet (Wallet Standard, in this process): it
 * lists what the adapter lists, with the same ids, icons and networks; it leaves out a Wallet
 * Standard wallet that cannot connect in Solana; it follows wallets that register later, and stops
 * once destroyed.
 */
import { Keypair } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { solanaDevnet } from '../../../src/chains/builtinNetworks'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { createSolanaTestWallet } from '../../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../../testing/solana/solanaTestWalletProvider'
import { registerStandardWallet } from '../../../testing/shared/registerStandardWallet'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'
import { createSolanaAdapter } from './solanaAdapter'
import { createWalletDirectory } from './solanaWalletDirectory'

const networks = [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' }), solanaDevnet]
const destroy = destroyAfterEach()

function install(name: string, chains?: string[]) {
  const wallet = createSolanaTestWallet({ keypair: Keypair.generate() })
  installSolanaTestWalletProvider({
    bridge: (payload) => wallet.request(payload),
    info: createSolanaTestWalletInfo(chains ? { name, chains } : { name }),
    emitHook: false,
  })
}

// A Wallet Standard wallet of another chain: connect and events, no Solana signing.
function installOther(name: string) {
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['sui:mainnet'],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
    },
    accounts: [],
  }
  registerStandardWallet(wallet)
}

describe('createWalletDirectory (Solana)', () => {
  it('lists the Solana wallets as the adapter does, without wallets of other chains', () => {
    install('Dir Wallet', ['solana:devnet'])
    installOther('Other Chain Wallet')
    const directory = createWalletDirectory({ networks })
    const adapter = createSolanaAdapter({ networks })
    destroy.push(
      () => directory.destroy(),
      () => adapter.destroy(),
    )
    expect(directory.getWallets().find((wallet) => wallet.id === 'Dir Wallet')).toEqual({
      id: 'Dir Wallet',
      name: 'Dir Wallet',
      icon: expect.stringMatching(/^data:image\//),
      namespace: 'solana',
      chains: [solanaDevnet.caipNetworkId],
    })
    expect(directory.getWallets().map((wallet) => wallet.id)).not.toContain('Other Chain Wallet')
    expect(directory.getWallets()).toEqual(adapter.getWallets())
  })

  it('follows a wallet that registers later, and stops following once destroyed', () => {
    const directory = createWalletDirectory({ networks })
    const listener = vi.fn()
    directory.subscribe(listener)
    install('Late Wallet')
    expect(listener).toHaveBeenCalled()
    expect(directory.getWallets().map((wallet) => wallet.id)).toContain('Late Wallet')
    directory.destroy()
    listener.mockClear()
    install('After Destroy Wallet')
    expect(listener).not.toHaveBeenCalled()
    expect(directory.getWallets().map((wallet) => wallet.id)).not.toContain('After Destroy Wallet')
  })
})
