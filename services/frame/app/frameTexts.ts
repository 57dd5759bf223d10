/**
 * The frame's own user-visible texts (the frame is a separate app from the modal, so it does not
 * load the modal's i18n catalogue). English only for now.
 */
export const frameTexts = {
  approvalTitle: 'Approve request',
  approvalFrom: (app: string) => `${app} asks you to:`,
  unknownApp: 'This app',
  personalSign: 'Sign a message',
  typedData: 'Sign typed data',
  sendTransaction: 'Send a transaction',
  message: 'Message',
  messageHex: 'Message (hex, not readable text)',
  domain: 'Domain',
  primaryType: 'Primary type',
  types: 'Types',
  data: 'Data',
  to: 'To',
  value: 'Value',
  chain: 'Network',
  contractCreation: 'New contract',
  noData: 'None',
  account: 'Account',
  approve: 'Approve',
  reject: 'Reject',
  invalidCode: 'Invalid code',
  expiredCode: 'The code has expired. Request a new one.',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  throttled: (seconds: number) => `Please try again after ${seconds} seconds`,
  smartAccountUnsupported: 'Smart accounts are not supported',
  addressMismatch: 'The request is for another account',
  maxFee: 'Maximum network fee',
  gasLimit: 'Gas limit',
  gasPrice: 'Gas price',
  maxFeePerGas: 'Max fee per gas',
  maxPriorityFeePerGas: 'Max priority fee per gas',
  nonce: 'Nonce',
  feeAboveCap: (fee: string, cap: string) =>
    `The network fee of this transaction could reach ${fee}, above this wallet's limit of ${cap}. It was not sent; ask the app to retry with a normal fee.`,
  eip1559Unsupported: 'This network does not support EIP-1559 fees',
  walletNotOnServer: (address: string) =>
    `This device holds the wallet ${address} for this account, but the sign-in service no longer has its other key shares. No new wallet was created and nothing on this device was changed. Ask the app's operator to restore the sign-in service's data, then sign in again.`,
} as const
