import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods'

// Written out by hand on purpose: a method that moves from one list to the other (or joins the safe
// list) changes whether the user is asked before the frame acts, so it must be a visible edit here.
const SAFE = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_estimateUserOperationGas',
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
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_supportedEntryPoints',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]

const UNSAFE = [
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'eth_signTypedData_v4',
  'personal_sign',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_sendCalls',
]

describe('RPC method lists (pinned)', () => {
  it('answers exactly these methods without asking the user', () => {
    expect([...SAFE_RPC_METHODS].sort()).toEqual(SAFE)
    for (const method of SAFE) expect(classifyRpcMethod(method), method).toBe('safe')
  })

  it('asks the user before exactly these methods', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(UNSAFE)
    for (const method of UNSAFE) expect(classifyRpcMethod(method), method).toBe('unsafe')
  })

  it.each([
    'anvil_impersonateAccount',
    'anvil_setBalance',
    'hardhat_impersonateAccount',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_requestAccounts',
    'debug_traceTransaction',
  ])('refuses %s outright', (method) => {
    expect(classifyRpcMethod(method)).toBe('forbidden')
  })
})
