/**
 * JSON-RPC methods the login frame answers without asking the user, since none moves funds or signs: reads,
 * broadcasting an already signed transaction, wallet capability/status queries and user-operation
 * queries. The frame proxies them to the chain's RPC URL.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/**
 * Methods that sign or send on the user's behalf: the frame shows its approval UI
 * and acts only after the user approves.
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** A method the frame answers without approval. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/** A method that needs the user's approval in the frame. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
/** How the frame treats a JSON-RPC method. */
export type RpcMethodClass = 'safe' | 'unsafe' | 'forbidden'

const safe: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const unsafe: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/**
 * Classifies a JSON-RPC method. Anything not on either list (eth_sign, eth_signTransaction, debug_*,
 * anvil_*, ...) is `'forbidden'`: refused with 'Requested RPC call is not allowed' (code 4200).
 * Both the host and the frame call it, so a compromised host cannot widen the list.
 *
 * @example
 * classifyRpcMethod('eth_getBalance') // 'safe'
 * classifyRpcMethod('personal_sign') // 'unsafe'
 * classifyRpcMethod('eth_sign') // 'forbidden'
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'forbidden'
}
