/** English texts: The modal frame and view titles. */
export const modalMessages = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading…',
  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
} as const
