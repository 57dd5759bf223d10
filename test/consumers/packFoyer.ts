import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * A tarball `npm test` packed once for every consumer check (`FOYER_PACKED_TARBALL`): the tests that
 * install the package in a fresh app share it instead of each running `npm pack`, whose build would
 * rewrite `dist/` under the others' feet.
 */
const packedTarball = process.env.FOYER_PACKED_TARBALL
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
 * When `FOYER_PACKED_TARBALL` names a tarball (and no `sourceDir` is given), that one is installed
 * and nothing is packed.
 */
export async function packFoyer({ sourceDir }: { sourceDir?: string } = {}): Promise<ConsumerInstall> {
  const root = await mkdtemp(join(tmpdir(), 'foyer-consumer-'))
  const started = performance.now()
  let tarball: string
  if (packedTarball && !sourceDir) {
    tarball = join(root, basename(packedTarball))
    await copyFile(packedTarball, tarball)
  } else {
    const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', root], {
      cwd: sourceDir ?? repoRoot,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_loglevel: 'error' },
    })
    const name = stdout.trim().split('\n').pop()
    if (!name?.endsWith('.tgz')) throw new Error(`npm pack printed no tarball name: ${stdout}`)
    tarball = join(root, name)
  }
  const packMs = performance.now() - started

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
