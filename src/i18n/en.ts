import { accountMessages } from './messages/account'
import { accountDataMessages } from './messages/accountData'
import { alertsMessages } from './messages/alerts'
import { authMessages } from './messages/auth'
import { buttonMessages } from './messages/button'
import { connectMessages } from './messages/connect'
import { errorsMessages } from './messages/errors'
import { modalMessages } from './messages/modal'
import { namesMessages } from './messages/names'
import { namespacesMessages } from './messages/namespaces'
import { networkMessages } from './messages/network'
import { onrampMessages } from './messages/onramp'
import { sendMessages } from './messages/send'
import { siwxMessages } from './messages/siwx'
import { smartAccountMessages } from './messages/smartAccount'
import { profileWalletsMessages } from './messages/profileWallets'
import { swapMessages } from './messages/swap'
import { walletsMessages } from './messages/wallets'
import { walletConnectMessages } from './messages/walletConnect'

/**
 * The English catalogue: the source of truth for every text the modal shows,
 * composed from one file per area (`messages/<area>.ts`). Other locales must
 * provide the same keys; `t('key')` is type-checked against it.
 */
export const en = {
  ...modalMessages,
  ...connectMessages,
  ...accountMessages,
  ...accountDataMessages,
  ...errorsMessages,
  ...alertsMessages,
  ...authMessages,
  ...smartAccountMessages,
  ...profileWalletsMessages,
  ...networkMessages,
  ...namespacesMessages,
  ...sendMessages,
  ...swapMessages,
  ...onrampMessages,
  ...siwxMessages,
  ...namesMessages,
  ...walletsMessages,
  ...walletConnectMessages,
  ...buttonMessages,
} as const

/** A key of the English catalogue. */
export type MessageKey = keyof typeof en

/** A complete catalogue for one locale. */
export type Catalogue = Record<MessageKey, string>
