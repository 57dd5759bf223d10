// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/Simple7702Account.sol";

/// What a session-capable account adds to Simple7702Account. The login frame reads `sessionOf`
/// before a grant: Simple7702Account's fallback accepts any call and answers nothing, so a grant sent
/// to it would look mined while nothing is enforced.
interface ISessionAccount {
    function grantSession(address sessionKey, address target, uint128 spendLimit, uint64 expiry) external;
    function revokeSession(address sessionKey) external;
    function executeWithSession(address target, uint256 value, bytes calldata data) external returns (bytes memory);
    function sessionOf(address sessionKey) external view returns (SessionAccount.Session memory);
}

/**
 * The embedded wallet's EIP-7702 smart account with smart sessions: eth-infinitism's
 * Simple7702Account (unchanged: batches, ERC-1271, ERC-4337) plus a registry of session keys.
 *
 * A session lets one key call one contract, spending at most `spendLimit` of the native coin in
 * total over the session, until `expiry` (unix seconds, exclusive). Only the account itself grants
 * and revokes; only the session key runs `executeWithSession`, and the checks here, not the
 * wallet, are what bound a leaked key. The key never calls the account itself, so it can neither
 * grant itself more nor reach `execute`.
 *
 * State lives in an ERC-7201 namespace: with EIP-7702 the account's storage outlives any one
 * implementation, so it must not collide with another delegate's slots.
 */
contract SessionAccount is Simple7702Account, ISessionAccount {
    struct Session {
        address target;
        uint64 expiry;
        bool revoked;
        uint128 spendLimit;
        uint128 spent;
    }

    /// @custom:storage-location erc7201:foyer.storage.SessionAccount
    struct SessionStorage {
        mapping(address sessionKey => Session) sessions;
    }

    bytes32 private constant SESSION_STORAGE = keccak256(abi.encode(uint256(keccak256("foyer.storage.SessionAccount")) - 1)) & ~bytes32(uint256(0xff));

    event SessionGranted(address indexed sessionKey, address indexed target, uint128 spendLimit, uint64 expiry);
    event SessionRevoked(address indexed sessionKey);
    event SessionExecuted(address indexed sessionKey, address indexed target, uint256 value);

    error NotFromSelf();
    error InvalidSession();
    error UnknownSession();
    error SessionIsRevoked();
    error SessionExpired(uint64 expiry);
    error WrongTarget(address allowed);
    error OverSpendLimit(uint256 remaining);

    modifier onlySelf() {
        if (msg.sender != address(this)) revert NotFromSelf();
        _;
    }

    function _sessions() private pure returns (SessionStorage storage store) {
        bytes32 slot = SESSION_STORAGE;
        assembly {
            store.slot := slot
        }
    }

    /// Grants (or replaces, with nothing spent) the session of `sessionKey`.
    function grantSession(address sessionKey, address target, uint128 spendLimit, uint64 expiry) external onlySelf {
        if (sessionKey == address(0) || target == address(0) || target == address(this) || expiry <= block.timestamp) revert InvalidSession();
        _sessions().sessions[sessionKey] = Session({ target: target, expiry: expiry, revoked: false, spendLimit: spendLimit, spent: 0 });
        emit SessionGranted(sessionKey, target, spendLimit, expiry);
    }

    /// Ends the session of `sessionKey` at once; its record stays so a later call says why it fails.
    function revokeSession(address sessionKey) external onlySelf {
        Session storage session = _sessions().sessions[sessionKey];
        if (session.target == address(0)) revert UnknownSession();
        session.revoked = true;
        emit SessionRevoked(sessionKey);
    }

    /// Runs one call for the session key that sends it, within its session; reverts with the reason otherwise.
    function executeWithSession(address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        Session storage session = _sessions().sessions[msg.sender];
        if (session.target == address(0)) revert UnknownSession();
        if (session.revoked) revert SessionIsRevoked();
        if (block.timestamp >= session.expiry) revert SessionExpired(session.expiry);
        if (target != session.target) revert WrongTarget(session.target);
        uint256 remaining = uint256(session.spendLimit) - session.spent;
        if (value > remaining) revert OverSpendLimit(remaining);
        // Counted before the call, so a call back into the account cannot spend the same allowance twice.
        session.spent += uint128(value);
        emit SessionExecuted(msg.sender, target, value);
        (bool ok, bytes memory result) = target.call{ value: value }(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    /// The session of `sessionKey` (all zero when none was granted).
    function sessionOf(address sessionKey) external view returns (Session memory) {
        return _sessions().sessions[sessionKey];
    }
}
