import { BaseError, isHex, numberToHex, validateTypedData } from 'viem'
import type { Hex, TypedDataDefinition } from 'viem'
import { createTransactionSender } from './createTransactionSender'
import { forwardRpcRequest } from './forwardRpcRequest'
import { invalidParamsError, unrecognizedChainError, unsupportedMethodError } from './testWalletErrors'
import * as schemas from './testWalletParams'
import { confirm, getPermissions, requireAccount, setConnected, switchTo } from './testWalletState'
import type { TestWalletState } from './testWalletState'
import type { TestWalletChain, TestWalletEvent, TestWalletRequestContext } from './testWalletTypes'
import { createCallsHandlers } from './walletSendCalls'
import { createGetAssets, DEFAULT_ASSET_PRICES, type TestWalletAssetToken } from './walletGetAssets'

/** Options of {@link createRequestHandler}; see `CreateTestWalletOptions` for their meaning. */
export type RequestHandlerOptions = {
  /** @default true */
  switchChainOnAdd?: boolean
  /** @default {} */
  capabilities?: Record<Hex, Record<string, unknown>>
  /** @default 10_000 */
  rpcTimeout?: number
  /** @default [] */
  assetTokens?: readonly TestWalletAssetToken[]
  /** @default DEFAULT_ASSET_PRICES */
  assetPrices?: Readonly<Record<string, number>>
}

/** Answers one already-validated request; throws coded viem errors; pushes events it causes. */
export type RequestHandler = (method: string, params: unknown, events: TestWalletEvent[], context?: TestWalletRequestContext) => Promise<unknown>

// Methods a forwarding node would answer with its own keys, or that need a push channel.
const unsupportedMethod = /^(eth_sign|personal_|wallet_)|^eth_(un)?subscribe$/

/**
 * Builds the method table of a test wallet: wallet methods are answered here (validate params,
 * check the account, then "prompt" through `confirm`), everything else goes to the node.
 * @example
 * const handle = createRequestHandler(state, { rpcTimeout: 5_000 })
 * const chainId = await handle('eth_chainId', undefined, [])
 */
