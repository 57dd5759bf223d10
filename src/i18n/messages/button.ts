import { connectLabels } from './connectLabel'

/** English texts: the account button, the network button and the legal checkbox. */
export const buttonMessages = {
  'button.connect': connectLabels.en,
  'button.restoring': 'Connecting…',
  'button.account': 'Account {account}, {balance} on {network}',
  'button.accountNoBalance': 'Account {account} on {network}',
  'button.network': 'Network: {network}, switch network',
  'legal.agreeBoth': 'I agree to the {terms} and {privacy}',
  'legal.agreeTerms': 'I agree to the {terms}',
  'legal.agreePrivacy': 'I agree to the {privacy}',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.newTab': '(opens in a new tab)',
  'legal.required': 'Agree to the terms first: connecting is off until the box is ticked.',
} as const
