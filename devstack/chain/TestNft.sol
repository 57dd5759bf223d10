// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// @title TestNft
/// @notice A minimal ERC-721 for the local development chain: "Foyer Test NFT" (FTNFT). Each token's
///         metadata is built on chain as a data: URI (JSON with a name and an SVG image), so showing it
///         never needs a network fetch.
/// @dev Written for Foyer's local stack only. Tokens are minted once, at deployment (ids 1, 2, ... in
///      recipient order), so the contract has no owner and no mint function that could be misused later.
contract TestNft {
    string public constant name = "Foyer Test NFT";
    string public constant symbol = "FTNFT";

    uint256 public totalSupply;
    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error NotAuthorized(address caller, uint256 tokenId);
    error WrongOwner(address from, uint256 tokenId);
    error InvalidReceiver(address to);

    bytes private constant BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    constructor(address[] memory recipients, uint256 eachCount) {
        for (uint256 i = 0; i < recipients.length; i++) {
            for (uint256 j = 0; j < eachCount; j++) {
                _mint(recipients[i], ++totalSupply);
            }
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Metadata.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert InvalidReceiver(owner);
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        if (owner == address(0)) revert NonexistentToken(tokenId);
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert NotAuthorized(msg.sender, tokenId);
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongOwner(from, tokenId);
        if (msg.sender != owner && getApproved[tokenId] != msg.sender && !isApprovedForAll[owner][msg.sender]) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        if (to == address(0)) revert InvalidReceiver(to);
        delete getApproved[tokenId];
        unchecked {
            _balances[from] -= 1;
            _balances[to] += 1;
        }
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            // A contract that cannot take NFTs would lock the token forever, so it must say it can.
            try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
                if (answer != IERC721Receiver.onERC721Received.selector) revert InvalidReceiver(to);
            } catch {
                revert InvalidReceiver(to);
            }
        }
    }

    /// @notice `data:application/json;base64,...` with name, description and an SVG image as a data: URI.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _decimal(tokenId);
        // A different hue per token, so the tokens are told apart at a glance.
        string memory hue = _decimal((tokenId * 47) % 360);
        bytes memory svg = abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(',
            hue,
            ',70%,45%)"/><text x="50" y="60" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">#',
            id,
            "</text></svg>"
        );
        bytes memory json = abi.encodePacked(
            '{"name":"Foyer Test NFT #',
            id,
            '","description":"A test NFT of the Foyer local chain.","image":"data:image/svg+xml;base64,',
            _base64(svg),
            '"}'
        );
        return string(abi.encodePacked("data:application/json;base64,", _base64(json)));
    }

    function _mint(address to, uint256 tokenId) private {
        if (to == address(0)) revert InvalidReceiver(to);
        _owners[tokenId] = to;
        unchecked {
            _balances[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }

    function _base64(bytes memory data) private pure returns (string memory) {
        bytes memory out = new bytes(4 * ((data.length + 2) / 3));
        uint256 j;
        for (uint256 i = 0; i < data.length; i += 3) {
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (i + 1 < data.length) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < data.length) chunk |= uint256(uint8(data[i + 2]));
            out[j++] = BASE64[(chunk >> 18) & 63];
            out[j++] = BASE64[(chunk >> 12) & 63];
            out[j++] = i + 1 < data.length ? BASE64[(chunk >> 6) & 63] : bytes1("=");
            out[j++] = i + 2 < data.length ? BASE64[chunk & 63] : bytes1("=");
        }
        return string(out);
    }
}
