import { describe, expect, test } from 'vitest'
import { classifyRpcMethod, notAllowedMessage, safeRpcMethods, unsafeRpcMethods } from './rpcMethods.js'

describe('classifyRpcMethod', () => {
  test.each([
    'eth_accounts',
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_sendRawTransaction',
    'eth_blockNumber',
    'eth_estimateGas',
    'eth_getTransactionReceipt',
    'net_version',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'personal_ecRecover',
  ])('%s is safe', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe')
  })

  test.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s is unsafe', (method) => {
    expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  test.each([
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTransaction',
    'eth_coinbase',
    'wallet_watchAsset',
    'debug_traceTransaction',
    'anvil_setBalance',
    'Personal_sign',
    ' eth_call',
    'eth_call ',
    '',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('%j is forbidden', (method) => {
    expect(classifyRpcMethod(method)).toBe('forbidden')
  })

  test.each([undefined, null, 1, {}, ['eth_call'], { toString: () => 'eth_call' }])(
    'non-string %j is forbidden',
    (method) => {
      expect(classifyRpcMethod(method)).toBe('forbidden')
    },
  )

  test('the lists do not overlap and have no duplicates', () => {
    const all = [...safeRpcMethods, ...unsafeRpcMethods]
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('notAllowedMessage', () => {
  test('names eth_sign and points to personal_sign', () => {
    expect(notAllowedMessage('eth_sign')).toBe(
      'Requested RPC call is not allowed: eth_sign signs a bare hash the user cannot read; use personal_sign instead',
    )
    expect(notAllowedMessage('eth_signTypedData_v3')).toMatch(
      /eth_signTypedData_v3 .*use eth_signTypedData_v4/,
    )
  })

  test("keeps the spec's text for other methods", () => {
    for (const method of ['anvil_setBalance', 'constructor', undefined, 5]) {
      expect(notAllowedMessage(method)).toBe('Requested RPC call is not allowed')
    }
  })
})
