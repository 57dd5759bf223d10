// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The parts of the ENS registry a universal resolver reads.
interface IEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// @title FoyerNameResolver
/// @notice The universal resolver of Foyer's local chains. ENS comes first: a name whose node has a
///         resolver in the ENS registry is answered by that resolver, and an address whose
///         `<addr>.addr.reverse` node names a primary name that resolves back to it gets that name.
///         Every other name and reverse lookup is answered off chain by Foyer's API through
///         CCIP-Read (EIP-3668): the call reverts with OffchainLookup pointing at the API's gateway,
///         the client fetches the answer there and hands it to the callback, which returns it in the
///         shape ENS clients (viem's getEnsName/getEnsAddress) expect from a universal resolver.
/// @dev Written for Foyer's local stack. Each answer is signed by the API's gateway key over this
///      contract's address, the request and the result (EIP-191 version 0x00 data, as ENS offchain
///      resolvers do), so an answer altered on its way from the gateway is refused. Answers carry no
///      expiry: a replayed answer is an old but authentic one for the same request.
contract FoyerNameResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error InvalidGatewaySignature();
    error ResolverError(bytes errorData);

    /// namehash("addr.reverse"), the parent of every address's reverse node (ENSIP-3).
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    /// The ETH coin type (SLIP-44), the one `addr.reverse` holds names for.
    uint256 private constant ETH_COIN_TYPE = 60;

    /// The gateway URL template, e.g. `http://127.0.0.1:8787/v1/profile/ccip/{sender}/{data}`.
    string public gateway;

    /// The address of the key the gateway signs its answers with.
    address public immutable signer;

    /// The ENS registry consulted before the gateway; the zero address on a chain without ENS.
    IEnsRegistry public immutable registry;

    constructor(string memory gatewayUrl, address gatewaySigner, address ensRegistry) {
        gateway = gatewayUrl;
        signer = gatewaySigner;
        registry = IEnsRegistry(ensRegistry);
    }

    /// Forward resolution: `data` is a resolver call (addr, text, ...) for the DNS-encoded `name`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        address resolver = _ensResolver(_dnsNamehash(name, 0));
        if (resolver != address(0)) {
            (bool ok, bytes memory result) = resolver.staticcall(data);
            if (!ok) revert ResolverError(result);
            return (result, resolver);
        }
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
        if (coinType == ETH_COIN_TYPE && addr.length == 20) {
            (string memory primary, address resolver, address reverseResolver) = _ensReverse(address(bytes20(addr)));
            if (bytes(primary).length > 0) return (primary, resolver, reverseResolver);
        }
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

    /// The ENS primary name of `account`: the `name` record of its reverse node, kept only when the
    /// name's own `addr` record points back at `account` (a reverse record anyone could set for
    /// themselves proves nothing alone). Empty when ENS has no such name.
    function _ensReverse(address account) private view returns (string memory, address, address) {
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(_lowerHex(account))));
        address reverseResolver = _ensResolver(reverseNode);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        (bool ok, bytes memory answer) = reverseResolver.staticcall(abi.encodeWithSignature("name(bytes32)", reverseNode));
        if (!ok || answer.length < 64) return ("", address(0), address(0));
        string memory primary = abi.decode(answer, (string));
        if (bytes(primary).length == 0) return ("", address(0), address(0));
        bytes32 node = _textNamehash(bytes(primary));
        address resolver = _ensResolver(node);
        if (resolver == address(0)) return ("", address(0), address(0));
        (ok, answer) = resolver.staticcall(abi.encodeWithSignature("addr(bytes32)", node));
        if (!ok || answer.length < 32 || abi.decode(answer, (address)) != account) return ("", address(0), address(0));
        return (primary, resolver, reverseResolver);
    }

    function _ensResolver(bytes32 node) private view returns (address) {
        if (address(registry) == address(0)) return address(0);
        return registry.resolver(node);
    }

    /// namehash (ENSIP-1) of a DNS-encoded name (length-prefixed labels, ending with a zero length).
    function _dnsNamehash(bytes calldata name, uint256 offset) private pure returns (bytes32) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label = keccak256(name[offset + 1:offset + 1 + length]);
        return keccak256(abi.encodePacked(_dnsNamehash(name, offset + 1 + length), label));
    }

    /// namehash (ENSIP-1) of a dotted name, hashing its labels from the last one.
    function _textNamehash(bytes memory name) private pure returns (bytes32 node) {
        uint256 end = name.length;
        for (uint256 i = name.length; i > 0; i--) {
            if (name[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, _labelhash(name, i, end)));
                end = i - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, _labelhash(name, 0, end)));
    }

    function _labelhash(bytes memory name, uint256 start, uint256 end) private pure returns (bytes32 hash) {
        assembly {
            hash := keccak256(add(add(name, 32), start), sub(end, start))
        }
    }

    /// The address as 40 lowercase hex digits without `0x`: the label of its reverse node.
    function _lowerHex(address account) private pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(40);
        uint160 value = uint160(account);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = digits[value & 0xf];
            value >>= 4;
        }
    }

    function _urls() private view returns (string[] memory urls) {
        urls = new string[](1);
        urls[0] = gateway;
    }
}
