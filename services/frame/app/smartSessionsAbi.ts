/**
 * The part of `SessionAccount` (devstack/chain/SessionAccount.sol) the login frame calls: granting
 * and revoking sessions from the account itself, one call by a session key, a session's state, and
 * the reasons the contract gives when it refuses a call (decoded into the frame's own refusals).
 */
export const sessionAccountAbi = [
  {
    type: 'function',
    name: 'grantSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'sessionKey', type: 'address' },
      { name: 'target', type: 'address' },
      { name: 'spendLimit', type: 'uint128' },
      { name: 'expiry', type: 'uint64' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'revokeSession', stateMutability: 'nonpayable', inputs: [{ name: 'sessionKey', type: 'address' }], outputs: [] },
  {
    type: 'function',
    name: 'executeWithSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
  },
  {
    type: 'function',
    name: 'sessionOf',
    stateMutability: 'view',
    inputs: [{ name: 'sessionKey', type: 'address' }],
    outputs: [
      {
        name: '',
        type: 'tuple',
        components: [
          { name: 'target', type: 'address' },
          { name: 'expiry', type: 'uint64' },
          { name: 'revoked', type: 'bool' },
          { name: 'spendLimit', type: 'uint128' },
          { name: 'spent', type: 'uint128' },
        ],
      },
    ],
  },
  { type: 'error', name: 'NotFromSelf', inputs: [] },
  { type: 'error', name: 'InvalidSession', inputs: [] },
  { type: 'error', name: 'UnknownSession', inputs: [] },
  { type: 'error', name: 'SessionIsRevoked', inputs: [] },
  { type: 'error', name: 'SessionExpired', inputs: [{ name: 'expiry', type: 'uint64' }] },
  { type: 'error', name: 'WrongTarget', inputs: [{ name: 'allowed', type: 'address' }] },
  { type: 'error', name: 'OverSpendLimit', inputs: [{ name: 'remaining', type: 'uint256' }] },
] as const
