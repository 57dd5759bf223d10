import { randomBytes } from 'node:crypto'
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { startMeldStandIn } from '../../../devstack/onramp/meldStandIn'
import { startFarcasterStandIn } from '../../../devstack/farcaster/startFarcasterStandIn'
import type { MeldStandIn } from '../../../devstack/onramp/meldStandIn'
import { startDemo } from '../../../devstack/stack/startDemo'
import { deployPublicChain } from './deployPublicChain'
import type { PublicChainDeployment } from './deployPublicChain'
import { PRODUCTION_PROJECT_ID, writeProductionConfig } from './productionConfig'
import { serveProduction } from './serveProduction'
import { startProductionOidc } from './productionOidc'
import { startSmtpInbox } from './smtpInbox'
import type { SmtpInbox } from './smtpInbox'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The ports of the production stack's parts; 0 lets the system pick (not for the demo, API or frame). */
export type ProductionPorts = { chain: number; chain2: number; api: number; frame: number; demo: number; smtp: number; meld: number; oidc: number }

/** What the tests need of a running production stack. */
export type ProductionStackInfo = {
  api: string
  frame: string
  demo: string
  projectId: string
  chains: PublicChainDeployment[]
  /** The process group `npm run serve` runs in, so a last resort can end it. */
  serverPid: number
  /** The server's output (its JSON log lines at debug level). */
  logFile: string
  /** `{ kind, value }` lines: every secret the run saw handed out, for the log scan. */
  secretsFile: string
}

/** A running production stack. */
export type ProductionStack = {
  info: ProductionStackInfo
  inbox: SmtpInbox
  /** The stand-in for Meld's REST API the server asks for on-ramp quotes. */
  meld: MeldStandIn
  /** Records a secret the run saw (a code, a session token) for the log scan. */
  recordSecret(kind: string, value: string): void
  /** Stops the server, the demo, the inbox and the chains; removes the data directory. */
  stop(): Promise<void>
}

/**
 * Starts Foyer as an operator runs it against chains as a public chain has them: two anvils with
 * the contracts deployed (see `deployPublicChain`), a real SMTP server, a stand-in for Meld's REST
 * API (it speaks Meld's wire format), a production configuration file, `npm run serve`, and a
 * production build of the demo on Vite's preview server, no dev server. Whatever fails during
 * start-up stops what already runs.
 *
 * @example
 * const stack = await startProductionStack(ports, 'test-results')
 * await stack.stop()
 */
