/** English texts of the chain families: their names on badges, and the non-EVM account views. */
export const namespacesMessages = {
  'namespace.eip155': 'EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'namespace.cosmos': 'Cosmos',
  'namespace.sui': 'Sui',
  'namespace.stacks': 'Stacks',
  'namespaceAccount.accounts': 'Accounts',
  'namespaceAccount.type.payment': 'Payment',
  'namespaceAccount.type.ordinal': 'Ordinals',
  'namespaceAccount.type.eoa': 'Account',
  'namespaceAccount.type.smartAccount': 'Smart account',
} as const
