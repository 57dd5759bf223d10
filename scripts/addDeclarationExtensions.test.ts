import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { tempFolder } from '../test/tempFolder'
import { addDeclarationExtensions, rewriteDeclarationImports, UnresolvedDeclarationImportError } from './addDeclarationExtensions'

const folder = tempFolder('foyer-dts-')
const write = folder.write

beforeEach(() =>
  write({
    'src/format.d.ts': 'export declare function format(value: bigint): string;\n',
    'src/views/index.d.ts': 'export type View = "connect";\n',
    'styles/themes.css.d.ts': 'export declare const theme: string;\n',
  }),
)

describe('rewriteDeclarationImports', () => {
  it('spells every relative import, re-export, import() type and augmentation as the .js file Node resolves', async () => {
    const text = [
      "import type { View } from '../src/views';",
      'import { format } from "../src/format";',
      "import '../styles/themes.css';",
      "export * from '../src/format';",
      "export { theme } from '../styles/themes.css';",
      "export type Loaded = typeof import('../src/format');",
      'export declare function load(): Promise<import("../src/views").View>;',
      "import format2 = require('../src/format');",
      "declare module '../src/views' { interface Extra { x: 1 } }",
      '',
    ].join('\n')
    const file = join(folder.path, 'entries/index.d.ts')
    await write({ 'entries/index.d.ts': text })
    const result = rewriteDeclarationImports(text, file)
    expect(result.text).toBe(
      [
        "import type { View } from '../src/views/index.js';",
        'import { format } from "../src/format.js";',
        "import '../styles/themes.css.js';",
        "export * from '../src/format.js';",
        "export { theme } from '../styles/themes.css.js';",
        "export type Loaded = typeof import('../src/format.js');",
        'export declare function load(): Promise<import("../src/views/index.js").View>;',
        "import format2 = require('../src/format.js');",
        "declare module '../src/views/index.js' { interface Extra { x: 1 } }",
        '',
      ].join('\n'),
    )
    expect(result.rewritten).toBe(9)
  })

  it('leaves packages, specifiers that already end in .js, and comments alone', async () => {
    const text = [
      "import type { Address } from 'viem';",
      "import type { Chain } from 'viem/chains';",
      "import type { View } from './views/index.js';",
      "/** @example lazyModule(() => import('./modal/ModalRoot')) */",
      "export declare const x: typeof import('react');",
      '',
    ].join('\n')
    const file = join(folder.path, 'src/a.d.ts')
    expect(rewriteDeclarationImports(text, file)).toEqual({ text, rewritten: 0 })
  })

  it('prefers x.d.ts over x/index.d.ts, as a bundler does', async () => {
    await write({ 'src/format/index.d.ts': 'export {};\n' })
    const result = rewriteDeclarationImports("export * from './format';\n", join(folder.path, 'src/a.d.ts'))
    expect(result.text).toBe("export * from './format.js';\n")
  })

  it('fails on a specifier that names no declaration file, with the file, line and specifier', () => {
    const text = "import type { A } from './format';\nimport type { B } from './missing';\n"
    const file = join(folder.path, 'src/a.d.ts')
    expect(() => rewriteDeclarationImports(text, file)).toThrow(UnresolvedDeclarationImportError)
    expect(() => rewriteDeclarationImports(text, file)).toThrow(/a\.d\.ts:2: cannot resolve '\.\/missing'/)
  })

  it('fails on a .js specifier whose declaration file is missing', () => {
    expect(() => rewriteDeclarationImports("export * from './gone.js';\n", join(folder.path, 'src/a.d.ts'))).toThrow(/cannot resolve '\.\/gone\.js'/)
  })
})

describe('addDeclarationExtensions', () => {
  it('rewrites the tree in place, and a second run changes nothing', async () => {
    await write({ 'entries/index.d.ts': "export * from '../src/format';\nexport type { View } from '../src/views';\n" })
    expect(await addDeclarationExtensions(folder.path)).toEqual({ files: 4, rewritten: 2 })
    const rewritten = await readFile(join(folder.path, 'entries/index.d.ts'), 'utf8')
    expect(rewritten).toBe("export * from '../src/format.js';\nexport type { View } from '../src/views/index.js';\n")
    expect(await addDeclarationExtensions(folder.path)).toEqual({ files: 4, rewritten: 0 })
    expect(await readFile(join(folder.path, 'entries/index.d.ts'), 'utf8')).toBe(rewritten)
  })

  it('writes no file when one specifier cannot be resolved', async () => {
    const good = "export * from '../src/format';\n"
    await write({ 'entries/a.d.ts': good, 'entries/b.d.ts': "export * from '../src/nowhere';\n" })
    await expect(addDeclarationExtensions(folder.path)).rejects.toThrow(/cannot resolve '\.\.\/src\/nowhere'/)
    expect(await readFile(join(folder.path, 'entries/a.d.ts'), 'utf8')).toBe(good)
  })

  it('refuses a folder without declaration files (tsc has not run)', async () => {
    await expect(addDeclarationExtensions(join(folder.path, 'empty'))).rejects.toThrow()
    await mkdir(join(folder.path, 'empty'))
    await expect(addDeclarationExtensions(join(folder.path, 'empty'))).rejects.toThrow(/no declaration files/)
  })
})
