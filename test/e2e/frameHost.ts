/*
 * Helpers for driving the login frame directly from a host page through `createHostTransport`
 * (no connector, no modal): the demo's origin hosts it, the transport comes from the demo's
 * server.
 */
import { expect, type Frame, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import { BUILT_PROTOCOL_PATH } from '../../devstack/stack/startDemo'
import { demoIsBuilt, e2eUrls } from './stackPorts'

/**
 * Where the demo's origin serves `foyer-kit/protocol`: the built demo emits it as an entry of its own;
 * Vite's dev server serves the source file.
 */
export const protocolModule = demoIsBuilt ? BUILT_PROTOCOL_PATH : `/@fs${fileURLToPath(new URL('../../entries/protocol.ts', import.meta.url))}`

/** The latest code the development mailbox holds for `email`. */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${e2eUrls.api}/dev/mailbox?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { code: string }[] }
  const code = messages.at(-1)?.code
  if (!code) throw new Error(`no code for ${email}`)
  return code
}

/**
 * Opens a page on the demo's origin and creates the transport there as `window.foyerTransport`.
 * `rpcUrl` is what the host claims as the chain's RPC (the frame must not use it).
 */
export async function openHost(page: Page, { rpcUrl = e2eUrls.chain }: { rpcUrl?: string } = {}): Promise<void> {
  await page.goto(`${e2eUrls.demo}/`)
  await page.evaluate(
    async ({ protocolModule, frameUrl, rpcUrl }) => {
      const { createHostTransport } = (await import(/* @vite-ignore */ protocolModule)) as typeof import('../../entries/protocol')
      const transport = createHostTransport({ frameUrl, query: { projectId: 'foyer-local', chainId: 31337, rpcUrl } })
      // Room for the whole approval dialog, as the modal's overlay gives it: in a 300x150 default
      // iframe the dialog's focus() scrolls the frame's document, and a click aimed a moment before
      // lands beside the button.
      Object.assign(transport.iframe.style, { width: '480px', height: '640px', border: '0' })
      // Show (and focus) the frame while it shows its approval UI, as the modal does.
      transport.onEvent((event) => {
        if (event.type !== 'approval') return
        transport.iframe.hidden = !event.payload.visible
        if (event.payload.visible) transport.iframe.focus()
      })
      Object.assign(window, { foyerTransport: transport })
      await transport.ready
    },
    { protocolModule, frameUrl: e2eUrls.frame, rpcUrl },
  )
}

/** Calls `transport.request(type, payload)` in the page; returns `{ ok, value }` or `{ ok: false, code, message }`. */
export function request(page: Page, type: string, payload: unknown) {
  return page.evaluate(
    async ({ type, payload }) => {
      const transport = (window as unknown as { foyerTransport: { request(type: string, payload: unknown): Promise<unknown> } }).foyerTransport
      try {
        return { ok: true as const, value: (await transport.request(type, payload)) as Record<string, unknown> }
      } catch (error) {
        const { code, shortMessage } = error as { code?: number; shortMessage?: string }
        return { ok: false as const, code, message: shortMessage }
      }
    },
    { type, payload },
  )
}

/** Signs in by e-mail through the frame (code from the development mailbox); returns the address. */
export async function signInFrame(page: Page, email: string): Promise<Hex> {
  await request(page, 'connectEmail', { email })
  const signedIn = await request(page, 'connectOtp', { otp: await latestCode(email) })
  expect(signedIn.ok).toBe(true)
  return (signedIn.ok ? signedIn.value.address : '0x') as Hex
}

/** The login frame inside the host page (to read its own origin's storage). */
export function frameOf(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(e2eUrls.frame))
  if (!frame) throw new Error('The login frame is not in the page')
  return frame
}