export function createRequestHandler(state: TestWalletState, options: RequestHandlerOptions = {}): RequestHandler {
  const timeout = options.rpcTimeout ?? 10_000
  const forward = (chain: TestWalletChain, method: string, params?: unknown) => forwardRpcRequest({ url: chain.rpcUrl, method, params, timeout })
  const sendTransaction = createTransactionSender(forward)
  const getAssets = createGetAssets(state, {
    capabilities: options.capabilities ?? {},
    extraTokens: options.assetTokens ?? [],
    prices: options.assetPrices ?? DEFAULT_ASSET_PRICES,
    forward,
  })
  const calls = createCallsHandlers(state, { capabilities: options.capabilities ?? {}, forward, sendTransaction })
  const currentChain = (): TestWalletChain => {
    const chain = state.chains.get(state.chainId)
    if (!chain) throw unrecognizedChainError(state.chainId)
    return chain
  }

  const signTypedData = async (params: unknown) => {
    const method = 'eth_signTypedData_v4'
    const [from, typedData] = schemas.parseParams(method, schemas.signTypedDataParams, params)
    requireAccount(state, from)
    const definition = typedData as unknown as TypedDataDefinition
    try {
      validateTypedData(definition)
    } catch (error) {
      throw invalidParamsError(method, error instanceof BaseError ? error.shortMessage : String(error))
    }
    // Same guard as MetaMask: a signature made for another chain could be replayed there.
    const domainChainId = typedData.domain['chainId']
    if (domainChainId !== undefined && Number(domainChainId) !== state.chainId) {
      throw invalidParamsError(method, `domain.chainId ${String(domainChainId)} is not the current chain ${state.chainId}`)
    }
    confirm(state, method)
    return state.account.signTypedData(definition)
  }

  const addChain = async (params: unknown, events: TestWalletEvent[]) => {
    const method = 'wallet_addEthereumChain'
    const [parameter] = schemas.parseParams(method, schemas.addChainParams, params)
    const { chainId, chainName, nativeCurrency, rpcUrls } = parameter
    const switchAfter = options.switchChainOnAdd ?? true
    const known = state.chains.has(chainId)
    // Nothing would be shown to the user, so there is nothing to reject.
    if (known && (chainId === state.chainId || !switchAfter)) return null
    const rpcUrl = rpcUrls[0] ?? ''
    if (!known) {
      // Like MetaMask, refuse an RPC URL that serves another chain.
      const reported = await forwardRpcRequest({ url: rpcUrl, method: 'eth_chainId', timeout })
      if (typeof reported !== 'string' || Number(reported) !== chainId) {
        throw invalidParamsError(method, `rpcUrls[0] serves chain ${String(reported)}, not ${chainId}`)
      }
    }
    confirm(state, method)
    // A known chain keeps its configured RPC URL: a page must not redirect a test's traffic.
    if (!known) state.chains.set(chainId, { id: chainId, name: chainName ?? `Chain ${chainId}`, rpcUrl, nativeCurrency })
    if (switchAfter) switchTo(state, chainId, events)
    return null
  }

  const getCapabilities = (params: unknown) => {
    const [from, chainIds] = schemas.parseParams('wallet_getCapabilities', schemas.getCapabilitiesParams, params)
    requireAccount(state, from)
    // Compare normalised hex so '0x07a69' and '0x7a69' name the same chain.
    const normalise = (id: string) => numberToHex(BigInt(id))
    const wanted = chainIds?.map(normalise)
    const entries = Object.entries(options.capabilities ?? {})
    return Object.fromEntries(entries.filter(([id]) => !wanted || wanted.includes(normalise(id))))
  }

  return async (method, params, events, context) => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'eth_accounts':
        return state.connected ? [state.account.address] : []
      case 'eth_requestAccounts':
        // A connected site gets its accounts without a prompt, so `rejectRequests` cannot apply.
        if (!state.connected) confirm(state, method)
        setConnected(state, true, events)
        return [state.account.address]
      case 'wallet_requestPermissions':
        schemas.parseParams(method, schemas.permissionsParams, params)
        confirm(state, method)
        setConnected(state, true, events)
        return getPermissions(state, context)
      case 'wallet_getPermissions':
        return getPermissions(state, context)
      case 'wallet_revokePermissions':
        schemas.parseParams(method, schemas.permissionsParams, params)
        setConnected(state, false, events)
        return null
      case 'personal_sign': {
        const [message, from] = schemas.parseParams(method, schemas.personalSignParams, params)
        requireAccount(state, from)
        confirm(state, method)
        // Hex is signed as bytes; plain text (some dapps send it) as UTF-8, as MetaMask does.
        return state.account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'eth_sendTransaction': {
        const [transaction] = schemas.parseParams(method, schemas.sendTransactionParams, params)
        requireAccount(state, transaction.from)
        confirm(state, method)
        return sendTransaction({ account: state.account, chain: currentChain(), transaction })
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = schemas.parseParams(method, schemas.switchChainParams, params)
        if (!state.chains.has(chainId)) throw unrecognizedChainError(chainId)
        if (chainId !== state.chainId) confirm(state, method)
        switchTo(state, chainId, events)
        return null
      }
      case 'wallet_addEthereumChain':
        return addChain(params, events)
      case 'wallet_getCapabilities':
        return getCapabilities(params)
      case 'wallet_getAssets':
        return getAssets(params)
      case 'wallet_sendCalls':
        return calls.sendCalls(params)
      case 'wallet_getCallsStatus':
        return calls.getCallsStatus(params)
      default:
        if (unsupportedMethod.test(method)) throw unsupportedMethodError(method)
        return forward(currentChain(), method, params)
    }
  }
}
