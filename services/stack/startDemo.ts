import type { RunningServer } from '../api/listenHttp'

/** Options for {@link startDemo}. */
export type StartDemoOptions = {
  /** The demo app's folder. */
  root: string
  /** Its Vite config file. */
  configFile: string
  /** Port on 127.0.0.1; start-up fails rather than move to another port. */
  port: number
  /** `VITE_*` variables the app reads through `import.meta.env`. */
  env: Record<`VITE_${string}`, string>
}

/**
 * Starts the demo app's Vite dev server in this process (Vite's JS API, so there is no child process
 * to leak).
 */
export async function startDemo(options: StartDemoOptions): Promise<RunningServer> {
  // Vite reads VITE_* from process.env (after .env files), which is how the URLs reach the app.
  Object.assign(process.env, options.env)
  // Loaded only when the demo runs: Vite is large and the tests start the stack without it.
  const { createServer } = await import('vite')
  const sigtermBefore = new Set(process.listeners('SIGTERM'))
  const stdinEndBefore = viteWatchesStdin() ? new Set(process.stdin.listeners('end')) : undefined
  const server = await createServer({
    configFile: options.configFile,
    root: options.root,
    // Keep the stack's start-up lines on screen.
    clearScreen: false,
    server: { host: '127.0.0.1', port: options.port, strictPort: true },
  })
  // Vite's dev server exits the whole process on SIGTERM (and on stdin end) once it has closed
  // itself, which would cut the stack's shutdown short and leave the anvils to luck. The stack owns
  // shutdown, so those listeners go; Vite's restarts on config edits do not add them back.
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener)
  }
  if (stdinEndBefore) {
    for (const listener of process.stdin.listeners('end')) {
      if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void)
    }
  }
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    throw error
  }
  return { url: `http://127.0.0.1:${options.port}`, close: () => server.close() }
}

/** Mirrors Vite's own condition, so stdin is not opened here when Vite does not use it. */
function viteWatchesStdin(): boolean {
  return process.env.CI !== 'true'
}
