import type { PriceFeedsConfig } from './priceFeedsConfig'

/*
 * Chainlink USD feeds (proxy addresses) for the coin, the wrapped coin and the main stablecoins of
 * the chains Foyer serves out of the box, keyed by the token's address on that chain.
 *
 * Sources, nothing else:
 * - Feed addresses: Chainlink's feed registry as published in github.com/smartcontractkit/hardhat-chainlink
 *   (src/registries/json/DataFeeds.json: Ethereum, Arbitrum, Optimism, BNB Chain, Polygon, Avalanche);
 *   Chainlink's "xDai Price Feeds" page in github.com/smartcontractkit/documentation
 *   (docs/xdai-price-feeds.md: Gnosis); Chainlink's reference data for Ethereum, Arbitrum, Optimism and
 *   Base as mirrored with heartbeats in github.com/LZeroAnalytics/chainlink-package
 *   (src/package_io/constants.star), which also gives the Base feeds and every heartbeat used below
 *   for those four chains.
 * - Token addresses: @uniswap/default-token-list (EVM chains and the Solana mints); Gnosis tokens from
 *   github.com/SwaprHQ/stackly-ui (packages/app/models/token/tokens.ts).
 * - BNB Chain, Polygon, Gnosis and Avalanche: those sources give no heartbeat, so 24 hours stands in
 *   as an upper bound; an operator who knows a feed's heartbeat sets it in `prices.feeds`.
 *
 * A token whose feed or address none of them confirms is left out: no guessed address ships.
 */

const HOUR = 3600
const DAY = 24 * HOUR
// Where the sources give no heartbeat (see above).
const UNKNOWN_HEARTBEAT = DAY

const feed = (address: `0x${string}`, heartbeatSeconds: number, chainId?: string) => ({ feed: address, heartbeatSeconds, ...(chainId ? { chainId } : {}) })

const ETHEREUM = {
  ethUsd: feed('0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419', HOUR),
  usdcUsd: feed('0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6', DAY),
  usdtUsd: feed('0x3E7d1eAB13ad0104d2750B8863b489D65364e32D', DAY),
  daiUsd: feed('0xAed0c38402a5d19df6E4c03F4E2DceD6e29c1ee9', HOUR),
  solUsd: feed('0x4ffC43a60e009B551865A93d232E33Fce9f01507', DAY),
}

