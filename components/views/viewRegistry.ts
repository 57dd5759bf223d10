import type { ComponentType } from 'react'
import type { MessageKey } from '../../src/i18n/en'
import type { View } from '../../src/router/views'
import { ConnectView } from './Connect/ConnectView'
import type { RestViewsModule } from './loadRestViews'

/** How a view renders: its title key and, once its code has loaded, its component. */
export type ViewDefinition = {
  title: MessageKey
  /** `undefined` while the chunk with the view is on its way. */
  Component: ComponentType | undefined
}

/** Title of every built view. The `satisfies` keeps each entry's name and title in step. */
const titles = {
  Connect: 'view.Connect.title',
  Account: 'view.Account.title',
  AllWallets: 'view.AllWallets.title',
  SwitchNetwork: 'view.SwitchNetwork.title',
  SwitchActiveChain: 'view.SwitchActiveChain.title',
  UnsupportedChain: 'view.UnsupportedChain.title',
  ConnectingWalletConnect: 'view.ConnectingWalletConnect.title',
  ConnectingWalletConnectBasic: 'view.ConnectingWalletConnectBasic.title',
  WalletSend: 'view.WalletSend.title',
  WalletSendPreview: 'view.WalletSendPreview.title',
  WalletReceive: 'view.WalletReceive.title',
  Swap: 'view.Swap.title',
  SwapPreview: 'view.SwapPreview.title',
  Onramp: 'view.Onramp.title',
  EmailLogin: 'view.EmailLogin.title',
  ConnectingFarcaster: 'view.ConnectingFarcaster.title',
  UpdateEmailWallet: 'view.UpdateEmailWallet.title',
  ApproveTransaction: 'view.ApproveTransaction.title',
  SIWXSignMessage: 'view.SIWXSignMessage.title',
  DataCapture: 'view.DataCapture.title',
  RegisterAccountName: 'view.RegisterAccountName.title',
  RegisterAccountNameSuccess: 'view.RegisterAccountNameSuccess.title',
  ProfileWallets: 'view.ProfileWallets.title',
} as const satisfies Partial<Record<View, MessageKey>>

/** A view that has a component in this version. */
export type ImplementedView = keyof typeof titles

// Every view but Connect lives in the lazily loaded module; a view added there without a title here
// (or the reverse) is a compile error.
const restHaveTitles: [Exclude<keyof RestViewsModule['restViews'], ImplementedView>] extends [never] ? true : false = true
const titlesHaveViews: [Exclude<ImplementedView, keyof RestViewsModule['restViews'] | 'Connect'>] extends [never] ? true : false = true
void restHaveTitles
void titlesHaveViews

/**
 * The definition for a view, with its component from `rest` (the lazily loaded views) when it is
 * not Connect. Views not built yet cannot be opened through the public API; if one is reached
 * anyway, the connection's home view is shown.
 */
export function viewFor(view: View, isConnected: boolean, rest: RestViewsModule | undefined): ViewDefinition {
  const shown: ImplementedView = view in titles ? (view as ImplementedView) : isConnected ? 'Account' : 'Connect'
  const Component = shown === 'Connect' ? ConnectView : rest?.restViews[shown]
  return { title: titles[shown], Component }
}
