import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'
import { z } from 'zod'

const chainDir = fileURLToPath(new URL('.', import.meta.url))

/** What `buildContracts` writes to `<contractName>.json` and `testToken.ts` imports. */
export type ContractArtifact = {
  contractName: string
  abi: unknown[]
  bytecode: `0x${string}`
  solcVersion: string
}

/** The local contracts, each compiled from `<name>.sol` to `<name>.json`. */
export const CONTRACT_NAMES = [
  'TestToken',
  'TestNft',
  'TestDai',
  'FoyerNameResolver',
  'Simple7702Account',
  'SessionAccount',
  'MockV3Aggregator',
  'IdRegistry',
] as const

/** Name of one of the local contracts. */
export type ContractName = (typeof CONTRACT_NAMES)[number]

/** Options for {@link buildContracts}. */
export type BuildContractsOptions = {
  /**
   * Folder holding `<contract>.sol`, where the artifact is written too.
   * @default this file's folder (devstack/chain)
   */
  dir?: string
  /**
   * Which contract to compile.
   * @default 'TestToken'
   */
  contract?: ContractName
  /**
   * Write `TestToken.json`; false only compiles (tests use that to compare with the committed file).
   * @default true
   */
  write?: boolean
}

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string().regex(/^[0-9a-f]+$/) }) }),
        }),
      ),
    )
    .optional(),
})

/**
 * Compiles `<contract>.sol` (default `TestToken.sol`) with solc-js (standard JSON, optimizer on) and
 * writes `<contract>.json` (`{ contractName, abi, bytecode, solcVersion }`) beside it.
 *
 * @throws when solc reports an error; warnings are returned, not thrown.
 */
export function buildContracts(options: BuildContractsOptions = {}): {
  artifact: ContractArtifact
  warnings: string[]
  path: string
} {
  const dir = options.dir ?? chainDir
  const contractName = options.contract ?? 'TestToken'
  const sourceName = `${contractName}.sol`
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(join(dir, sourceName), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Pinned so the bytecode runs on any post-Dencun chain and anvil hardfork, not just the newest.
      evmVersion: 'cancun',
      // No metadata hash: the bytecode then depends on the source only, not on the file's path.
      metadata: { bytecodeHash: 'none' },
      // Only the contract itself, in whichever source defines it (a `.sol` here may just import an
      // audited contract from a package): helper interfaces have no bytecode.
      outputSelection: { '*': { [contractName]: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = solcOutputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input), { import: readImport }) as string))
  const problems = output.errors ?? []
  const errors = problems.filter((p) => p.severity === 'error').map((p) => p.formattedMessage)
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.join('\n')}`)
  const compiled = Object.values(output.contracts ?? {}).find((contracts) => contracts[contractName])?.[contractName]
  if (!compiled) throw new Error(`solc produced no ${contractName} contract`)

  const artifact: ContractArtifact = {
    contractName: contractName,
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
    solcVersion: solc.version() as string,
  }
  const path = join(dir, `${contractName}.json`)
  if (options.write !== false) writeFileSync(path, `${JSON.stringify(artifact, null, 2)}\n`)
  return {
    artifact,
    warnings: problems.filter((p) => p.severity !== 'error').map((p) => p.formattedMessage),
    path,
  }
}

const requireFromHere = createRequire(import.meta.url)

/** solc's import callback: package imports (`@openzeppelin/...`) are read from node_modules. */
function readImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(requireFromHere.resolve(path), 'utf8') }
  } catch {
    return { error: `File not found: ${path}` }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const contract of CONTRACT_NAMES) {
    const { path, warnings } = buildContracts({ contract })
    for (const warning of warnings) console.warn(warning)
    console.log(`wrote ${path}`)
  }
}
