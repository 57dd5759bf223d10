import { DEFAULT_CODE_THROTTLE_MS } from '../../services/api/auth/rateLimits'
import { approveDevice, emailSignIn, randomWallet, readWallet, storeWallet } from './emailSignIn'
import type { ApiClient, StoredWallet } from './emailSignIn'
import { startServeProcess } from './serveProcess'
import type { ServeProcess } from './serveProcess'

/** Options of {@link runCrashRecovery}. */
export type CrashRecoveryOptions = {
  /** `FOYER_*` variables naming the database (`FOYER_DATA_DIR` or `FOYER_DATABASE_URL`). */
  env: Record<string, string>
  /** Users who create a wallet before the load starts and sign in again after the restart. @default 3 */
  users?: number
  /** Clients signing up new users (sign-in + wallet) back to back while the server is killed. @default 4 */
  loadClients?: number
  /** Wallets the load must have stored before `kill -9` (the kill then lands on a running load). @default 3 */
  killAfterWallets?: number
  /** The server's per-address code throttle (`FOYER_CODE_THROTTLE_MS`), waited out before signing in again. @default 30_000 */
  codeThrottleMs?: number
}

/** One wallet created before the kill and what the restarted server answered for it. */
export type RecoveredWallet = {
  email: string
  address: string
  /** The old session still answers with the same address and auth share. */
  sameWithOldSession: boolean
  /** Signing in again (new device, new code): `isNewUser` (must be false), the address and recovery share it sees. */
  again?: { isNewUser: boolean; sameAddress: boolean; sameRecoveryShare: boolean }
}

/** What {@link runCrashRecovery} observed. */
export type CrashRecoveryResult = {
  users: RecoveredWallet[]
  /** Wallets the load stored (answered 201) before the kill, and how many the restarted server still had. */
  loadWalletsAcknowledged: number
  loadWalletsRecovered: number
  /** Sign-ins of the load that failed before the kill (should be 0). */
  loadErrorsBeforeKill: string[]
  /** From `kill -9` until the restarted server logged its API URL. */
  restartMs: number
}

let nextIp = 1
// Every simulated client comes through the trusted proxy from its own address, so per-IP limits
// (30 code e-mails per 10 min) do not cut the load short.
const freshClient = (api: string): ApiClient => {
  const n = nextIp++
  return { api, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
}

/**
 * The crash drill: `npm run serve` (development, dev mailbox) on the given database; `users` sign in
 * and store a wallet; a sign-in load starts; the server is killed with SIGKILL mid-load and started
 * again on the same database. Every wallet stored before the kill is read back, with the old session
 * and by signing in again.
 */
export async function runCrashRecovery(options: CrashRecoveryOptions): Promise<CrashRecoveryResult> {
  const codeThrottleMs = options.codeThrottleMs ?? DEFAULT_CODE_THROTTLE_MS
  const env = {
    FOYER_DEV: '1',
    FOYER_TRUST_PROXY: '1',
    FOYER_API_PORT: '0',
    FOYER_FRAME_PORT: '0',
    // Signing in again after the restart waits this out, so the server is told the same value.
    FOYER_CODE_THROTTLE_MS: String(codeThrottleMs),
    ...options.env,
  }
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  let server: ServeProcess = await startServeProcess(env)
  try {
    const users = await Promise.all(
      Array.from({ length: options.users ?? 3 }, async (_, index) => {
        const email = `crash-${tag}-${index}@example.com`
        const client = freshClient(server.apiUrl)
        const signedIn = await emailSignIn(client, email, `device-${index}`)
        const wallet = randomWallet()
        const status = await storeWallet(client, signedIn.sessionToken, wallet)
        if (status !== 201) throw new Error(`PUT /auth/v1/wallet answered ${status} for ${email}`)
        return { email, wallet, sessionToken: signedIn.sessionToken }
      }),
    )

    // After the users' codes were sent (the server's throttle starts when it sends, not before).
    const codesSentAt = Date.now()
    const acknowledged: { wallet: StoredWallet; sessionToken: string }[] = []
    const errorsBeforeKill: string[] = []
    let killed = false
    const load = Array.from({ length: options.loadClients ?? 4 }, async (_, clientIndex) => {
      for (let round = 0; !killed; round++) {
        const client = freshClient(server.apiUrl)
        try {
          const signedIn = await emailSignIn(client, `load-${tag}-${clientIndex}-${round}@example.com`, `load-device-${clientIndex}`)
          const wallet = randomWallet()
          if ((await storeWallet(client, signedIn.sessionToken, wallet)) === 201) acknowledged.push({ wallet, sessionToken: signedIn.sessionToken })
        } catch (error) {
          if (!killed) errorsBeforeKill.push(error instanceof Error ? error.message : String(error))
        }
      }
    })
    // Bounded: give up waiting after 30 s and kill anyway (the result then shows too few wallets).
    const waitUntil = Date.now() + 30_000
    while (acknowledged.length < (options.killAfterWallets ?? 3) && errorsBeforeKill.length === 0 && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const acknowledgedAtKill = [...acknowledged]
    killed = true
    const killedAt = performance.now()
    await server.kill9()
    await Promise.all(load)

    server = await startServeProcess(env)
    const restartMs = performance.now() - killedAt
    const api = server.apiUrl
    // The recovery share is released only to a device that just signed in anew (and was approved), so
    // an old session proves the address and the auth share; signing in again below proves the recovery share.
    const sameAs = (wallet: StoredWallet, seen: Awaited<ReturnType<typeof readWallet>>) =>
      seen.address === wallet.address && seen.authShare === wallet.authShare

    let loadWalletsRecovered = 0
    for (const { wallet, sessionToken } of acknowledgedAtKill) if (sameAs(wallet, await readWallet(freshClient(api), sessionToken))) loadWalletsRecovered++

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, codesSentAt + codeThrottleMs + 1_000 - Date.now())))
    const recovered = await Promise.all(
      users.map(async ({ email, wallet, sessionToken }, index): Promise<RecoveredWallet> => {
        const client = freshClient(api)
        const sameWithOldSession = sameAs(wallet, await readWallet(client, sessionToken))
        const again = await emailSignIn(client, email, `device-after-crash-${index}`)
        await approveDevice(client, email, again.sessionToken)
        const seen = await readWallet(client, again.sessionToken)
        return {
          email,
          address: wallet.address,
          sameWithOldSession,
          again: { isNewUser: again.isNewUser, sameAddress: seen.address === wallet.address, sameRecoveryShare: seen.recoveryShare === wallet.recoveryShare },
        }
      }),
    )
    return { users: recovered, loadWalletsAcknowledged: acknowledgedAtKill.length, loadWalletsRecovered, loadErrorsBeforeKill: errorsBeforeKill, restartMs }
  } finally {
    await server.stop()
  }
}
