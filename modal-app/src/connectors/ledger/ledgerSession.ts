import type Eth from '@ledgerhq/hw-app-eth'
import type TransportWebHID from '@ledgerhq/hw-transport-webhid'
import {
  type Address,
  type Hex,
  recoverMessageAddress,
  recoverTypedDataAddress,
  type SignableMessage,
  type TypedData,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { type LedgerPathScheme, pagePaths } from './derivationPaths.js'
import { LedgerError, toLedgerError, wrongNetworkError } from './ledgerErrors.js'
import { signatureHex } from './signatureHex.js'
import { type SignLedgerTransactionParameters, signLedgerTransaction } from './signLedgerTransaction.js'
import { typedDataHashes } from './typedDataHashes.js'

/** An account on the device: where it is derived and its address. */
export interface LedgerAccount {
  index: number
  path: string
  address: Address
}

export interface LedgerSession {
  /** One page (5) of accounts in a derivation path scheme, read without a prompt on the device. */
  listAccounts(scheme: LedgerPathScheme, page: number): Promise<LedgerAccount[]>
  /** Shows the address on the device for the user to compare; rejects with `rejected` on a refusal. */
  verifyAddress(account: Pick<LedgerAccount, 'path' | 'address'>, chainId?: number): Promise<void>
  /** personal_sign: EIP-191 signature, checked to recover `account.address`. */
  signMessage(account: Pick<LedgerAccount, 'path' | 'address'>, message: SignableMessage): Promise<Hex>
  /** eth_signTypedData_v4 in the device's hashed mode; the domain's chain id must be `chainId`. */
  signTypedData(
    account: Pick<LedgerAccount, 'path' | 'address'>,
    typedData: TypedDataDefinition<TypedData, string>,
    chainId: number,
  ): Promise<Hex>
  /** Signs a prepared transaction; returns the signed serialized transaction for eth_sendRawTransaction. */
  signTransaction(parameters: SignLedgerTransactionParameters): Promise<Hex>
  /** Fires once when the device is unplugged. */
  onDisconnect(listener: () => void): () => void
  /** Releases the device; while a request waits on the device, once the user answers it. */
  close(): Promise<void>
}

const toPath = (path: string) => path.replace(/^m\//, '')

export function createLedgerSession(transport: TransportWebHID, eth: Eth): LedgerSession {
  // An unplugged device never answers the exchange in flight: every request races the disconnect.
  let unplug: () => void = () => undefined
  let isUnplugged = false
  const unplugged = new Promise<never>((_, reject) => {
    unplug = () => {
      isUnplugged = true
      reject(new LedgerError('disconnected'))
    }
  })
  unplugged.catch(() => undefined)
  transport.on('disconnect', () => unplug())

  async function device<T>(run: () => Promise<T>, blindSigningPossible = false): Promise<T> {
    try {
      return await Promise.race([run(), unplugged])
    } catch (error) {
      throw toLedgerError(error, { blindSigningPossible })
    }
  }
  const checked = (address: Address, recovered: Address) => {
    if (recovered.toLowerCase() !== address.toLowerCase()) throw new LedgerError('wrongAccount')
  }

  return {
    async listAccounts(scheme, page) {
      const entries = pagePaths(scheme, page)
      const accounts: LedgerAccount[] = []
      for (const entry of entries) {
        const { address } = await device(() => eth.getAddress(toPath(entry.path)))
        accounts.push({ ...entry, address: address as Address })
      }
      return accounts
    },
    async verifyAddress(account, chainId) {
      const shown = await device(() => eth.getAddress(toPath(account.path), true, false, chainId?.toString()))
      if (shown.address.toLowerCase() !== account.address.toLowerCase()) throw new LedgerError('wrongAccount')
    },
    async signMessage(account, message) {
      // A raw hex string is the bytes it spells, not text to encode.
      const hex =
        typeof message === 'string'
          ? toHex(message)
          : typeof message.raw === 'string'
            ? message.raw
            : toHex(message.raw)
      const signed = await device(() => eth.signPersonalMessage(toPath(account.path), hex.slice(2)))
      const signature = signatureHex(signed)
      checked(account.address, await recoverMessageAddress({ message, signature }))
      return signature
    },
    async signTypedData(account, typedData, chainId) {
      const domainChainId = typedData.domain?.chainId
      if (domainChainId !== undefined && Number(domainChainId) !== chainId)
        throw wrongNetworkError(Number(domainChainId), chainId)
      const { domainHash, messageHash } = typedDataHashes(typedData)
      const signed = await device(
        () => eth.signEIP712HashedMessage(toPath(account.path), domainHash.slice(2), messageHash.slice(2)),
        true,
      )
      const signature = signatureHex(signed)
      checked(
        account.address,
        await recoverTypedDataAddress({ ...(typedData as TypedDataDefinition), signature }),
      )
      return signature
    },
    signTransaction: (parameters) => signLedgerTransaction(eth, parameters, device),
    onDisconnect(listener) {
      const once = () => listener()
      transport.on('disconnect', once)
      return () => transport.off('disconnect', once)
    },
    // Once unplugged, the exchange in flight never ends and transport.close() would wait for it.
    close: () => (isUnplugged ? Promise.resolve() : transport.close()),
  }
}
