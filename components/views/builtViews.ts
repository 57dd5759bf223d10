import type { View } from '../../src/router/views'
import type { ImplementedView } from './viewRegistry'

/**
 * The modal's views that are built in this version, in the order views are named. Only these can be
 * shown; the other names of `View` are reserved for views to come.
 *
 * @example
 * builtViews.includes('WalletSend') // true
 */
export const builtViews = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapPreview',
  'Onramp',
] as const satisfies readonly View[]

/** A view built in this version. */
export type BuiltView = (typeof builtViews)[number]

// Kept in step with the view registry both ways: a view listed here without a component, or a
// component missing here, is a compile error. Type-only, so the registry's views stay in the modal chunk.
const listedAreBuilt: [Exclude<BuiltView, ImplementedView>] extends [never] ? true : false = true
const builtAreListed: [Exclude<ImplementedView, BuiltView>] extends [never] ? true : false = true
void listedAreBuilt
void builtAreListed
