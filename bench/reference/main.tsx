import { useState } from 'react'
import { useConnection } from 'wagmi'
import '../../demo/demo.css'
import { AuthActions } from '../../demo/AuthActions'
import { DemoMain } from '../../demo/DemoMain'
import { renderDemoRoot } from '../../demo/renderDemoRoot'

// The demo's header without the kit: the same wagmi stack and chrome, and a
// hand-written dialog so click-to-visible has a floor to compare against.
function ReferenceApp() {
  const [open, setOpen] = useState(false)
  const [themeMode, setThemeMode] = useState('dark')
  // The demo's own button (and its sign/send actions below) read the connection too, so it is not counted as the kit's cost.
  const { address } = useConnection()
  return (
    <>
      <header className="demo-header">
        <h1>Foyer demo</h1>
        <div className="demo-actions">
          <label>
            Theme{' '}
            <select value={themeMode} onChange={(event) => setThemeMode(event.target.value)}>
              <option value="dark">Dark</option>
              <option value="light">Light</option>
            </select>
          </label>
          <button className="demo-button" type="button" onClick={() => setOpen(true)}>
            {address ? `${address.slice(0, 6)}…${address.slice(-4)}` : 'Connect Wallet'}
          </button>
        </div>
      </header>
      <DemoMain>
        <AuthActions />
      </DemoMain>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect a wallet">
          <p>No wallets here: this is the bench's reference page.</p>
          <ul aria-label="Wallets">
            <li>
              <button type="button">All wallets</button>
            </li>
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  )
}

renderDemoRoot(<ReferenceApp />)
