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
} as const
