/** The frame's texts for smart accounts and call batches (English, like `frameTexts`). */
export const smartAccountTexts = {
  batchTitle: 'Send a batch of calls',
  atomic: 'Atomic',
  atomicValue: (count: number) => `All ${count} calls run in one transaction: either all succeed or none is applied.`,
  upgrade: 'Account upgrade',
  upgradeValue: (implementation: string) =>
    `This transaction also upgrades your account to a smart account (EIP-7702, implementation ${implementation}). Your address stays the same.`,
  callAction: (index: number) => `Call ${index}: action (read from the data)`,
  callTo: (index: number) => `Call ${index}: to`,
  callValue: (index: number) => `Call ${index}: value`,
  callData: (index: number) => `Call ${index}: data`,
  notEnabled: 'Smart accounts are not enabled on this network',
  alreadySmartAccount: 'The account is already a smart account',
  alreadyUpgraded: 'The account is already upgraded to a smart account on this network',
  delegatedElsewhere: 'The account is delegated to another contract on this network',
  atomicUnsupported: 'Atomic batches need a smart account',
  unknownBatch: 'Unknown batch id',
  legacyFees: 'A smart account upgrade needs EIP-1559 fees',
} as const
