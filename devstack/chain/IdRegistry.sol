// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/**
 * @title IdRegistry (development)
 * @notice The part of Farcaster's IdRegistry (github.com/farcasterxyz/contracts, src/IdRegistry.sol,
 *         on Optimism at 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b) that sign-in reads and the
 *         development fixture writes, with the same names, signatures, events, errors, EIP-712
 *         domain and transfer typehash: `idOf`, `custodyOf`, `recoveryOf`, `idCounter`, `register`
 *         (by the id gateway only) and `transfer` (signed by the receiving address). Migration,
 *         pausing, recovery and the `...For` variants are left out: nothing local uses them.
 */
contract IdRegistry is Ownable, EIP712, Nonces {
    error Unauthorized();
    error HasNoId();
    error HasId();
    error SignatureExpired();
    error InvalidSignature();

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);
    event SetIdGateway(address oldIdGateway, address newIdGateway);

    string public constant name = "Farcaster FID";
    string public constant VERSION = "2023.11.15";
    bytes32 public constant TRANSFER_TYPEHASH = keccak256("Transfer(uint256 fid,address to,uint256 nonce,uint256 deadline)");

    address public idGateway;
    uint256 public idCounter;
    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;
    mapping(uint256 fid => address recovery) public recoveryOf;

    constructor(address initialOwner) Ownable(initialOwner) EIP712("Farcaster IdRegistry", "1") {}

    /// @notice Sets the only address allowed to register fids.
    function setIdGateway(address _idGateway) external onlyOwner {
        emit SetIdGateway(idGateway, _idGateway);
        idGateway = _idGateway;
    }

    /// @notice Registers the next fid to `to`, which must not hold one yet.
    function register(address to, address recovery) external returns (uint256 fid) {
        if (msg.sender != idGateway) revert Unauthorized();
        if (idOf[to] != 0) revert HasId();
        unchecked {
            // Incremented first, so no one gets fid 0 (which `idOf` answers for "none").
            fid = ++idCounter;
        }
        idOf[to] = fid;
        custodyOf[fid] = to;
        recoveryOf[fid] = recovery;
        emit Register(to, fid, recovery);
    }

    /// @notice Moves the caller's fid to `to`, which signed an EIP-712 Transfer accepting it.
    function transfer(address to, uint256 deadline, bytes calldata sig) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        if (block.timestamp > deadline) revert SignatureExpired();
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(TRANSFER_TYPEHASH, fid, to, _useNonce(to), deadline)));
        if (!SignatureChecker.isValidSignatureNow(to, digest, sig)) revert InvalidSignature();
        idOf[to] = fid;
        custodyOf[fid] = to;
        delete idOf[msg.sender];
        emit Transfer(msg.sender, to, fid);
    }

    /// @notice The EIP-712 domain separator transfers are signed under.
    function domainSeparatorV4() external view returns (bytes32) {
        return _domainSeparatorV4();
    }
}