/** Solana mainnet's CAIP-2 id (`solana:` and the first 32 characters of its genesis hash). */
export const SOLANA_MAINNET_CAIP2 = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * The feeds the price service reads unless the configuration overrides them (`prices.feeds`, same
 * shape), by CAIP-2 chain and token address (`native` for the chain's coin). Solana's tokens are
 * priced by feeds on Ethereum, so they need Ethereum among the configured chains.
 *
 * @example
 * DEFAULT_PRICE_FEEDS['eip155:1']?.native // { feed: '0x5f4e…8419', heartbeatSeconds: 3600 }
 */
export const DEFAULT_PRICE_FEEDS: PriceFeedsConfig = {
  // Ethereum: ETH, WETH, USDC, USDT, DAI.
  'eip155:1': {
    native: ETHEREUM.ethUsd,
    '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2': ETHEREUM.ethUsd,
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48': ETHEREUM.usdcUsd,
    '0xdAC17F958D2ee523a2206206994597C13D831ec7': ETHEREUM.usdtUsd,
    '0x6B175474E89094C44Da98b954EedeAC495271d0F': ETHEREUM.daiUsd,
  },
  // Arbitrum One: ETH, WETH, USDC and bridged USDC.e, DAI.
  'eip155:42161': {
    native: feed('0x639Fe6ab55C921f74e7fac1ee960C0B6293ba612', DAY),
    '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1': feed('0x639Fe6ab55C921f74e7fac1ee960C0B6293ba612', DAY),
    '0xaf88d065e77c8cC2239327C5EDb3A432268e5831': feed('0x50834F3163758fcC1Df9973b6e91f0F0F0434aD3', DAY),
    '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8': feed('0x50834F3163758fcC1Df9973b6e91f0F0F0434aD3', DAY),
    '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1': feed('0xc5C8E77B397E531B8EC06BFb0048328B30E9eCfB', DAY),
  },
  // OP Mainnet: ETH, WETH, USDC and bridged USDC.e, USDT, DAI.
  'eip155:10': {
    native: feed('0x13e3Ee699D1909E989722E753853AE30b17e08c5', 20 * 60),
    '0x4200000000000000000000000000000000000006': feed('0x13e3Ee699D1909E989722E753853AE30b17e08c5', 20 * 60),
    '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85': feed('0x16a9FA2FDa030272Ce99B29CF780dFA30361E0f3', DAY),
    '0x7F5c764cBc14f9669B88837ca1490cCa17c31607': feed('0x16a9FA2FDa030272Ce99B29CF780dFA30361E0f3', DAY),
    '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58': feed('0xECef79E109e997bCA29c1c0897ec9d7b03647F5E', DAY),
    '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1': feed('0x8dBa75e83DA73cc766A7e5a0ee71F656BAb470d6', DAY),
  },
  // Base: ETH, WETH, USDC, DAI.
  'eip155:8453': {
    native: feed('0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70', 20 * 60),
    '0x4200000000000000000000000000000000000006': feed('0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70', 20 * 60),
    '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913': feed('0x7e860098F58bBFC8648a4311b374B1D669a2bc6B', DAY),
    '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb': feed('0x591e79239a7d679378eC8c847e5038150364C78F', DAY),
  },
  // BNB Smart Chain: BNB, WBNB, USDC, USDT.
  'eip155:56': {
    native: feed('0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE', UNKNOWN_HEARTBEAT),
    '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c': feed('0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE', UNKNOWN_HEARTBEAT),
    '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d': feed('0x51597f405303C4377E36123cBc172b13269EA163', UNKNOWN_HEARTBEAT),
    '0x55d398326f99059fF775485246999027B3197955': feed('0xB97Ad0E74fa7d920791E90258A6E2085088b4320', UNKNOWN_HEARTBEAT),
  },
  // Polygon PoS: POL (the registry's MATIC / USD proxy), WMATIC, USDC and bridged USDC.e, USDT, DAI.
  'eip155:137': {
    native: feed('0xAB594600376Ec9fD91F8e885dADF0CE036862dE0', UNKNOWN_HEARTBEAT),
    '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270': feed('0xAB594600376Ec9fD91F8e885dADF0CE036862dE0', UNKNOWN_HEARTBEAT),
    '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359': feed('0xfE4A8cc5b5B2366C1B58Bea3858e81843581b2F7', UNKNOWN_HEARTBEAT),
    '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174': feed('0xfE4A8cc5b5B2366C1B58Bea3858e81843581b2F7', UNKNOWN_HEARTBEAT),
    '0xc2132D05D31c914a87C6611C10748AEb04B58e8F': feed('0x0A6513e40db6EB1b165753AD52E80663aeA50545', UNKNOWN_HEARTBEAT),
    '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063': feed('0x4746DeC9e833A82EC7C2C1356372CcF2cfcD2F3D', UNKNOWN_HEARTBEAT),
  },
  // Gnosis: xDAI is DAI bridged one to one, so it and WXDAI are priced by DAI / USD; WETH by ETH / USD.
  'eip155:100': {
    native: feed('0x678df3415fc31947dA4324eC63212874be5a82f8', UNKNOWN_HEARTBEAT),
    '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d': feed('0x678df3415fc31947dA4324eC63212874be5a82f8', UNKNOWN_HEARTBEAT),
    '0x6A023CCd1ff6F2045C3309768eAd9E68F978f6e1': feed('0xa767f745331D267c7751297D982b050c93985627', UNKNOWN_HEARTBEAT),
  },
  // Avalanche C-Chain: AVAX, WAVAX, USDC, USDT.
  'eip155:43114': {
    native: feed('0x0A77230d17318075983913bC2145DB16C7366156', UNKNOWN_HEARTBEAT),
    '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7': feed('0x0A77230d17318075983913bC2145DB16C7366156', UNKNOWN_HEARTBEAT),
    '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E': feed('0xF096872672F44d6EBA71458D74fe67F9a77a23B9', UNKNOWN_HEARTBEAT),
    '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7': feed('0xEBE676ee90Fe1112671f19b6B7459bC678B67e8a', UNKNOWN_HEARTBEAT),
  },
  // Solana mainnet, by mint, through Ethereum's feeds: SOL, USDC, USDT.
  [SOLANA_MAINNET_CAIP2]: {
    native: { ...ETHEREUM.solUsd, chainId: 'eip155:1' },
    EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: { ...ETHEREUM.usdcUsd, chainId: 'eip155:1' },
    Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: { ...ETHEREUM.usdtUsd, chainId: 'eip155:1' },
  },
}
