import { erc20Abi, type Address } from 'viem'
import type { Config } from 'wagmi'
import {
  connect,
  disconnect,
  getBalance,
  getConnection,
  readContract,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  watchConnection,
  writeContract,
} from 'wagmi/actions'
import { createStore } from 'zustand/vanilla'
import { toCaipAddress, toCaipNetworkId } from '../../../src/chains/caip'
import { toCaipNetwork, unknownNetwork } from '../../../src/chains/network'
import { toConnectError } from '../../../src/errors/connectErrors'
import { NetworkNotFoundError } from '../../../src/errors/networkErrors'
import type { NamespaceBalance, NamespaceConnectionState, NamespaceWallet, SendingNamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import { NamespaceNotConnectedError } from '../../../src/errors/namespaceErrors'
import { NamespaceBalanceUnavailableError } from '../../../src/errors/namespaceBalanceErrors'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/**
 * The `eip155` namespace over the app's wagmi config: wagmi keeps the connections, accounts and
 * chain; the adapter reads them and drives wagmi's actions, so the modal reaches EVM wallets
 * through the same contract as other chain families.
 *
 * @example
 * const adapter = createEip155Adapter(wagmiConfig)
 * await adapter.connect({ walletId: 'injected' })
 */
export function createEip155Adapter(config: Config): SendingNamespaceAdapter {
  const networks = config.chains.map(toCaipNetwork)
  const store = createStore<NamespaceConnectionState>()(readState)
  // wagmi is watched only while someone listens.
  let listening = 0
  let unwatch: (() => void) | undefined

  function readState(): NamespaceConnectionState {
    const connection = getConnection(config)
    const caipNetworkId = connection.chainId === undefined ? undefined : toCaipNetworkId('eip155', connection.chainId)
    const caipNetwork =
      caipNetworkId === undefined ? undefined : (networks.find((network) => network.caipNetworkId === caipNetworkId) ?? unknownNetwork(caipNetworkId))
    if (connection.status !== 'connected' || !caipNetworkId) {
      return {
        status: connection.status === 'disconnected' ? 'disconnected' : connection.status === 'connected' ? 'connected' : 'connecting',
        accounts: [],
        caipNetwork,
      }
    }
    return {
      status: 'connected',
      walletId: connection.connector.id,
      caipNetwork,
      accounts: connection.addresses.map((address) => ({ address, caipAddress: toCaipAddress(caipNetworkId, address), namespace: 'eip155' })),
    }
  }

  function refresh() {
    const next = readState()
    if (JSON.stringify(next) !== JSON.stringify(store.getState())) store.setState(next, true)
  }

  function chainIdOf(caipNetworkId: string): number {
    const chain = config.chains.find((candidate) => toCaipNetworkId('eip155', candidate.id) === caipNetworkId)
    if (!chain) throw new NetworkNotFoundError({ caipNetworkId })
    return chain.id
  }

  function connectedAddress(): Address {
    const connection = getConnection(config)
    if (!connection.address) throw new NamespaceNotConnectedError({ namespace: 'eip155', details: 'No EVM account is connected.' })
    return connection.address
  }

  async function readBalance({ address, token }: { address: string; token?: string | undefined }, chainId: number | undefined): Promise<NamespaceBalance> {
    if (!token) {
      const balance = await getBalance(config, { address: address as Address, ...(chainId === undefined ? {} : { chainId }) })
      return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol }
    }
    const read = <T>(functionName: 'balanceOf' | 'decimals' | 'symbol', args: readonly [Address] | readonly [] = []) =>
      readContract(config, {
        address: token as Address,
        abi: erc20Abi,
        functionName,
        args,
        ...(chainId === undefined ? {} : { chainId }),
      } as never) as Promise<T>
    const [value, decimals, symbol] = await Promise.all([read<bigint>('balanceOf', [address as Address]), read<number>('decimals'), read<string>('symbol')])
    return { value, decimals, symbol }
  }

  return {
    namespace: 'eip155',
    networks,
    getState() {
      // Without a subscriber nothing watches wagmi, so read afresh.
      if (!unwatch) store.setState(readState(), true)
      return store.getState()
    },
    subscribe(listener) {
      const off = store.subscribe(() => listener())
      listening++
      unwatch ??= watchConnection(config, { onChange: refresh })
      let subscribed = true
      return () => {
        if (!subscribed) return
        subscribed = false
        off()
        if (--listening === 0) {
          unwatch?.()
          unwatch = undefined
        }
      }
    },
    getWallets(): NamespaceWallet[] {
      const chains = networks.map((network) => network.caipNetworkId)
      return config.connectors.map((connector) => ({ id: connector.id, name: connector.name, icon: connector.icon, namespace: 'eip155', chains }))
    },
    async connect({ walletId, caipNetworkId }) {
      const connector = config.connectors.find((candidate) => candidate.id === walletId || candidate.uid === walletId)
      if (!connector) throw toConnectError(new NamespaceWalletError(`No EVM connector with the id ${walletId}.`, { failure: 'notFound' }))
      const chainId = caipNetworkId === undefined ? undefined : chainIdOf(caipNetworkId)
      try {
        await connect(config, chainId === undefined ? { connector } : { connector, chainId })
      } catch (error) {
        throw toConnectError(error)
      }
      refresh()
      return readState()
    },
    async disconnect() {
      await disconnect(config)
      refresh()
    },
    async switchNetwork(caipNetworkId) {
      await switchChain(config, { chainId: chainIdOf(caipNetworkId) })
      refresh()
    },
    async getBalance(parameters) {
      const chainId = getConnection(config).chainId
      try {
        return await readBalance(parameters, chainId)
      } catch (cause) {
        // Fails as every family's getBalance does.
        throw new NamespaceBalanceUnavailableError({ reason: 'request', caipNetworkId: `eip155:${chainId ?? 0}`, cause })
      }
    },
    async sendToken({ to, amount, token }) {
      const account = connectedAddress()
      const hash = token
        ? await writeContract(config, { address: token as Address, abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount], account })
        : await sendTransaction(config, { to: to as Address, value: amount, account })
      await waitForTransactionReceipt(config, { hash })
      return hash
    },
    async signMessage({ message }) {
      return signMessage(config, { message, account: connectedAddress() })
    },
  }
}
