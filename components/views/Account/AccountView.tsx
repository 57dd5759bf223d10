import { useConnection, useDisconnect } from 'wagmi'
import { useState } from 'react'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useKnownWallets } from '../../../hooks/profileWallets/useKnownWallets'
import { useRemoteFeatures } from '../../../hooks/useProjectChecks'
import { useTranslate } from '../../../hooks/useTranslate'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { NetworkImage } from '../../ui/NetworkImage'
import { WalletImage } from '../../ui/WalletImage'
import { AccountBalance } from './AccountBalance'
import { AccountName } from './AccountName'
import { AccountTabs } from './AccountTabs'
import { AuthAccountInfo } from './AuthAccountInfo'
import { CopyAddressButton } from './CopyAddressButton'
import { NamespaceAccount } from './NamespaceAccount'
import { ProfileWalletsEntry } from './ProfileWalletsEntry'
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
  const { mutateAsync: disconnect, isPending } = useDisconnect()
  const [failed, setFailed] = useState(false)
  const { dispatch } = useFoyerActions()
  const options = useFoyerOptions()
  const { active } = useNamespaces()
  const { multiWallet } = useRemoteFeatures()
  // Remembers the wallets connected here, so ProfileWallets lists one that goes as disconnected.
  useKnownWallets(multiWallet)
  // The modal shows the namespace the user chose last: Solana has its own account view (SPL tokens,
  // activity), the other families a shared one.
  if (active?.state.status === 'connected') return active.namespace === 'solana' ? <SolanaAccount /> : <NamespaceAccount entry={active} />
  if (!address) return null

  async function onDisconnect() {
    setFailed(false)
    try {
      await disconnect({ connector })
    } catch {
      setFailed(true)
    }
  }

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
      <ProfileWalletsEntry />
      {options.enableNetworkSwitch && (
        <Button className={styles.fullWidth} onClick={() => dispatch({ type: 'push', route: { view: 'SwitchNetwork' } })}>
          {chainId !== undefined && <NetworkImage caipNetworkId={`eip155:${chainId}`} name={chain?.name ?? t('account.unknownNetwork')} size={20} />}
          {t('network.switchNetwork')}
        </Button>
      )}
      {failed && (
        <p role="alert" className={styles.errorText}>
          {t('error.Failed to disconnect')}
        </p>
      )}
      <Button variant="danger" className={styles.fullWidth} onClick={onDisconnect} disabled={isPending}>
        {isPending ? t('account.disconnecting') : t('account.disconnect')}
      </Button>
    </div>
  )
}
