// The login frame's script: checks who embeds it, then answers the host's requests.
import { checkHostOrigin } from '../../../src/protocol/checkHostOrigin'
import { createFrameEndpoint } from '../../../src/protocol/createFrameEndpoint'
import type { FrameEndpoint } from '../../../src/protocol/createFrameEndpoint'
import { chainIdSchema } from '../../../src/protocol/payloads'
import { FRAME_PROTOCOL_VERSION } from '../../../src/protocol/version'
import { showApproval } from './approvalView'
import { createAuthApi } from './authApi'
import { createFrameHandlers } from './createFrameHandlers'
import { readFrameConfig, setFrameStatus } from './frameConfig'
import type { FrameState } from './frameState'
import { createIndexedDbStore, createMemoryStore, scopeSession, storeKeys } from './frameStore'
import { applyTheme } from './applyTheme'
import { checkProjectOrigin } from './projectOrigin'
import { createWalletSession } from './walletSession'

async function start(): Promise<void> {
  const config = readFrameConfig()
  if (!config) return setFrameStatus('bad-config')
  const params = new URLSearchParams(location.search)
  const check = checkHostOrigin({
    claimed: params.get('origin'),
    allowedOrigins: config.allowedOrigins,
    framed: window.parent !== window,
    ancestorOrigins: location.ancestorOrigins,
  })
  // A refused host gets nothing at all, not even an error: it only sees the load timeout.
  if (!check.ok) return setFrameStatus(check.status)
  const projectId = params.get('projectId') || 'foyer-local'
  const project = await checkProjectOrigin(config.apiUrl, projectId, check.origin, config.project)
  if (project === 'unavailable') return setFrameStatus('project-check-failed')
  if (project === 'unverified') {
    // The embedder is who it claims (ancestorOrigins above where the browser has it, targetOrigin
    // below everywhere) but not on the project's list: tell it so, for APKT005.
    window.parent.postMessage({ v: FRAME_PROTOCOL_VERSION, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } }, check.origin)
    return setFrameStatus('unverified-domain')
  }

  const state: FrameState = {
    hostOrigin: check.origin,
    frameOrigin: location.origin,
    projectId,
    chainId: chainIdSchema.safeParse(Number(params.get('chainId'))).data ?? 1,
    // The host's ?rpcUrl= is not read: the frame uses only the RPCs of its own configuration.
    chains: config.chains,
    appName: undefined,
    pendingEmail: undefined,
    farcasterChannel: undefined,
  }
  const api = createAuthApi(config.apiUrl)
  // Without IndexedDB (some private modes) the frame still works for this page load only.
  const deviceStore = typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore('foyer-frame')
  // A token kept before sessions were scoped names no project or site: nobody may pick it up.
  void deviceStore.delete(storeKeys.sessionToken).catch(() => undefined)
  const store = scopeSession(deviceStore, { projectId, hostOrigin: check.origin })
  const session = createWalletSession({ api, store })
  const approve = async (summary: Parameters<typeof showApproval>[0], signal: AbortSignal) => {
    endpoint.setApprovalVisible(true)
    try {
      return await showApproval(summary, { appName: state.appName, origin: state.hostOrigin, signal })
    } finally {
      endpoint.setApprovalVisible(false)
    }
  }
  const endpoint: FrameEndpoint = createFrameEndpoint({
    hostOrigin: check.origin,
    handlers: createFrameHandlers({
      api,
      store,
      session,
      state,
      approve,
      applyTheme,
      // After the reply has gone out.
      reload: () => setTimeout(() => location.reload(), 50),
      solanaClusters: config.solana,
    }),
  })
  endpoint.announce()
  setFrameStatus('ready')
}

void start()
