import type { ComponentType } from 'react'
import type { View } from '../../src/router/views'
import { AccountView } from './Account/AccountView'
import { AllWalletsView } from './AllWallets/AllWalletsView'
import { ApproveTransactionView } from './ApproveTransaction/ApproveTransactionView'
import { ConnectingFarcasterView } from './ConnectingFarcaster/ConnectingFarcasterView'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
import { ConnectingWalletConnectView } from './ConnectingWalletConnect/ConnectingWalletConnectView'
import { DataCaptureView } from './DataCapture/DataCaptureView'
import { EmailLoginView } from './EmailLogin/EmailLoginView'
import { OnrampView } from './Onramp/OnrampView'
import { ProfileWalletsView } from './ProfileWallets/ProfileWalletsView'
import { RegisterAccountNameView } from './RegisterAccountName/RegisterAccountNameView'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccess/RegisterAccountNameSuccessView'
import { SIWXSignMessageView } from './SIWXSignMessage/SIWXSignMessageView'
import { SwapPreviewView } from './Swap/SwapPreviewView'
import { SwapView } from './Swap/SwapView'
import { SwitchActiveChainView } from './SwitchActiveChain/SwitchActiveChainView'
import { SwitchNetworkView } from './SwitchNetwork/SwitchNetworkView'
import { UnsupportedChainView } from './UnsupportedChain/UnsupportedChainView'
import { UpdateEmailWalletView } from './UpdateEmailWallet/UpdateEmailWalletView'
import { WalletReceiveView } from './WalletReceive/WalletReceiveView'
import { WalletSendView } from './WalletSend/WalletSendView'
import { WalletSendPreviewView } from './WalletSendPreview/WalletSendPreviewView'

// The analytics client rides with the other views: a chunk of its own would share the error classes
// with the page's first chunk, and the bundler then splits those into extra requests at page load.
export { sendAnalyticsEvent } from '../../src/api/analyticsClient'
// The e-mail field shows in the first chunk; the address is checked with the frame protocol's own
// schema, which this chunk brings (a module both imported here and on its own would make the app's
// bundler split its runtime helpers into an extra request at page load).
export { emailSchema } from '../../src/protocol/payloads'

/**
 * The components of every built view except Connect: the part of the modal that loads in the
 * background once the dialog and its Connect view are on screen.
 */
export const restViews = {
  Account: AccountView,
  AllWallets: AllWalletsView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
  UnsupportedChain: UnsupportedChainView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  WalletSend: WalletSendView,
  WalletSendPreview: WalletSendPreviewView,
  WalletReceive: WalletReceiveView,
  Swap: SwapView,
  SwapPreview: SwapPreviewView,
  Onramp: OnrampView,
  EmailLogin: EmailLoginView,
  ConnectingFarcaster: ConnectingFarcasterView,
  UpdateEmailWallet: UpdateEmailWalletView,
  ApproveTransaction: ApproveTransactionView,
  SIWXSignMessage: SIWXSignMessageView,
  DataCapture: DataCaptureView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  ProfileWallets: ProfileWalletsView,
} satisfies Partial<Record<View, ComponentType>>
