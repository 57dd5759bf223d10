import type { namespacesMessages } from '../messages/namespaces'

/** Spanish texts of the chain families (every key of `messages/namespaces.ts`). */
export const esNamespaces = {
  'namespace.eip155': 'EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'namespace.cosmos': 'Cosmos',
  'namespace.sui': 'Sui',
  'namespace.stacks': 'Stacks',
  'namespaceAccount.accounts': 'Cuentas',
  'namespaceAccount.type.payment': 'Pagos',
  'namespaceAccount.type.ordinal': 'Ordinals',
  'namespaceAccount.type.eoa': 'Cuenta',
  'namespaceAccount.type.smartAccount': 'Cuenta inteligente',
} satisfies Record<keyof typeof namespacesMessages, string>
