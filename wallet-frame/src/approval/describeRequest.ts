import { userOperationCalls } from '@airlock/shared-protocol/user-operation'
import { t } from '../i18n/t.js'
import { describeGrant, describeRevoke } from './describePermissions.js'
import { clip, dataLength, formatEther, readableMessage } from './readable.js'

/** The signing methods that wait for the visitor's approval. */
export const approvalMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const
export type ApprovalMethod = (typeof approvalMethods)[number]

export interface DetailRow {
  label: string
  value: string
  /** `data-testid` of the value, e.g. `wallet-message`. */
  testId: string
  /** Shown as preformatted text (a message, JSON). */
  block?: boolean
}

export interface RequestDescription {
  title: string
  rows: DetailRow[]
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function typedData(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw !== 'string') return raw && typeof raw === 'object' ? asObject(raw) : undefined
  try {
    return asObject(JSON.parse(raw))
  } catch {
    return undefined
  }
}

/**
 * What the approval shows for a signing request, read from its params as the dApp sent them (the
 * service checks them again before it signs): the message for personal_sign; the domain's name,
 * primary type and message for typed data; recipient, value in ETH and data size for a transaction,
 * and for each call of a wallet_sendCalls batch or a user operation.
 */
export function describeRequest(method: ApprovalMethod, params: unknown): RequestDescription {
  const list = asList(params)
  if (method === 'personal_sign')
    return {
      title: t('Signature request'),
      rows: [{ label: t('Message'), value: readableMessage(list[0]), testId: 'wallet-message', block: true }],
    }
  if (method === 'eth_signTypedData_v4') {
    const data = typedData(list[1])
    if (!data)
      return {
        title: t('Signature request'),
        rows: [{ label: t('Data'), value: clip(String(list[1])), testId: 'wallet-message', block: true }],
      }
    const domainName = asObject(data.domain).name
    return {
      title: t('Signature request'),
      rows: [
        {
          label: t('Domain'),
          value: typeof domainName === 'string' ? clip(domainName) : '—',
          testId: 'wallet-typed-domain',
        },
        { label: t('Type'), value: clip(String(data.primaryType ?? '—')), testId: 'wallet-typed-type' },
        {
          label: t('Message'),
          value: clip(JSON.stringify(data.message ?? {}, null, 2)),
          testId: 'wallet-message',
          block: true,
        },
      ],
    }
  }
  if (method === 'wallet_grantPermissions') return describeGrant(params)
  if (method === 'wallet_revokePermissions') return describeRevoke(params)
  if (method === 'wallet_sendCalls' || method === 'eth_sendUserOperation') {
    // A user operation shows the calls its callData makes the account run (the frame refuses any other).
    const read = method === 'eth_sendUserOperation' ? userOperationCalls(params) : undefined
    const calls = read ? (read.ok ? read.calls : []) : asList(asObject(list[0]).calls)
    return {
      title: t('{count, plural, one {Review {count} call} other {Review {count} calls}}', {
        count: calls.length,
      }),
      // Every call, each with its own numbered rows: one hidden among many is still seen.
      rows: calls.flatMap((call, index) => callRows(asObject(call), index + 1)),
    }
  }
  return { title: t('Review transaction'), rows: callRows(asObject(list[0])) }
}

/** A transaction's (or a batch's call number `call`) recipient, value in ETH and data size. */
function callRows(tx: Record<string, unknown>, call?: number): DetailRow[] {
  const testId = (field: string) => `wallet-tx-${field}${call === undefined ? '' : `-${call}`}`
  const bytes = dataLength(tx.data ?? tx.input)
  return [
    {
      label: call === undefined ? t('To') : t('Call {call} to', { call }),
      value: typeof tx.to === 'string' ? clip(tx.to) : t('New contract'),
      testId: testId('to'),
    },
    {
      label: call === undefined ? t('Value') : t('Call {call} value', { call }),
      value: t('{amount} ETH', { amount: formatEther(tx.value) }),
      testId: testId('value'),
    },
    {
      label: call === undefined ? t('Data') : t('Call {call} data', { call }),
      value: bytes === 0 ? t('None') : t('{bytes, plural, other {{bytes} bytes}}', { bytes }),
      testId: testId('data'),
    },
  ]
}
