// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The embedded wallet's EIP-7702 smart account: eth-infinitism's audited Simple7702Account
// (@account-abstraction/contracts 0.8.0), compiled as published. Its executeBatch runs calls from the
// account itself and reverts the whole transaction when one fails; its isValidSignature (ERC-1271)
// accepts the account key's own ECDSA signature of the hash.
import "@account-abstraction/contracts/accounts/Simple7702Account.sol";
