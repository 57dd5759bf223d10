import { useBitcoinSendParts, type BitcoinSendTypes } from './useBitcoinSendParts'
import { useEvmSendParts, type EvmSendTypes } from './useEvmSendParts'
import { useSendFlow, type SendFlow } from './useSendFlow'
import { useSendForm } from './useSendForm'
import { useSendTarget } from './useSendTarget'
import { useSolanaSendParts, type SolanaSendTypes } from './useSolanaSendParts'

/**
 * Return type of {@link useSendToken}: the same shape on every namespace, told apart by
 * `namespace` (`'eip155'`: `SendToken`s, ENS-capable receivers, the estimated gas fee, mined
 * transactions; `'solana'`: SOL and SPL tokens named by `mint`, base58 receivers, the signature fee,
 * confirmed signatures; `'bip122'`: BTC, addresses of the active Bitcoin network, the fee rate
 * times the transaction's size, broadcast transaction ids).
 */
export type UseSendTokenReturnType = SendFlow<EvmSendTypes> | SendFlow<SolanaSendTypes> | SendFlow<BitcoinSendTypes>

/**
 * The send flow for the account the modal shows, on its active network:
 * the form (token, amount, receiver), its validation with the catalogue's messages, the network fee,
 * and `send()` through the wallet. It sends on the modal's active namespace: on EVM through wagmi
 * (native currency or ERC-20 `transfer`, receivers as addresses or ENS names); on Solana, in apps
 * with `solana()` from `foyer-kit/solana` while the modal shows the Solana account, through the Solana
 * wallet (SOL or SPL, base58 receivers, the receiver's token account created when it has none);
 * on Bitcoin, in apps with `bitcoin()` from `foyer-kit/bitcoin` while the modal shows the Bitcoin
 * account, BTC from the payment account (a PSBT the wallet signs, broadcast to Esplora).
 * The form is shared by every caller under the same FoyerProvider (the modal's Send views
 * included), and is reset after a send and whenever the namespace, network or account changes.
 *
 * @example
 * const sendForm = useSendToken()
 * sendForm.setToken(sendForm.tokens[0])
 * sendForm.setAmount('1.5')
 * sendForm.setReceiver('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
 * if (!sendForm.error) {
 *   const { hash, explorerUrl } = await sendForm.send()
 * }
 */
export function useSendToken(): UseSendTokenReturnType {
  const target = useSendTarget()
  const form = useSendForm(target.scope)
  const evm = useEvmSendParts(form.values, target.evm, target.namespace === 'eip155')
  const solana = useSolanaSendParts(form.values, target.other, target.namespace === 'solana')
  const bitcoin = useBitcoinSendParts(form.values, target.other, target.namespace === 'bip122')
  // Every branch calls the same hook once, so React sees the same hooks in the same order whichever
  // namespace is active; each branch keeps its namespace's exact types.
  // biome-ignore lint/correctness/useHookAtTopLevel: exactly one branch runs per render and each calls it once, so the hook order never changes.
  if (target.namespace === 'solana') return useSendFlow(form, solana)
  // biome-ignore lint/correctness/useHookAtTopLevel: as above, one call per render whichever branch runs.
  return target.namespace === 'bip122' ? useSendFlow(form, bitcoin) : useSendFlow(form, evm)
}
