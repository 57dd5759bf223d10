import { swapAmmSchema, NATIVE_TOKEN_ADDRESS } from '../../services/api/convert/swapConfig'
import type { SwapAmm } from '../../services/api/convert/swapConfig'
import { DAI_ADDRESS, UNISWAP_V2_FACTORY_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from './addresses'
import { LOCAL_UNISWAP_V3 } from './uniswapV3Addresses'
import { TEST_DAI_DECIMALS } from './testDai'
import { TEST_TOKEN_DECIMALS } from './testToken'

/**
 * The AMM that `deployLocalAmm` puts on every fresh local chain: Uniswap V2 and V3 at their fixed
 * addresses, trading ETH, USDC (6 decimals) and DAI (18 decimals).
 *
 * @example
 * convertRoutes({ chains, amms: { 31337: localSwapAmm(), 31338: localSwapAmm() } })
 */
export function localSwapAmm(): SwapAmm {
  return swapAmmSchema.parse({
    v2: { router: UNISWAP_V2_ROUTER_ADDRESS, factory: UNISWAP_V2_FACTORY_ADDRESS },
    v3: { factory: LOCAL_UNISWAP_V3.factory, quoterV2: LOCAL_UNISWAP_V3.quoterV2, swapRouter02: LOCAL_UNISWAP_V3.swapRouter02 },
    weth: WETH_ADDRESS,
    tokens: [
      { address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 },
      { address: USDC_ADDRESS, symbol: 'USDC', name: 'USD Coin', decimals: TEST_TOKEN_DECIMALS },
      { address: DAI_ADDRESS, symbol: 'DAI', name: 'Dai Stablecoin', decimals: TEST_DAI_DECIMALS },
    ],
  })
}
