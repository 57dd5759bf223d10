import type { ComponentType } from 'react'
import type { MessageKey } from '../../src/i18n/en'
import type { View } from '../../src/router/views'
import { AccountView } from './Account/AccountView'
import { AllWalletsView } from './AllWallets/AllWalletsView'
import { ApproveTransactionView } from './ApproveTransaction/ApproveTransactionView'
import { ConnectingFarcasterView } from './ConnectingFarcaster/ConnectingFarcasterView'
import { EmailLoginView } from './EmailLogin/EmailLoginView'
import { UpdateEmailWalletView } from './UpdateEmailWallet/UpdateEmailWalletView'
import { ConnectView } from './Connect/ConnectView'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
import { ConnectingWalletConnectView } from './ConnectingWalletConnect/ConnectingWalletConnectView'
import { SwitchActiveChainView } from './SwitchActiveChain/SwitchActiveChainView'
import { SwitchNetworkView } from './SwitchNetwork/SwitchNetworkView'
import { UnsupportedChainView } from './UnsupportedChain/UnsupportedChainView'
import { WalletReceiveView } from './WalletReceive/WalletReceiveView'
import { WalletSendView } from './WalletSend/WalletSendView'
import { WalletSendPreviewView } from './WalletSendPreview/WalletSendPreviewView'

/** How a view renders: its title key and component. */
export type ViewDefinition = {
  title: MessageKey
  Component: ComponentType
}

/** Views built so far. The `satisfies` keeps each entry's name and title in step. */
const registry = {
  Connect: { title: 'view.Connect.title', Component: ConnectView },
  Account: { title: 'view.Account.title', Component: AccountView },
  AllWallets: { title: 'view.AllWallets.title', Component: AllWalletsView },
  SwitchNetwork: { title: 'view.SwitchNetwork.title', Component: SwitchNetworkView },
  SwitchActiveChain: { title: 'view.SwitchActiveChain.title', Component: SwitchActiveChainView },
  UnsupportedChain: { title: 'view.UnsupportedChain.title', Component: UnsupportedChainView },
  ConnectingWalletConnect: { title: 'view.ConnectingWalletConnect.title', Component: ConnectingWalletConnectView },
  ConnectingWalletConnectBasic: { title: 'view.ConnectingWalletConnectBasic.title', Component: ConnectingWalletConnectBasicView },
  WalletSend: { title: 'view.WalletSend.title', Component: WalletSendView },
  WalletSendPreview: { title: 'view.WalletSendPreview.title', Component: WalletSendPreviewView },
  WalletReceive: { title: 'view.WalletReceive.title', Component: WalletReceiveView },
  EmailLogin: { title: 'view.EmailLogin.title', Component: EmailLoginView },
  ConnectingFarcaster: { title: 'view.ConnectingFarcaster.title', Component: ConnectingFarcasterView },
  UpdateEmailWallet: { title: 'view.UpdateEmailWallet.title', Component: UpdateEmailWalletView },
  ApproveTransaction: { title: 'view.ApproveTransaction.title', Component: ApproveTransactionView },
} satisfies Partial<Record<View, ViewDefinition>>

/** A view that has a component in this version. */
export type ImplementedView = keyof typeof registry

/**
 * The definition for a view. Views not built yet cannot be opened through the
 * public API; if one is reached anyway, the connection's home view is shown.
 */
export function viewFor(view: View, isConnected: boolean): ViewDefinition {
  if (view in registry) return registry[view as ImplementedView]
  return registry[isConnected ? 'Account' : 'Connect']
}
