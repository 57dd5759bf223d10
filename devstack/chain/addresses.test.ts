import { getContractAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  ANVIL_ACCOUNTS,
  DAI_ADDRESS,
  DEPLOYER,
  TEST_NFT_ADDRESS,
  UNISWAP_V2_FACTORY_ADDRESS,
  UNISWAP_V2_ROUTER_ADDRESS,
  USDC_ADDRESS,
  WETH_ADDRESS,
} from './addresses'

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

describe('addresses', () => {
  it.each(ANVIL_ACCOUNTS.map((account, index) => [index, account] as const))(
    'account #%i is anvil default account derived from its mnemonic',
    (index, account) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address).toBe(account.address)
    },
  )

  it('deploys from account #9, so USDC has a fixed address', () => {
    expect(DEPLOYER.address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
    expect(USDC_ADDRESS).toBe(getContractAddress({ from: DEPLOYER.address, nonce: 0n }))
    // Pinned so that a change (another deployer, another first transaction) is noticed in review.
    expect(USDC_ADDRESS).toBe('0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')
  })

  it("deploys TestNft as the deployer's second transaction", () => {
    expect(TEST_NFT_ADDRESS).toBe(getContractAddress({ from: DEPLOYER.address, nonce: 1n }))
    expect(TEST_NFT_ADDRESS).toBe('0xA15BB66138824a1c7167f5E85b957d04Dd34E468')
  })

  it("deploys DAI, WETH9, the Uniswap V2 factory and router as the deployer's next four transactions", () => {
    const at = (nonce: bigint) => getContractAddress({ from: DEPLOYER.address, nonce })
    expect([DAI_ADDRESS, WETH_ADDRESS, UNISWAP_V2_FACTORY_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS]).toEqual([at(2n), at(3n), at(4n), at(5n)])
  })
})
