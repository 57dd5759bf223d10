import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A consumer app served by Vite's dev server in a child process. */
export type DevServer = { url: string; stop(): Promise<void> }

/**
 * Writes the files `npm create vite` (React, TypeScript) gives an app, with `app` as its `App.tsx`
 * and a `main.tsx` that renders the component `App.tsx` exports as `exportName`.
 *
 * @example
 * await writeViteReactApp(install.root, snippet.code, 'Root')
 */
export async function writeViteReactApp(root: string, app: string, exportName: string): Promise<void> {
  await mkdir(join(root, 'src'), { recursive: true })
  await writeFile(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>Quick start</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  )
  await writeFile(join(root, 'src/App.tsx'), app)
  await writeFile(
    join(root, 'src/main.tsx'),
    `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ${exportName} } from './App'

createRoot(document.getElementById('root')!).render(<StrictMode><${exportName} /></StrictMode>)
`,
  )
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'quick-start', private: true, type: 'module' }, null, 2))
  await writeFile(
    join(root, 'vite.config.js'),
    `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
  )
}

/** A port nothing listens on right now, as the OS hands it out. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('No port from the OS')
  return address.port
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export async function portTaken(port: number): Promise<boolean> {
  const server = createServer()
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
    return false
  } catch {
    return true
  } finally {
    await new Promise((resolve) => server.close(() => resolve(undefined)))
  }
}

/**
 * Runs `vite` in `root` as a developer does (`npx vite`): its own process, with `NODE_ENV` left
 * unset, so Vite decides the mode as it would for them. (The test runner sets `NODE_ENV=test`, and a
 * dev server inside its process would hand that to the app's dependencies.) Resolves once Vite
 * prints its local URL.
 */
export async function startViteDevServer(root: string): Promise<DevServer> {
  const port = await freePort()
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')))
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`vite did not start within 60 s:\n${output}`))
    }, 60_000)
    const read = (chunk: Buffer) => {
      // Colour codes stay in some terminals' settings whatever NO_COLOR says: read the text alone.
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '')
      const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)
      if (found?.[1]) {
        clearTimeout(timer)
        resolve(found[1])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`vite exited (${code}) before serving:\n${output}`))
    })
  })
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
