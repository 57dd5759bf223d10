import { useState } from 'react'
import { ConnectButton, ConnectModal, FoyerProvider, foyerSiwx, useConnectModal, type OpenableView, type ThemeMode } from 'foyer-kit'
import { foyerConfig } from './foyerConfig'
import { readDemoOptions } from './demoOptions'
import { AuthActions } from './AuthActions'
import { DemoMain } from './DemoMain'
import { SolanaEmbeddedActions } from './SolanaEmbeddedActions'
import { SolanaWalletConnectActions } from './SolanaWalletConnectActions'
import { NamespaceActions } from './NamespaceActions'
import { EnsName } from './EnsName'
import { SiwxStatus } from './SiwxStatus'

const demoOptions = readDemoOptions()
// Sign in with the wallet only when the URL asks for it (`?siwx=on|required`): the demo's default stays as it was.
const siwx = demoOptions.siwx ? foyerSiwx(foyerConfig, { statement: 'Sign in to the Foyer demo.' }) : undefined

// `?view=X`: a second button that opens the modal on that view (Foyer's own button opens the default one).
function OpenViewButton({ view }: { view: OpenableView }) {
  const { open, prefetch } = useConnectModal()
  return (
    <button className="demo-button" type="button" onPointerEnter={prefetch} onFocus={prefetch} onClick={() => open({ view })}>
      Open {view}
    </button>
  )
}

/** The demo page: a header with the connect button, a theme switch and a direction switch. */
export function App() {
  const [themeMode, setThemeMode] = useState<ThemeMode>(demoOptions.themeMode)
  // Switching in place keeps the open view and its state, so one walk through a flow can be checked in every look.
  const [dir, setDir] = useState<'ltr' | 'rtl' | undefined>(demoOptions.dir)
  return (
    <FoyerProvider
      config={foyerConfig}
      themeMode={themeMode}
      themeVariables={demoOptions.themeVariables}
      locale={demoOptions.locale}
      {...(dir ? { dir } : {})}
      featuredWalletIds={demoOptions.featuredWalletIds}
      includeWalletIds={demoOptions.includeWalletIds}
      excludeWalletIds={demoOptions.excludeWalletIds}
      customWallets={demoOptions.customWallets}
      walletConnectTimings={demoOptions.walletConnectTimings}
      siwx={siwx}
      captureEmail={demoOptions.captureEmail}
      signInRequired={demoOptions.siwx === 'required'}
      analytics={demoOptions.analytics}
    >
      <header className="demo-header">
        <h1>Foyer demo</h1>
        <div className="demo-actions">
          <label>
            Theme{' '}
            <select value={themeMode} onChange={(event) => setThemeMode(event.target.value as ThemeMode)}>
              <option value="dark">Dark</option>
              <option value="light">Light</option>
            </select>
          </label>
          <label>
            Direction{' '}
            <select
              value={dir ?? ''}
              onChange={(event) => setDir(event.target.value === 'rtl' || event.target.value === 'ltr' ? event.target.value : undefined)}
            >
              <option value="">Page</option>
              <option value="ltr">Left to right</option>
              <option value="rtl">Right to left</option>
            </select>
          </label>
          {demoOptions.openView && <OpenViewButton view={demoOptions.openView} />}
          <ConnectButton />
        </div>
      </header>
      <DemoMain>
        <SiwxStatus />
        <EnsName />
        <AuthActions />
        <SolanaEmbeddedActions />
        <SolanaWalletConnectActions />
        <NamespaceActions />
      </DemoMain>
      <ConnectModal />
    </FoyerProvider>
  )
}
