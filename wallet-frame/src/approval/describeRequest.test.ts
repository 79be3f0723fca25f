import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const value = (rows: { testId: string; value: string }[], testId: string) =>
  rows.find((row) => row.testId === testId)?.value

describe('describeRequest', () => {
  it('personal_sign: a signature request with the decoded message', () => {
    const { title, rows } = describeRequest('personal_sign', ['0x48656c6c6f2c204169726c6f636b', ADDRESS])
    expect(title).toBe('Signature request')
    expect(value(rows, 'wallet-message')).toBe('Hello, Airlock')
  })

  it('eth_signTypedData_v4: the domain name, primary type and readable message, from JSON text or an object', () => {
    const typed = {
      domain: { name: 'Airlock Mail', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hi' },
    }
    for (const data of [JSON.stringify(typed), typed]) {
      const { title, rows } = describeRequest('eth_signTypedData_v4', [ADDRESS, data])
      expect(title).toBe('Signature request')
      expect(value(rows, 'wallet-typed-domain')).toBe('Airlock Mail')
      expect(value(rows, 'wallet-typed-type')).toBe('Mail')
      expect(value(rows, 'wallet-message')).toBe('{\n  "contents": "Hi"\n}')
    }
    expect(value(describeRequest('eth_signTypedData_v4', [ADDRESS, '{broken']).rows, 'wallet-message')).toBe(
      '{broken',
    )
  })

  it('eth_sendTransaction: recipient, value in ETH and data size', () => {
    const { title, rows } = describeRequest('eth_sendTransaction', [
      { from: ADDRESS, to: ADDRESS, value: '0x16345785d8a0000', data: '0xa9059cbb00' },
    ])
    expect(title).toBe('Review transaction')
    expect(value(rows, 'wallet-tx-to')).toBe(ADDRESS)
    expect(value(rows, 'wallet-tx-value')).toBe('0.1 ETH')
    expect(value(rows, 'wallet-tx-data')).toBe('5 bytes')
    const deploy = describeRequest('eth_sendTransaction', [{ data: '0x6080' }]).rows
    expect(value(deploy, 'wallet-tx-to')).toBe('New contract')
    expect(value(deploy, 'wallet-tx-value')).toBe('0 ETH')
  })

  it('wallet_sendCalls: each call with its recipient, value in ETH and data size', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const { title, rows } = describeRequest('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: ADDRESS, value: '0x2386f26fc10000' },
          { to: other, value: '0x0', data: '0xa9059cbb' },
        ],
      },
    ])
    expect(title).toBe('Review 2 calls')
    expect(rows.map(({ label }) => label)).toEqual([
      'Call 1 to',
      'Call 1 value',
      'Call 1 data',
      'Call 2 to',
      'Call 2 value',
      'Call 2 data',
    ])
    expect(value(rows, 'wallet-tx-to-1')).toBe(ADDRESS)
    expect(value(rows, 'wallet-tx-value-1')).toBe('0.01 ETH')
    expect(value(rows, 'wallet-tx-data-1')).toBe('None')
    expect(value(rows, 'wallet-tx-to-2')).toBe(other)
    expect(value(rows, 'wallet-tx-value-2')).toBe('0 ETH')
    expect(value(rows, 'wallet-tx-data-2')).toBe('4 bytes')
    expect(describeRequest('wallet_sendCalls', [{ calls: [{ to: ADDRESS }] }]).title).toBe('Review 1 call')
  })

  it('never throws on params of the wrong shape', () => {
    for (const params of [undefined, null, 'x', 5, [], [null], [{}], [[1]]]) {
      describeRequest('personal_sign', params)
      describeRequest('eth_signTypedData_v4', params)
      describeRequest('eth_sendTransaction', params)
      describeRequest('wallet_sendCalls', params)
    }
    expect(describeRequest('wallet_sendCalls', [{ calls: 'x' }]).rows).toEqual([])
  })
})
