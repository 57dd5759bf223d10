import { useState } from 'react'
import { numberToHex, parseEther, toHex } from 'viem'
import type { Hex } from 'viem'
import { grantPermissions } from 'viem/experimental'
import { useConfig } from 'wagmi'
import { getConnectorClient, switchChain, waitForCallsStatus } from 'wagmi/actions'

/** The contract-free target the demo's session may pay: anvil's account #5. */
export const sessionTarget = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
/** The chain whose frame grants smart sessions in the local stack. */
const sessionChainId = 31338

/** The innermost cause's short text: viem wraps the wallet's own error (code 4200) in its generic one. */
function innermostMessage(error: unknown): string {
  let message = String(error)
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth++) {
    message = (current as Error & { shortMessage?: string }).shortMessage ?? current.message
  }
  return message
}

type Outcome = { kind: 'context' | 'status' | 'revoked' | 'error'; value: string }

/**
 * Smart sessions in the demo: "Grant session" switches to the second local chain and asks for a
 * session on {@link sessionTarget} (0.05 ETH in total, 0.01 ETH of gas, one hour) with viem's
 * `grantPermissions`; "Session send" sends a value to it with the session's context, without a
 * prompt; "Revoke session" ends it.
 */
export function SmartSessionActions() {
  const config = useConfig()
  const [context, setContext] = useState<Hex>()
  const [outcome, setOutcome] = useState<Outcome>()

  async function run(action: () => Promise<Outcome>) {
    setOutcome(undefined)
    try {
      setOutcome(await action())
    } catch (error) {
      setOutcome({ kind: 'error', value: innermostMessage(error) })
    }
  }

  const grant = async (): Promise<Outcome> => {
    await switchChain(config, { chainId: sessionChainId })
    const client = await getConnectorClient(config, { chainId: sessionChainId })
    const granted = await grantPermissions(client, {
      expiry: Math.floor(Date.now() / 1000) + 3600,
      permissions: [
        {
          type: 'contract-call',
          data: { address: sessionTarget, calls: [] },
          policies: [
            { type: 'token-allowance', data: { allowance: parseEther('0.05') } },
            { type: 'gas-limit', data: { limit: parseEther('0.01') } },
          ],
          required: true,
        },
      ],
    })
    setContext(granted.permissionsContext as Hex)
    return { kind: 'context', value: granted.permissionsContext }
  }

  const sessionSend = (value: bigint) => async (): Promise<Outcome> => {
    const client = await getConnectorClient(config, { chainId: sessionChainId })
    const { id } = (await client.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: numberToHex(sessionChainId),
          from: client.account.address,
          calls: [{ to: sessionTarget, value: toHex(value) }],
          capabilities: { permissions: { context } },
        },
      ],
    } as never)) as { id: string }
    const status = await waitForCallsStatus(config, { id, timeout: 60_000 })
    return { kind: 'status', value: `${status.status}:${status.receipts?.at(-1)?.transactionHash ?? ''}` }
  }

  const revoke = async (): Promise<Outcome> => {
    const client = await getConnectorClient(config, { chainId: sessionChainId })
    await client.request({ method: 'wallet_revokePermissions', params: [{ permissionsContext: context }] } as never)
    return { kind: 'revoked', value: 'revoked' }
  }

  return (
    <div className="demo-auth-actions" role="group" aria-label="Smart session actions">
      <button className="demo-button" type="button" onClick={() => void run(grant)}>
        Grant session
      </button>
      <button className="demo-button" type="button" disabled={!context} onClick={() => void run(sessionSend(parseEther('0.02')))}>
        Session send 0.02 ETH
      </button>
      <button className="demo-button" type="button" disabled={!context} onClick={() => void run(sessionSend(parseEther('0.04')))}>
        Session send 0.04 ETH
      </button>
      <button className="demo-button" type="button" disabled={!context} onClick={() => void run(revoke)}>
        Revoke session
      </button>
      {outcome && <p data-testid={`demo-session-${outcome.kind}`}>{outcome.value}</p>}
    </div>
  )
}
