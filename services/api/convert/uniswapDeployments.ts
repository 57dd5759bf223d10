/*
 * Uniswap's public deployments on the public swap chains, as shipped by the npm package
 * @uniswap/sdk-core 7.19.4 (`CHAIN_TO_ADDRESSES_MAP`: v3CoreFactoryAddress, swapRouter02Address;
 * `SWAP_ROUTER_02_ADDRESSES`; `V2_FACTORY_ADDRESSES`, `V2_ROUTER_ADDRESSES`; `WETH9`) and checked
 * against Uniswap's deployment pages (docs.uniswap.org, "v3 deployments" per chain).
 *
 * The package's `quoterAddress` is the first `Quoter` on Ethereum, Arbitrum, Optimism and Polygon;
 * its answers lack the fields `QuoterV2` returns, so those chains take `QuoterV2` from the deployment
 * pages instead. On Base, BNB Chain, Avalanche and ZKsync the package's `quoterAddress` is `QuoterV2`.
 *
 * Gnosis (100), Fantom (250), Kaia (8217) and Aurora (1313161554) have no Uniswap deployment: swaps
 * stay unsupported there unless the operator configures an AMM.
 */
import type { Address } from 'viem'

/** One chain's default Uniswap deployment. */
export type UniswapDeployment = {
  weth: Address
  v2?: { router: Address; factory: Address }
  v3?: { factory: Address; quoterV2: Address; swapRouter02: Address }
}

// Uniswap V3 on Ethereum, Arbitrum, Optimism and Polygon shares these addresses.
const CANONICAL_V3 = {
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
} as const satisfies UniswapDeployment['v3']

// Uniswap V2 shares this router on Arbitrum, Avalanche, BNB Chain and Base (each with its own factory).
const L2_V2_ROUTER: Address = '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24'

/** Uniswap's deployments by chain id, used where the configuration names none. */
export const UNISWAP_DEPLOYMENTS: Readonly<Record<number, UniswapDeployment>> = {
  1: {
    weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    v2: { router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f' },
    v3: CANONICAL_V3,
  },
  42161: {
    weth: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    v2: { router: L2_V2_ROUTER, factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9' },
    v3: CANONICAL_V3,
  },
  10: {
    weth: '0x4200000000000000000000000000000000000006',
    v2: { router: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2', factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf' },
    v3: CANONICAL_V3,
  },
  324: {
    weth: '0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91',
    v3: {
      factory: '0x8FdA5a7a8dCA67BBcDd10F02Fa0649A937215422',
      quoterV2: '0x8Cb537fc92E26d8EBBb760E632c95484b6Ea3e28',
      swapRouter02: '0x99c56385daBCE3E81d8499d0b8d0257aBC07E8A3',
    },
  },
  8453: {
    weth: '0x4200000000000000000000000000000000000006',
    v2: { router: L2_V2_ROUTER, factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6' },
    v3: {
      factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
      quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
      swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481',
    },
  },
  56: {
    weth: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    v2: { router: L2_V2_ROUTER, factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6' },
    v3: {
      factory: '0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7',
      quoterV2: '0x78D78E420Da98ad378D7799bE8f4AF69033EB077',
      swapRouter02: '0xB971eF87ede563556b2ED4b1C0b0019111Dd85d2',
    },
  },
  137: {
    weth: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    v2: { router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1', factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C' },
    v3: CANONICAL_V3,
  },
  43114: {
    weth: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
    v2: { router: L2_V2_ROUTER, factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C' },
    v3: {
      factory: '0x740b1c1de25031C31FF4fC9A62f554A55cdC1baD',
      quoterV2: '0xbe0F5544EC67e9B3b2D979aaA43f18Fd87E6257F',
      swapRouter02: '0xbb00FF08d01D300023C629E8fFfFcb65A5a578cE',
    },
  },
}
