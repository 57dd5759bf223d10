import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A folder outside the sources where `foyer-kit` is installed from its packed tarball. */
export type ConsumerInstall = {
  /** The consumer's root: apps are written and built here. */
  root: string
  /** The tarball `npm pack` produced (inside `root`). */
  tarball: string
  /** Milliseconds `npm pack` took, its `prepack` build included. */
  packMs: number
  remove(): Promise<void>
}

/**
 * Packs this repository the way it is published (`npm pack`, whose `prepack` builds `dist/`),
 * then installs the tarball into a fresh folder under the system's temporary directory:
 * `node_modules/foyer-kit` is the tarball's content, nothing else of the repository. The package's
 * own dependencies and the app's (react, wagmi, viem, ...) are links to this repository's
 * `node_modules`, so nothing is downloaded and the versions are the ones the tests use.
 * `sourceDir` packs another copy of the sources instead (an A/B comparison, `abOpening.ts`).
 */
export async function packFoyer({ sourceDir = repoRoot }: { sourceDir?: string } = {}): Promise<ConsumerInstall> {
  const root = await mkdtemp(join(tmpdir(), 'foyer-consumer-'))
  const started = performance.now()
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', root], {
    cwd: sourceDir,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_loglevel: 'error' },
  })
  const packMs = performance.now() - started
  const name = stdout.trim().split('\n').pop()
  if (!name?.endsWith('.tgz')) throw new Error(`npm pack printed no tarball name: ${stdout}`)
  const tarball = join(root, name)

  const modules = join(root, 'node_modules')
  const foyer = join(modules, 'foyer-kit')
  await mkdir(foyer, { recursive: true })
  await run('tar', ['-xzf', tarball, '-C', foyer, '--strip-components=1'])
  for (const entry of await readdir(join(repoRoot, 'node_modules'))) {
    // The repository never installs itself; `.bin`, `.vite` and npm's lock file are not packages.
    if (entry === 'foyer-kit' || entry.startsWith('.')) continue
    await symlink(join(repoRoot, 'node_modules', entry), join(modules, entry))
  }
  return { root, tarball, packMs, remove: () => rm(root, { recursive: true, force: true }) }
}
