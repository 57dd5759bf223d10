/** English texts of the non-EVM families: their names on badges, and their account views. */
export const namespacesMessages = {
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
