import type { namespacesMessages } from '../messages/namespaces'

/** Arabic texts of the chain families (every key of `messages/namespaces.ts`). */
export const arNamespaces = {
  'namespace.eip155': 'EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'بيتكوين',
  'namespace.polkadot': 'بولكادوت',
  'namespace.cosmos': 'كوزموس',
  'namespace.sui': 'سوي',
  'namespace.stacks': 'ستاكس',
  'namespaceAccount.accounts': 'الحسابات',
  'namespaceAccount.type.payment': 'الدفع',
  'namespaceAccount.type.ordinal': 'الأوردينالز',
  'namespaceAccount.type.eoa': 'حساب',
  'namespaceAccount.type.smartAccount': 'حساب ذكي',
} satisfies Record<keyof typeof namespacesMessages, string>
