/** English texts: the embedded wallet's account type (EOA or smart account) on Account. */
export const smartAccountMessages = {
  'smartAccount.typeLabel': 'Account type',
  'smartAccount.eoa': 'EOA',
  'smartAccount.smartAccount': 'Smart account',
  'smartAccount.notUpgraded': 'upgraded with your first batch',
  'smartAccount.switchToSmart': 'Switch to smart account',
  'smartAccount.switchToEoa': 'Use as EOA',
  'smartAccount.switching': 'Switching…',
} as const
