/**
 * Ports of the stack the end-to-end run starts for itself. They differ from
 * `npm start`'s defaults so a developer's running demo does not get in the way.
 */
export const e2ePorts = {
  chain: Number(process.env.FOYER_E2E_CHAIN_PORT ?? 28545),
  chain2: Number(process.env.FOYER_E2E_CHAIN2_PORT ?? 28546),
  api: Number(process.env.FOYER_E2E_API_PORT ?? 28787),
  frame: Number(process.env.FOYER_E2E_FRAME_PORT ?? 28788),
  demo: Number(process.env.FOYER_E2E_DEMO_PORT ?? 25173),
  // Next to the frame's port by default (28789, like npm start's 8789), so runs that set only the
  // five ports above still get a relay port of their own.
  relay: Number(process.env.FOYER_E2E_RELAY_PORT ?? Number(process.env.FOYER_E2E_FRAME_PORT ?? 28788) + 1),
  solana: Number(process.env.FOYER_E2E_SOLANA_PORT ?? 28899),
}

export const e2eUrls = {
  chain: `http://127.0.0.1:${e2ePorts.chain}`,
  chain2: `http://127.0.0.1:${e2ePorts.chain2}`,
  api: `http://127.0.0.1:${e2ePorts.api}`,
  frame: `http://127.0.0.1:${e2ePorts.frame}`,
  demo: `http://127.0.0.1:${e2ePorts.demo}`,
  relay: `ws://127.0.0.1:${e2ePorts.relay}`,
  solana: `http://127.0.0.1:${e2ePorts.solana}`,
}

/**
 * Whether the run's stack serves a production build of the demo (the default, see stackEnv.ts)
 * rather than Vite's dev server (`FOYER_DEMO_BUILD=0`).
 */
export const demoIsBuilt = (process.env.FOYER_DEMO_BUILD ?? '1') === '1'
