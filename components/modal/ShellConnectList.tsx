import { useMemo, useState } from 'react'
import { useFoyerOptions } from '../../hooks/foyerContext'
import { useNamespaces } from '../../hooks/namespaces/useNamespaces'
import { useWalletsConnectors } from '../../hooks/useWalletsConnectors'
import { orderLocalWallets } from '../../src/wallets/orderLocalWallets'
import type { WalletListItem } from '../../src/wallets/walletTypes'
import { namespaceWalletUid } from '../../src/wallets/walletNamespaces'
import { AllWalletsButton } from '../views/Connect/AllWalletsButton'
import { ConnectWalletList } from '../views/Connect/ConnectWalletList'
import * as styles from '../views/Connect/ConnectView.css'
import { ShellAuthSection } from './ShellAuthSection'
import { useShellText } from './useShellText'

/** The Connect view's wallets as the registry's part of the shell's list reports them. */
export type ShellWalletState = {
  /** Every row in listing order, the recent and recommended wallets included. */
  items: WalletListItem[]
  /** How many wallets the registry lists, once it has answered. */
  registryCount: number | undefined
  isLoading: boolean
  isError: boolean
  /** Asks the registry again after a failure. */
  retry: () => void
}

/** The key a pick of "All wallets" in the shell is handed over with (never a wallet row's key). */
export const shellAllWalletsPick = 'view:AllWallets'

/** Props of {@link ShellConnectList}. */
export type ShellConnectListProps = {
  /** The registry's part, once its chunk has loaded; until then the rows that need no registry. */
  data: ShellWalletState | undefined
  /** Called with the picked row's key (or {@link shellAllWalletsPick}); the Connect view acts on it once it is there. */
  onPick: (key: string) => void
}

/**
 * The Connect view's list inside the page's dialog shell. Its first frame shows every row that
 * needs no registry: the app's connectors (WalletConnect, the custom and external ones), the
 * browser's wallets announced through EIP-6963 and, in apps with other families, their Wallet
 * Standard wallets once the family's wallet directory is in, each with the icon it announced and its family's
 * badge; then placeholders where the recommended wallets go, and "All wallets". The registry's
 * part (recent and recommended wallets, the registry's size) fills in from a chunk of its own
 * without moving a row. A pick is handed to the Connect view, which connects it when it takes over:
 * meanwhile the picked row shows as busy and the others are disabled.
 */
export function ShellConnectList({ data, onPick }: ShellConnectListProps) {
  const t = useShellText()
  const options = useFoyerOptions()
  const { infos } = useWalletsConnectors()
  // The other families' wallets from their directories alone: their libraries (Solana's is about
  // ten times the list's code) load once the Connect view takes over, after this list is complete.
  const namespaces = useNamespaces({ load: 'wallets' })
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const { customWallets, excludeWalletIds } = options
  // With the legal checkbox on, the rows stay disabled here: the Connect view, which takes over in a
  // moment, reads the stored acceptance and shows the checkbox.
  const locked = picked !== undefined || options.config.features.legalCheckbox
  const cold = useMemo(() => orderLocalWallets({ connectors: infos, custom: customWallets, excludeWalletIds }), [infos, customWallets, excludeWalletIds])
  const pick = (key: string) => {
    setPicked(key)
    onPick(key)
  }
  return (
    <div className={styles.section}>
      <ShellAuthSection />
      <ConnectWalletList
        items={data?.items ?? cold}
        otherWallets={namespaces.entries.flatMap((entry) => entry.wallets)}
        appNamespaces={['eip155', ...namespaces.entries.map((entry) => entry.namespace)]}
        isLoading={data?.isLoading ?? true}
        isError={data?.isError ?? false}
        onRetry={() => data?.retry()}
        isBusy={(key) => key === picked}
        disabled={locked}
        onSelect={(item) => pick(item.key)}
        onSelectOther={(wallet) => pick(namespaceWalletUid(wallet))}
        t={t}
      />
      {options.config.features.allWallets && (
        <AllWalletsButton t={t} count={data?.registryCount} disabled={locked} onClick={() => pick(shellAllWalletsPick)} rowKey={shellAllWalletsPick} />
      )}
    </div>
  )
}
