// Hydrates the server's HTML with the state wagmi reads from `document.cookie`.
import { hydrateRoot } from 'react-dom/client'
import { cookieToInitialState } from 'wagmi'
import { createSsrConfig, SsrRoot } from './ssrApp'

// Read before the config exists: in the browser wagmi's store writes its empty state to the cookie
// as soon as the config is created, the way a server-rendered app hands its state to the client
// before the client's config runs.
const cookie = document.cookie
const config = createSsrConfig()
const root = document.getElementById('root')
if (root) {
  hydrateRoot(root, <SsrRoot config={config} initialState={cookieToInitialState(config, cookie)} />, {
    onRecoverableError: (error) => console.error(`recoverable: ${String(error)}`),
  })
  ;(window as { hydrated?: boolean }).hydrated = true
}
