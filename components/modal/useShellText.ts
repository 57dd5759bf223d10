import { useCallback } from 'react'
import { useFoyerCatalogue, useFoyerOptions } from '../../hooks/foyerContext'
import type { MessageKey } from '../../src/i18n/en'
import { authShellMessages } from '../../src/i18n/messages/authShell'
import { namespacesMessages } from '../../src/i18n/messages/namespaces'
import { walletsMessages } from '../../src/i18n/messages/wallets'

// The English texts the shell shows: the wallet lists' and the families' names, and the e-mail
// field's. The whole catalogue waits for the modal's code; these few ship with the page.
const shellEnglish: Readonly<Record<string, string>> = { ...walletsMessages, ...namespacesMessages, ...authShellMessages }

/**
 * The texts of the page's dialog shell: its few English ones, or the loaded catalogue of another
 * locale (the shell shows only once that catalogue is there). A key the shell does not ship reads
 * as an empty string.
 *
 * @example
 * const t = useShellText()
 * t('wallets.allWallets') // 'All wallets'
 */
export function useShellText(): (key: MessageKey) => string {
  const { locale } = useFoyerOptions()
  const catalogue = useFoyerCatalogue()
  return useCallback((key: MessageKey) => (locale === 'en' ? (shellEnglish[key] ?? '') : (catalogue?.[key] ?? '')), [locale, catalogue])
}
