import { useConnection, useDisconnect } from 'wagmi'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useKnownWallets } from '../../../hooks/profileWallets/useKnownWallets'
import { useRemoteFeatures } from '../../../hooks/useProjectChecks'
import { useTranslate } from '../../../hooks/useTranslate'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { WalletImage } from '../../ui/WalletImage'
import { AccountBalance } from './AccountBalance'
import { AccountFooter } from './AccountFooter'
import { AccountName } from './AccountName'
import { AccountTabs } from './AccountTabs'
import { AuthAccountInfo } from './AuthAccountInfo'
import { CopyAddressButton } from './CopyAddressButton'
import { NamespaceAccount } from './NamespaceAccount'
import { SolanaAccount } from './SolanaAccount'
import { SendReceiveButtons } from '../WalletSend/SendReceiveButtons'
import * as styles from './AccountView.css'

/**
 * Account: the connected address (shortened, with copy), the native balance
 * read from the chain, the network and Disconnect.
 */
export function AccountView() {
  const t = useTranslate()
  const { address, chain, chainId, connector } = useConnection()
  const { mutateAsync: disconnect } = useDisconnect()
  const { active } = useNamespaces()
  const { multiWallet } = useRemoteFeatures()
  // Remembers the wallets connected here, so ProfileWallets lists one that goes as disconnected.
  useKnownWallets(multiWallet)
  // The modal shows the namespace the user chose last: Solana has its own account view (SPL tokens,
  // activity), the other families a shared one.
  if (active?.state.status === 'connected') return active.namespace === 'solana' ? <SolanaAccount /> : <NamespaceAccount entry={active} />
  if (!address) return null

  return (
    <div className={styles.root}>
      <WalletImage src={connector?.icon} name={connector?.name ?? '?'} size={64} />
      <div className={styles.addressRow}>
        <p className={styles.address} title={address} data-testid="foyer-address" dir="ltr">
          {shortenAddress(address)}
        </p>
        <CopyAddressButton address={address} />
      </div>
      <AccountName address={address} connectorType={connector?.type} />
      <AccountBalance address={address} chainId={chainId} />
      <SendReceiveButtons />
      <dl className={styles.details}>
        <dt className={styles.term}>{t('account.network')}</dt>
        <dd className={styles.value} data-testid="foyer-network">
          {chain?.name ?? t('account.unknownNetwork')}
        </dd>
        {connector && (
          <>
            <dt className={styles.term}>{t('account.wallet')}</dt>
            <dd className={styles.value}>{connector.name}</dd>
          </>
        )}
      </dl>
      <AuthAccountInfo connectorType={connector?.type} />
      <AccountTabs address={address} chainId={chainId} />
      <AccountFooter
        network={chainId !== undefined ? { caipNetworkId: `eip155:${chainId}`, name: chain?.name ?? t('account.unknownNetwork') } : undefined}
        disconnect={() => disconnect({ connector })}
      />
    </div>
  )
}
