import type { Address } from 'viem'
import { useAccountNfts } from '../../../hooks/account/useAccountNfts'
import { useTranslate } from '../../../hooks/useTranslate'
import { TabMessage, TabSkeleton } from './TabStates'
import * as styles from './AccountTabs.css'

/** The NFTs tab: a grid of the account's NFTs, each with its image (data: URIs only) and name. */
export function NftsTab({ address, chainId }: { address: Address | undefined; chainId: number | undefined }) {
  const t = useTranslate()
  const nfts = useAccountNfts({ address, chainId })
  if (nfts.isError && !nfts.data) return <TabMessage tone="error" title={t('accountData.nfts.unavailable')} testId="foyer-nfts-error" />
  if (!nfts.data) return <TabSkeleton label={t('accountData.nfts.loading')} rows={2} />
  if (nfts.data.length === 0)
    return <TabMessage title={t('accountData.nfts.empty')} description={t('accountData.nfts.emptyDescription')} testId="foyer-nfts-empty" />
  return (
    <ul className={styles.nftGrid} data-testid="foyer-nfts">
      {nfts.data.map((nft) => (
        <li key={`${nft.address}:${nft.tokenId}`} data-testid="foyer-nft">
          <figure className={styles.nftCard}>
            {/* Only inline images: an http(s) URL from metadata would leak the visit to a third party. */}
            {nft.image?.startsWith('data:image/') ? (
              <img className={styles.nftImage} src={nft.image} alt="" loading="lazy" />
            ) : (
              <span aria-hidden="true" className={styles.nftPlaceholder}>
                #{nft.tokenId}
              </span>
            )}
            <figcaption className={styles.strong} title={nft.name}>
              {nft.name}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
