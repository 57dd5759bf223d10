// Renders the SSR app for one request, with the state wagmi reads from the request's cookie.
import { renderToString } from 'react-dom/server'
import { cookieToInitialState } from 'wagmi'
import { createSsrConfig, SsrRoot } from './ssrApp'

/** The app's HTML for a request carrying `cookie`. */
export function renderSsrApp(cookie: string | undefined): string {
  const config = createSsrConfig()
  return renderToString(<SsrRoot config={config} initialState={cookieToInitialState(config, cookie)} />)
}
