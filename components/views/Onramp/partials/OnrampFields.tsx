import { useId } from 'react'
import type { ReactNode } from 'react'
import { useFoyerApi } from '../../../../hooks/foyerContext'
import type { UseOnrampReturnType } from '../../../../hooks/onramp/useOnramp'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { MessageKey } from '../../../../src/i18n/en'
import { getCurrencyImage, getTokenImage } from '../../../../src/images/apiImageUrls'
import { FallbackImage } from '../../../ui/FallbackImage'
import { NetworkImage } from '../../../ui/NetworkImage'
import * as styles from '../OnrampView.css'

/** The payment methods' names, for the method picker and the limit messages. */
export const methodKeys: Readonly<Record<string, MessageKey>> = { card: 'onramp.method.card', ach_bank_account: 'onramp.method.ach_bank_account' }

function Select(props: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  testId: string
  /** The chosen option's image, beside the control (a select's options cannot carry one). */
  image?: ReactNode
}) {
  const id = useId()
  const select = (
    <select id={id} className={styles.select} value={props.value} onChange={(event) => props.onChange(event.target.value)} data-testid={props.testId}>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      {props.image ? (
        <span className={styles.selectRow}>
          {props.image}
          {select}
        </span>
      ) : (
        select
      )}
    </div>
  )
}

/** A currency's or token's image from Foyer's API, its first letter until it loads or when there is none. */
function CurrencyImage({ src, name, testId }: { src: string | undefined; name: string; testId: string }) {
  return (
    <span aria-hidden="true" className={styles.currencyImage} data-testid={testId}>
      <FallbackImage src={src} fallback={name.charAt(0).toUpperCase()} size={24} />
    </span>
  )
}

/** An on-ramp network's CAIP-2 id: the provider names EVM chains by number. */
const caipNetworkIdOf = (chainId: string) => (/^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId)

/** What is bought and on which network, and what is paid with and how. */
export function OnrampFields({ onramp }: { onramp: UseOnrampReturnType }) {
  const t = useTranslate()
  const api = useFoyerApi()
  const methods = onramp.paymentCurrency.payment_method_limits.map((limit) => limit.id)
  return (
    <>
      <div className={styles.row}>
        <Select
          label={t('onramp.youBuy')}
          testId="foyer-onramp-purchase"
          value={onramp.purchaseCurrency.id}
          onChange={(id) => {
            const currency = onramp.purchaseCurrencies.find((candidate) => candidate.id === id)
            if (currency) onramp.setPurchaseCurrency(currency)
          }}
          options={onramp.purchaseCurrencies.map((currency) => ({ value: currency.id, label: `${currency.name} (${currency.symbol})` }))}
          image={
            <CurrencyImage
              src={getTokenImage(api, onramp.purchaseCurrency.symbol)}
              name={onramp.purchaseCurrency.symbol}
              testId="foyer-onramp-purchase-image"
            />
          }
        />
        <Select
          label={t('onramp.network')}
          testId="foyer-onramp-network"
          value={onramp.network?.name ?? ''}
          onChange={(name) => {
            const network = onramp.purchaseCurrency.networks.find((candidate) => candidate.name === name)
            if (network) onramp.setNetwork(network)
          }}
          options={onramp.purchaseCurrency.networks.map((network) => ({ value: network.name, label: network.display_name }))}
          image={onramp.network && <NetworkImage caipNetworkId={caipNetworkIdOf(onramp.network.chain_id)} name={onramp.network.display_name} size={24} />}
        />
      </div>
      <div className={styles.row}>
        <Select
          label={t('onramp.payWith')}
          testId="foyer-onramp-payment"
          value={onramp.paymentCurrency.id}
          onChange={(id) => {
            const currency = onramp.paymentCurrencies.find((candidate) => candidate.id === id)
            if (currency) onramp.setPaymentCurrency(currency)
          }}
          options={onramp.paymentCurrencies.map((currency) => ({ value: currency.id, label: currency.id }))}
          image={<CurrencyImage src={getCurrencyImage(api, onramp.paymentCurrency.id)} name={onramp.paymentCurrency.id} testId="foyer-onramp-payment-image" />}
        />
        <Select
          label={t('onramp.method')}
          testId="foyer-onramp-method"
          value={onramp.paymentMethod}
          onChange={onramp.setPaymentMethod}
          options={methods.map((method) => ({ value: method, label: methodKeys[method] ? t(methodKeys[method]) : method }))}
        />
      </div>
    </>
  )
}
