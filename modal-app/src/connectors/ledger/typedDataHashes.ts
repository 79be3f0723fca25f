import {
  getTypesForEIP712Domain,
  type Hex,
  hashDomain,
  hashStruct,
  type TypedData,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import { msg } from '../../i18n/t.js'
import { LedgerError } from './ledgerErrors.js'

export interface TypedDataHashes {
  domainHash: Hex
  messageHash: Hex
}

/**
 * The two hashes the Ledger's hashed EIP-712 mode signs (domain separator, hashStruct of the message).
 * Full EIP-712 clear signing (hw-app-eth's signEIP712Message) fetches display filters from Ledger's
 * servers, which the modal must not call, so typed data is signed hashed.
 */
export function typedDataHashes(typedData: TypedDataDefinition<TypedData, string>): TypedDataHashes {
  const { domain = {}, types, primaryType, message } = typedData as TypedDataDefinition
  if (primaryType === 'EIP712Domain')
    throw new LedgerError('unsupported', { text: msg('Your Ledger cannot sign a domain alone') })
  validateTypedData(typedData as TypedDataDefinition)
  const allTypes = { EIP712Domain: getTypesForEIP712Domain({ domain }), ...types }
  return {
    domainHash: hashDomain({ domain, types: allTypes }),
    messageHash: hashStruct({ data: message as Record<string, unknown>, primaryType, types: allTypes }),
  }
}
