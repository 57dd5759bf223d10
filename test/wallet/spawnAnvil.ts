import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/** Options of {@link spawnAnvil}. */
export type SpawnAnvilOptions = {
  /**
   * Chain id anvil reports.
   * @default 31337
   */
  chainId?: number
  /**
   * Port on 127.0.0.1.
   * @default a free port picked by the OS
   */
  port?: number
  /**
   * Milliseconds to wait for the first answer.
   * @default 15_000
   */
  timeout?: number
}

/** A running anvil and the way to stop it. */
export type SpawnedAnvil = {
  /** `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** Stops this anvil (by its pid) and waits for it to exit. */
  stop(): Promise<void>
}

/**
 * Starts the anvil binary from `@foundry-rs/anvil-<platform>` (or `ANVIL_BINARY`) directly, not
 * through `npx`, so stopping it stops the process that listens.
 * @example
 * const anvil = await spawnAnvil({ chainId: 31338 })
 * afterAll(() => anvil.stop())
 */
export async function spawnAnvil(options: SpawnAnvilOptions = {}): Promise<SpawnedAnvil> {
  const { chainId = 31337, timeout = 15_000 } = options
  const port = options.port ?? (await freePort())
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent']
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }

  const deadline = Date.now() + timeout
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}: ${stderr}`)
    const ready = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { rpcUrl, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not answer on ${rpcUrl} within ${timeout} ms: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function anvilBinary(): string {
  if (process.env['ANVIL_BINARY']) return process.env['ANVIL_BINARY']
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const manifest = createRequire(import.meta.url).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(manifest), 'bin', 'anvil')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
