import { useEffect } from 'react'
import { useAuthConnector } from '../auth/useAuthConnector'
import { useFoyerOptions } from '../foyerContext'
import { syncEmbeddedSolana } from './embeddedSolana'
import { namespaceRuntime } from './namespaceRuntime'

/**
 * Connects the Solana namespace to the embedded wallet's Solana account once an e-mail or social
 * user is signed in (and disconnects it at sign-out), for apps with the `solana` option only;
 * others load nothing of Solana.
 *
 * @example
 * useEmbeddedSolana()
 */
export function useEmbeddedSolana(): void {
  const { config } = useFoyerOptions()
  const auth = useAuthConnector()
  const solana = config.solana
  useEffect(() => {
    if (!solana || !auth) return
    const runtime = namespaceRuntime(config)
    const sync = (user: ReturnType<typeof auth.currentUser>) => void syncEmbeddedSolana({ runtime, solana, auth, user }).catch(() => undefined)
    if (auth.currentUser()) sync(auth.currentUser())
    return auth.onAuthEvent((event) => {
      if (event.type === 'userChanged') sync(event.user)
    })
  }, [auth, config, solana])
}
