// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// The local chains' price feeds: Chainlink's own test aggregator (@chainlink/contracts), compiled as
// published. It answers `latestRoundData` and `decimals` as a live feed proxy does, and lets anyone
// move its answer (`updateAnswer`) or write a round with any timestamp (`updateRoundData`).
import "@chainlink/contracts/src/v0.8/tests/MockV3Aggregator.sol";
