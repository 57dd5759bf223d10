// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title FoyerNameResolver
/// @notice The universal resolver of Foyer's local chains. Every name and reverse lookup is answered
///         off chain by Foyer's API through CCIP-Read (EIP-3668): the call reverts with OffchainLookup
///         pointing at the API's gateway, the client fetches the answer there and hands it to the
///         callback, which returns it in the shape ENS clients (viem's getEnsName/getEnsAddress)
///         expect from a universal resolver.
/// @dev Written for Foyer's local stack only: the gateway is trusted (it is the chain owner's own API
///      on the same machine), so answers carry no signature.
contract FoyerNameResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    /// The gateway URL template, e.g. `http://127.0.0.1:8787/v1/profile/ccip/{sender}/{data}`.
    string public gateway;

    constructor(string memory gatewayUrl) {
        gateway = gatewayUrl;
    }

    /// Forward resolution: `data` is a resolver call (addr, text, ...) for the DNS-encoded `name`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        revert OffchainLookup(
            address(this),
            _urls(),
            abi.encodeWithSignature("resolve(bytes,bytes)", name, data),
            this.resolveCallback.selector,
            ""
        );
    }

    /// The gateway's answer is the resolver call's ABI-encoded result.
    function resolveCallback(bytes calldata response, bytes calldata) external view returns (bytes memory, address) {
        return (response, address(this));
    }

    /// Reverse resolution: the primary name of `addr` (20 bytes) for `coinType`.
    function reverseWithGateways(bytes calldata addr, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        revert OffchainLookup(
            address(this),
            _urls(),
            abi.encodeWithSignature("reverse(bytes,uint256)", addr, coinType),
            this.reverseCallback.selector,
            ""
        );
    }

    /// The gateway's answer is the ABI-encoded name (empty when the address has none).
    function reverseCallback(bytes calldata response, bytes calldata) external view returns (string memory, address, address) {
        return (abi.decode(response, (string)), address(this), address(this));
    }

    function _urls() private view returns (string[] memory urls) {
        urls = new string[](1);
        urls[0] = gateway;
    }
}
