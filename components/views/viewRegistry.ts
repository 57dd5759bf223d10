import type { ComponentType } from 'react'
import type { MessageKey } from '../../src/i18n/en'
import type { View } from '../../src/router/views'
import { AccountView } from './Account/AccountView'
import { ConnectView } from './Connect/ConnectView'

/** How a view renders: its title key and component. */
export type ViewDefinition = {
  title: MessageKey
  Component: ComponentType
}

/** Views built so far. The `satisfies` keeps each entry's name and title in step. */
const registry = {
  Connect: { title: 'view.Connect.title', Component: ConnectView },
  Account: { title: 'view.Account.title', Component: AccountView },
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
