// @vitest-environment node
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { clientDirectivePlugin, isClientModule, type ModuleProgram } from './clientDirectivePlugin'

const client = (code: string) => isClientModule(parseAst(code) as ModuleProgram)

describe('isClientModule', () => {
  it('takes modules that use React, a React library or a hook for client code', () => {
    expect(client('import { createContext } from "react"; export const Context = createContext(null)')).toBe(true)
    expect(client('import { jsx } from "react/jsx-runtime"; export function Row() { return jsx("div", {}) }')).toBe(true)
    expect(client('import { flushSync } from "react-dom"; export const sync = (f) => flushSync(f)')).toBe(true)
    expect(client('import * as Dialog from "@radix-ui/react-dialog"; export const Root = Dialog.Root')).toBe(true)
    expect(client('import { useQuery } from "@tanstack/react-query"; export const useX = () => useQuery({})')).toBe(true)
    expect(client('import { useConnection } from "wagmi"; export const useAddress = () => useConnection().address')).toBe(true)
    // A hook of the kit's own, from another built module.
    expect(client('import { useSendForm } from "./useSendForm.js"; export function useSendToken() { return useSendForm() }')).toBe(true)
  })

  it('leaves server-safe modules and entries that only re-export alone', () => {
    expect(client('import { createConnector } from "wagmi"; export const connector = () => createConnector(() => ({}))')).toBe(false)
    expect(client('import { z } from "zod"; export const schema = z.string()')).toBe(false)
    expect(client('var button = "foyer_button__x"; export { button }')).toBe(false)
    expect(
      client(
        'import { FoyerProvider } from "./components/FoyerProvider.js"; import { useConnectModal } from "./hooks/useConnectModal.js"; export { FoyerProvider, useConnectModal }',
      ),
    ).toBe(false)
    expect(client('export { useConnectModal } from "./hooks/useConnectModal.js"; export * from "./src/errors.js"')).toBe(false)
  })
})

describe('clientDirectivePlugin', () => {
  // The plugin's hooks, called the way the bundler calls them, on two modules.
  async function render(previous?: string) {
    const plugin = clientDirectivePlugin()
    const code: Record<string, string> = {
      '/m/Button.js': 'import { jsx } from "react/jsx-runtime"; export const Button = () => jsx("button", {})',
      '/m/format.js': 'export const format = (value) => String(value)',
    }
    const context = {
      getModuleIds: () => Object.keys(code).values(),
      getModuleInfo: (id: string) => ({ code: code[id] }),
      parse: (text: string) => parseAst(text),
    }
    const options = (plugin.outputOptions as (options: { postBanner?: string }) => { postBanner: (chunk: { moduleIds: string[] }) => Promise<string> })({
      postBanner: previous,
    })
    ;(plugin.renderStart as (this: typeof context) => void).call(context)
    return Promise.all(Object.keys(code).map((id) => options.postBanner({ moduleIds: [id] })))
  }

  it('puts the directive first in client modules only', async () => {
    expect(await render()).toEqual(['"use client";', ''])
  })

  it("keeps the build's own post-banner, after the directive", async () => {
    expect(await render('/* license */')).toEqual(['"use client";\n/* license */', '/* license */'])
  })
})
