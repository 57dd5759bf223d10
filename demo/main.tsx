import { App } from './App'
import './demo.css'
import { renderDemoRoot } from './renderDemoRoot'

// In development (Vite's dev server, or a build the local stack serves) the demo brings its own wallet (keys stay in the API process).
// `?devWallet=off` leaves it out, `?devWallet=on` forces it in, and the e2e stack
// (VITE_FOYER_DEV_WALLET=off) leaves it out unless asked: once connected in the API
// process it would reconnect every new page.
const devWallet = new URLSearchParams(location.search).get('devWallet') ?? import.meta.env.VITE_FOYER_DEV_WALLET ?? 'on'
if ((import.meta.env.DEV || import.meta.env.VITE_FOYER_DEV_STACK === '1') && devWallet !== 'off') {
  await import('./devTestWallet').then((module) => module.installDevTestWallet())
}

renderDemoRoot(<App />)
