// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title FoyerNameResolver
/// @notice The universal resolver of Foyer's local chains. Every name and reverse lookup is answered
///         off chain by Foyer's API through CCIP-Read (EIP-3668): the call reverts with OffchainLookup
///         pointing at the API's gateway, the client fetches the answer there and hands it to the
///         callback, which returns it in the shape ENS clients (viem's getEnsName/getEnsAddress)
///         expect from a universal resolver.
/// @dev Written for Foyer's local stack. Each answer is signed by the API's gateway key over this
///      contract's address, the request and the result (EIP-191 version 0x00 data, as ENS offchain
///      resolvers do), so an answer altered on its way from the gateway is refused. Answers carry no
///      expiry: a replayed answer is an old but authentic one for the same request.
contract FoyerNameResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error InvalidGatewaySignature();

    /// The gateway URL template, e.g. `http://127.0.0.1:8787/v1/profile/ccip/{sender}/{data}`.
    string public gateway;

    /// The address of the key the gateway signs its answers with.
    address public immutable signer;

    constructor(string memory gatewayUrl, address gatewaySigner) {
        gateway = gatewayUrl;
        signer = gatewaySigner;
    }

    /// Forward resolution: `data` is a resolver call (addr, text, ...) for the DNS-encoded `name`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        bytes memory request = abi.encodeWithSignature("resolve(bytes,bytes)", name, data);
        revert OffchainLookup(address(this), _urls(), request, this.resolveCallback.selector, request);
    }

    /// The gateway's answer is the resolver call's ABI-encoded result, signed.
    function resolveCallback(bytes calldata response, bytes calldata request) external view returns (bytes memory, address) {
        return (_verified(response, request), address(this));
    }

    /// Reverse resolution: the primary name of `addr` (20 bytes) for `coinType`.
    function reverseWithGateways(bytes calldata addr, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        bytes memory request = abi.encodeWithSignature("reverse(bytes,uint256)", addr, coinType);
        revert OffchainLookup(address(this), _urls(), request, this.reverseCallback.selector, request);
    }

    /// The gateway's answer is the ABI-encoded name (empty when the address has none), signed.
    function reverseCallback(bytes calldata response, bytes calldata request) external view returns (string memory, address, address) {
        return (abi.decode(_verified(response, request), (string)), address(this), address(this));
    }

    /// `response` is `abi.encode(bytes result, bytes signature)`; returns `result` once the signature is the gateway's.
    function _verified(bytes calldata response, bytes calldata request) private view returns (bytes memory result) {
        bytes memory signature;
        (result, signature) = abi.decode(response, (bytes, bytes));
        bytes32 digest = keccak256(abi.encodePacked(hex"1900", address(this), keccak256(request), keccak256(result)));
        if (signature.length != 65) revert InvalidGatewaySignature();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        address recovered = ecrecover(digest, v, r, s);
        if (recovered == address(0) || recovered != signer) revert InvalidGatewaySignature();
    }

    function _urls() private view returns (string[] memory urls) {
        urls = new string[](1);
        urls[0] = gateway;
    }
}
