import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useFoyerCatalogue, useFoyerOptions } from '../../hooks/foyerContext'
import { catalogueQueryOptions } from '../../hooks/catalogueQueryOptions'
import { buttonMessages } from '../../src/i18n/messages/button'

/** A key of the buttons' texts. */
export type ButtonMessageKey = keyof typeof buttonMessages

/**
 * The buttons' texts in the provider's locale. The modal's catalogue is used once loaded; before
 * that a non-English locale loads its catalogue alone (not the modal's code), and English ships
 * its few texts with this chunk.
 *
 * @example
 * const t = useButtonText()
 * t('button.network', { network: 'Ethereum' }) // 'Network: Ethereum, switch network'
 */
export function useButtonText(): (key: ButtonMessageKey, params?: Record<string, string>) => string {
  const { locale } = useFoyerOptions()
  const modalCatalogue = useFoyerCatalogue()
  const options = catalogueQueryOptions(locale)
  const { data } = useQuery({ ...options, enabled: options.enabled && !modalCatalogue })
  const catalogue = modalCatalogue ?? data
  return useCallback(
    (key: ButtonMessageKey, params: Record<string, string> = {}) =>
      (catalogue?.[key] ?? buttonMessages[key]).replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match),
    [catalogue],
  )
}
