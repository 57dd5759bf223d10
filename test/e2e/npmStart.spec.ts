/*
 * `npm start` as a new user runs it: `node --import tsx devstack/stack/cli.ts` with none of the
 * end-to-end run's settings (no production build of the demo, no VITE_FOYER_DEV_WALLET, no limits
 * raised), so the demo comes from Vite's dev server, the way the README's first command serves it.
 * The rest of the suite tests a production build; only here does a Node built-in that slipped into
 * the page's module graph show as the white page users would see. The stack runs on free ports of
 * its own and a fresh data directory, beside the suite's stack, and is stopped whatever happens.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { STACK_PORTS, type StackPorts } from '../../devstack/stack/ports'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { dialog, expect, test } from './fixtures'

const STACK_START_TIMEOUT_MS = 180_000
const STACK_STOP_TIMEOUT_MS = 20_000

/** Ports nothing listens on now: each is bound to port 0 at once, read, then released. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  await Promise.all(servers.map((server) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))))
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** The environment a user's shell gives `npm start`: this run's own FOYER_* and VITE_FOYER_* settings removed. */
function userEnv(ports: StackPorts, dataDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITE_)?FOYER_/.test(name)))
  for (const [name, { envVar }] of Object.entries(STACK_PORTS)) env[envVar] = String(ports[name as keyof StackPorts])
  return { ...env, FOYER_DATA_DIR: dataDir }
}

let stack: ChildProcess | undefined
let ports: StackPorts
let dataDir = ''
const output: string[] = []

const signalStack = (signal: NodeJS.Signals) => {
  try {
    if (stack?.pid && stack.exitCode === null && stack.signalCode === null) process.kill(-stack.pid, signal)
  } catch {
    // Already gone.
  }
}
// Should this worker end without running afterAll, the stack's process group goes with it.
const killOnExit = () => signalStack('SIGKILL')

async function waitForDemo(url: string): Promise<void> {
  const deadline = Date.now() + STACK_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (stack?.exitCode !== null) throw new Error(`npm start exited (${stack?.exitCode}) during start-up:\n${output.join('')}`)
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`npm start did not serve ${url} within ${STACK_START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)
}

test.beforeAll(async () => {
  test.setTimeout(STACK_START_TIMEOUT_MS + 30_000)
  const [chain, chain2, api, frame, demo, relay, solana] = await freePorts(7)
  ports = { chain: chain!, chain2: chain2!, api: api!, frame: frame!, demo: demo!, relay: relay!, solana: solana! }
  dataDir = mkdtempSync(join(tmpdir(), 'foyer-npm-start-'))
  // package.json's `start` script, run by node directly so the stack is this process's child; in a
  // process group of its own so anvil and the other children are stopped with it.
  stack = spawn('node', ['--import', 'tsx', 'devstack/stack/cli.ts'], { env: userEnv(ports, dataDir), stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  process.once('exit', killOnExit)
  for (const stream of [stack.stdout, stack.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  await waitForDemo(`http://127.0.0.1:${ports.demo}`)
})

test.afterAll(async () => {
  test.setTimeout(STACK_STOP_TIMEOUT_MS + 10_000)
  if (stack && stack.exitCode === null) {
    const exited = new Promise((resolve) => stack?.once('exit', resolve))
    // The stack's own shutdown stops anvil and closes the database; the group is killed after.
    signalStack('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STACK_STOP_TIMEOUT_MS))])
  }
  signalStack('SIGKILL')
  process.off('exit', killOnExit)
  rmSync(dataDir, { recursive: true, force: true })
})

test('npm start serves a demo that renders, opens the modal and connects the Foyer Dev Wallet', async ({ page }) => {
  // The dev server compiles each module on first request; a cold start is slow on two cores.
  test.setTimeout(180_000)
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // A page error (the white page) ends the wait for the first render; it can come before `load`.
  const failed = page.waitForEvent('pageerror', { timeout: 120_000 }).catch(() => undefined)
  await page.goto(`http://127.0.0.1:${ports.demo}/`)
  const connectButton = page.getByRole('button', { name: 'Connect', exact: true })
  await Promise.race([connectButton.waitFor({ timeout: 120_000 }).catch(() => undefined), failed])
  expect(pageErrors).toEqual([])
  await expect(connectButton).toBeVisible()

  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible({ timeout: 60_000 })
  await dialog(page).getByRole('button', { name: 'Foyer Dev Wallet', exact: true }).click()
  const devAccount = ANVIL_ACCOUNTS[0]!
  const account = dialog(page, 'Account')
  // A reload here (Vite finding a dependency only when the modal opened) would close the modal: the
  // Account view must follow the click on the same page.
  await expect(account.getByTestId('foyer-address')).toHaveText(shortenAddress(devAccount.address), { timeout: 30_000 })
  const balance = await createPublicClient({ transport: http(`http://127.0.0.1:${ports.chain}`) }).getBalance({ address: devAccount.address })
  await expect(account.getByTestId('foyer-balance')).toHaveText(`${formatBalance(balance, 18)} ETH`)
  expect(pageErrors).toEqual([])
})