export async function startProductionStack(ports: ProductionPorts, outputDir: string, log: (line: string) => void = () => undefined): Promise<ProductionStack> {
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => log(`stop failed: ${String(error)}`))
  }
  const dir = mkdtempSync(join(tmpdir(), 'foyer-production-e2e-'))
  stops.push(async () => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(resolve(outputDir), { recursive: true })
  const logFile = resolve(outputDir, 'production-services.log')
  const secretsFile = resolve(outputDir, 'production-secrets.jsonl')
  for (const file of [logFile, secretsFile]) rmSync(file, { force: true })
  const recordSecret = (kind: string, value: string) => appendFileSync(secretsFile, `${JSON.stringify({ kind, value })}\n`)
  try {
    const anvils = await Promise.all(
      [
        { port: ports.chain, chainId: 31337 },
        { port: ports.chain2, chainId: 31338 },
      ].map(async ({ port, chainId }) => {
        const anvil: RunningAnvil = await startAnvil({ port, chainId })
        stops.push(anvil.stop)
        return anvil
      }),
    )
    const chains = await Promise.all(anvils.map((anvil) => deployPublicChain(anvil.rpcUrl, anvil.chainId)))
    log(`chains ${chains.map((chain) => `${chain.chainId} on ${chain.rpcUrl}`).join(', ')}, contracts deployed`)

    const inbox = await startSmtpInbox(ports.smtp, (mail) => {
      const code = /:\s*([0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail.text)?.[1]
      if (code) recordSecret('code', code)
    })
    stops.push(inbox.close)

    // The operator's Meld API key: a secret the server must never log.
    const meld = await startMeldStandIn({ apiKey: `e2e-meld-${randomBytes(16).toString('hex')}`, port: ports.meld })
    stops.push(meld.close)
    recordSecret('meldApiKey', meld.apiKey)

    // Farcaster: the ID Registry on the first chain (standing in for Optimism, where the real one is)
    // and a relay stand-in speaking the relay's wire format, whose sign-in page plays the Farcaster app.
    const farcasterRelay = await startFarcasterStandIn({
      rpcUrl: chains[0]!.rpcUrl,
      chainId: chains[0]!.chainId,
      authKey: `e2e-relay-${randomBytes(16).toString('hex')}`,
    })
    stops.push(farcasterRelay.close)

    const recoveryKey = randomBytes(32).toString('hex')
    recordSecret('recoveryKey', recoveryKey)
    const sessionKey = randomBytes(32).toString('hex')
    recordSecret('sessionKey', sessionKey)
    const demoOrigin = `http://127.0.0.1:${ports.demo}`
    // A real OpenID Provider for social sign-in: Google's and the operator's own provider point at it.
    const oidc = await startProductionOidc(ports.oidc, `http://127.0.0.1:${ports.api}`)
    stops.push(oidc.provider.close)
    for (const client of [oidc.google, oidc.oidc]) recordSecret('oauthClientSecret', client.clientSecret)
    const configFile = writeProductionConfig({
      dir,
      apiPort: ports.api,
      framePort: ports.frame,
      demoOrigin,
      smtpUrl: inbox.url,
      recoveryKey,
      sessionKey,
      meld: { url: meld.url, apiKey: meld.apiKey },
      farcaster: { relayUrl: farcasterRelay.url, optimismRpcUrl: chains[0]!.rpcUrl },
      oauth: { google: oidc.google, oidc: oidc.oidc },
      chains,
    })
    const api = `http://127.0.0.1:${ports.api}`
    const frame = `http://127.0.0.1:${ports.frame}`

    // Vite's preview server exits the whole process on SIGTERM (and at stdin's end) once it has
    // closed itself, which would cut this stack's shutdown short and leave the server running: the
    // stack owns shutdown, so the listeners Vite adds go (as `startDemo` does for its dev server).
    const viteWatchesStdin = process.env.CI !== 'true'
    const sigtermBefore = new Set(process.listeners('SIGTERM'))
    const stdinEndBefore = new Set(viteWatchesStdin ? process.stdin.listeners('end') : [])
    // The server starts (and builds its frame app) while the demo builds.
    const [served, demo] = await Promise.allSettled([
      serveProduction(configFile, logFile),
      startDemo({
        root: join(repoRoot, 'demo'),
        configFile: join(repoRoot, 'demo/vite.config.ts'),
        port: ports.demo,
        mode: 'build',
        env: {
          VITE_FOYER_API_URL: api,
          VITE_FOYER_FRAME_URL: frame,
          VITE_FOYER_PROJECT_ID: PRODUCTION_PROJECT_ID,
          VITE_FOYER_CHAIN_URL: chains[0]!.rpcUrl,
          VITE_FOYER_CHAIN2_URL: chains[1]!.rpcUrl,
          VITE_FOYER_DEV_WALLET: 'off',
        },
      }),
    ])
    for (const listener of process.listeners('SIGTERM')) if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener)
    if (viteWatchesStdin) {
      for (const listener of process.stdin.listeners('end')) if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void)
    }
    if (served.status === 'fulfilled') stops.push(() => served.value.stop())
    if (demo.status === 'fulfilled') stops.push(() => demo.value.close())
    if (served.status === 'rejected') throw served.reason
    if (demo.status === 'rejected') throw demo.reason
    log(`npm run serve: API ${api}, frame ${frame}; built demo on ${demoOrigin}`)
    return {
      info: { api, frame, demo: demoOrigin, projectId: PRODUCTION_PROJECT_ID, chains, serverPid: served.value.pid, logFile, secretsFile },
      inbox,
      meld,
      recordSecret,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
