import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const archNames: Partial<Record<NodeJS.Architecture, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the real anvil executable shipped by `@foundry-rs/anvil`'s platform package.
 * Not `node_modules/.bin/anvil`: that is a node wrapper that spawns anvil as a grandchild, so stopping
 * the wrapper can leave the chain running. `ANVIL_BINARY` overrides it (e.g. a foundryup install), as in
 * test/wallet/spawnAnvil.ts.
 *
 * @throws when no anvil package for this platform is installed.
 */
export function anvilBinaryPath(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.ANVIL_BINARY
  if (override) return override
  const arch = archNames[process.arch]
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  try {
    const manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`)
    return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch (cause) {
    throw new Error(
      `No anvil binary for ${process.platform}/${process.arch}: ${pkg} is not installed. Run \`npm install\`, or set ANVIL_BINARY to an anvil executable.`,
      { cause },
    )
  }
}
