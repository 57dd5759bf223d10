import { solanaMainnet } from '../../../src/chains/builtinNetworks'
import type { CaipNetwork } from '../../../src/chains/network'
import type { WalletConnectFamily } from '../../../src/config/namespaceWalletConnect'
import {
  connectOverWalletConnect,
  pairNamespacesOverWalletConnect,
  proposeOverWalletConnect,
  type ConnectOverWalletConnectOptions,
} from '../namespaceWalletConnectPairing'
import { solanaProposalNamespace, solanaSessionAccounts, solanaWalletConnectSession } from './solanaWalletConnect'
import { registerWalletConnectSolanaWallet } from './walletConnectSolanaWallet'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../walletConnectSolanaWalletName'

export { WALLETCONNECT_SOLANA_WALLET_NAME } from '../walletConnectSolanaWalletName'
export { pairNamespacesOverWalletConnect } from '../namespaceWalletConnectPairing'
export type { WalletConnectProviderLike } from '../namespaceWalletConnectPairing'

/**
 * Solana as the modal's WalletConnect pairing pairs it: the `solana` namespace with the app's
 * networks and the `solana_*` methods; an approved session becomes the Wallet Standard wallet
 * 'WalletConnect' the Solana adapter connects to.
 *
 * @example
 * await pairNamespacesOverWalletConnect({ provider, families: [{ family: solanaWalletConnectFamily, adapter }], connectEvm, evmUsesSession })
 */
export const solanaWalletConnectFamily: WalletConnectFamily = {
  namespace: 'solana',
  walletName: WALLETCONNECT_SOLANA_WALLET_NAME,
  proposal: solanaProposalNamespace,
  accounts: solanaSessionAccounts,
  register({ client, topic, accounts, network, disconnect }) {
    const { wallet, unregister } = registerWalletConnectSolanaWallet({ session: solanaWalletConnectSession({ client, topic, accounts }), network, disconnect })
    return () => {
      wallet.end()
      unregister()
    }
  },
}

/**
 * Makes every session the provider proposes also ask for the `solana` namespace, next to wagmi's
 * `eip155` one (Solana's shorthand of {@link proposeOverWalletConnect}).
 *
 * @example
 * proposeSolanaOverWalletConnect(await connector.getProvider(), [solanaMainnet])
 */
export function proposeSolanaOverWalletConnect(given: unknown, networks: readonly CaipNetwork[] = [solanaMainnet]): void {
  proposeOverWalletConnect(given, solanaWalletConnectFamily, networks)
}

/** Options of {@link connectSolanaOverWalletConnect}. */
export type ConnectSolanaOverWalletConnectOptions = Omit<ConnectOverWalletConnectOptions, 'family'>

/**
 * Connects the Solana adapter to the session's Solana account, if it has one (Solana's shorthand of
 * {@link connectOverWalletConnect}); resolves whether Solana connected.
 *
 * @example
 * if (await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => false })) runtime.setActiveChain('solana')
 */
export function connectSolanaOverWalletConnect(options: ConnectSolanaOverWalletConnectOptions): Promise<boolean> {
  return connectOverWalletConnect({ ...options, family: solanaWalletConnectFamily })
}

/** Options of {@link pairOverWalletConnect}. */
export type PairOverWalletConnectOptions = ConnectSolanaOverWalletConnectOptions & {
  /** wagmi's connect through the WalletConnect connector; it shows the QR code and waits for the wallet. */
  connectEvm(): Promise<unknown>
}

/**
 * One pairing for EVM and Solana (Solana's shorthand of {@link pairNamespacesOverWalletConnect}).
 *
 * @throws wagmi's error when the wallet connected neither family (a refusal stays a refusal).
 * @example
 * const { evm, solana } = await pairOverWalletConnect({ provider, adapter, connectEvm: () => connect(config, { connector }), evmUsesSession })
 */
export async function pairOverWalletConnect({ adapter, ...options }: PairOverWalletConnectOptions): Promise<{ evm: boolean; solana: boolean }> {
  const { evm, connected } = await pairNamespacesOverWalletConnect({ ...options, families: [{ family: solanaWalletConnectFamily, adapter }] })
  return { evm, solana: connected.includes('solana') }
}
