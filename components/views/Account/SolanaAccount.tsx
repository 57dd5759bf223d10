import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useNamespace } from '../../../hooks/namespaces/useNamespace'
import { useTranslate } from '../../../hooks/useTranslate'
import { explorerUrl } from '../../../src/chains/solanaChains'
import { formatBalance } from '../../../src/format/formatBalance'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { NetworkImage } from '../../ui/NetworkImage'
import { WalletImage } from '../../ui/WalletImage'
import { sendReceiveRow } from '../WalletSend/SendReceiveButtons.css'
import { CopyAddressButton } from './CopyAddressButton'
import { SolanaAccountTabs } from './SolanaAccountTabs'
import * as styles from './AccountView.css'
import { ProfileWalletsEntry } from './ProfileWalletsEntry'

// The native balance's cache lifetime (30 s), as for EVM.
const nativeBalanceStaleTime = 30_000

/**
 * Account for a Solana connection: the address (shortened, with copy), the SOL balance read from
 * the network's RPC, Receive and Send, the network, the Tokens (SOL and SPL with USD values) and
 * Activity tabs, an explorer link when the network has one, Switch network (to the other Solana
 * networks or to EVM) and Disconnect.
 */
export function SolanaAccount() {
  const t = useTranslate()
  const { adapter, state, wallets } = useNamespace('solana')
  const { dispatch } = useFoyerActions()
  const options = useFoyerOptions()
  const [failed, setFailed] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  const account = state.accounts[0]
  const network = state.caipNetwork
  const wallet = wallets.find((candidate) => candidate.id === state.walletId)
  const balance = useQuery({
    // Under the native balance's name, so a send refreshes it with the other account data.
    queryKey: ['foyer.nativeBalance', { caipAddress: account?.caipAddress }],
    queryFn: async () => {
      if (!adapter || !account) throw new Error('No Solana account')
      const { value, decimals, symbol } = await adapter.getBalance({ address: account.address })
      return `${formatBalance(value, decimals)} ${symbol}`
    },
    enabled: adapter !== undefined && account !== undefined,
    staleTime: nativeBalanceStaleTime,
  })
  if (!account || !adapter) return null
  const explorer = network?.blockExplorers?.default
  const explorerLink = explorerUrl(network, account.address)

  async function onDisconnect() {
    setFailed(false)
    setDisconnecting(true)
    try {
      await adapter?.disconnect()
    } catch {
      setFailed(true)
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className={styles.root}>
      <WalletImage src={wallet?.icon} name={wallet?.name ?? state.walletId ?? '?'} size={64} />
      <div className={styles.addressRow}>
        <p className={styles.address} title={account.address} data-testid="foyer-address" dir="ltr">
          {shortenAddress(account.address)}
        </p>
        <CopyAddressButton address={account.address} />
      </div>
      {balance.isPending ? (
        <p className={styles.muted} role="status" aria-busy="true">
          {t('account.balanceLoading')}
        </p>
      ) : balance.isError ? (
        <>
          <p className={styles.errorText} role="alert">
            {t('account.balanceUnavailable')}
          </p>
          <Button onClick={() => balance.refetch()}>{t('connect.retry')}</Button>
        </>
      ) : (
        <p className={styles.balance} data-testid="foyer-balance" dir="ltr" aria-label={`${t('account.balance')}: ${balance.data}`}>
          {balance.data}
        </p>
      )}
      <div className={sendReceiveRow}>
        <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>
        <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
          {t('send.openSend')}
        </Button>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('account.network')}</dt>
        <dd className={styles.value} data-testid="foyer-network">
          {network?.name ?? t('account.unknownNetwork')}
        </dd>
        <dt className={styles.term}>{t('account.wallet')}</dt>
        <dd className={styles.value}>{wallet?.name ?? state.walletId}</dd>
      </dl>
      <SolanaAccountTabs address={account.address} network={network} />
      {explorer && explorerLink && (
        <a className={styles.fullWidth} href={explorerLink} target="_blank" rel="noreferrer noopener">
          {t('send.viewOnExplorer', { explorer: explorer.name })}
        </a>
      )}
      <ProfileWalletsEntry />
      {options.enableNetworkSwitch && (
        <Button className={styles.fullWidth} onClick={() => dispatch({ type: 'push', route: { view: 'SwitchNetwork' } })}>
          {network && <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} size={20} />}
          {t('network.switchNetwork')}
        </Button>
      )}
      {failed && (
        <p role="alert" className={styles.errorText}>
          {t('error.Failed to disconnect')}
        </p>
      )}
      <Button variant="danger" className={styles.fullWidth} onClick={onDisconnect} disabled={disconnecting}>
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </Button>
    </div>
  )
}
