import createHIDframing from '@ledgerhq/hw-transport-webhid/lib/hid-framing'
import { describe, expect, it } from 'vitest'
import { createHidAssembler, frameResponse, REPORT_SIZE } from './hidFraming.js'

const CHANNEL = 0x1234
const hostFraming = createHIDframing(CHANNEL, REPORT_SIZE)
const apdu = (length: number) => Buffer.from(Array.from({ length }, (_, i) => i % 256))

describe('the device side of the Ledger HID framing', () => {
  it.each([5, 59, 60, 200, 260])('reassembles a %i-byte APDU framed by hw-transport-webhid', (length) => {
    const assembler = createHidAssembler()
    const blocks = hostFraming.makeBlocks(apdu(length))
    const results = blocks.map((block) => assembler.push(block))
    expect(results.slice(0, -1)).toEqual(blocks.slice(0, -1).map(() => undefined))
    expect(results.at(-1)).toEqual({ channel: CHANNEL, apdu: new Uint8Array(apdu(length)) })
  })

  it.each([2, 58, 300, 1000])('frames a %i-byte response that hw-transport-webhid reads back', (length) => {
    let acc: ReturnType<typeof hostFraming.reduceResponse> | undefined
    for (const report of frameResponse(CHANNEL, apdu(length))) {
      expect(report.length).toBe(REPORT_SIZE)
      acc = hostFraming.reduceResponse(acc, Buffer.from(report))
    }
    expect(hostFraming.getReducedResult(acc)).toEqual(apdu(length))
  })

  it('drops reports with a wrong tag, size, sequence or channel, and APDUs past 260 bytes', () => {
    const assembler = createHidAssembler()
    const [first, second] = hostFraming.makeBlocks(apdu(100)) as [Uint8Array, Uint8Array]
    const badTag = first.slice()
    badTag[2] = 0x02
    expect(assembler.push(badTag)).toBeUndefined()
    expect(assembler.push(second)).toBeUndefined()
    expect(assembler.push(first.subarray(0, 32))).toBeUndefined()
    expect(assembler.push(first)).toBeUndefined()
    const otherChannel = second.slice()
    otherChannel[0] = 0x99
    expect(assembler.push(otherChannel)).toBeUndefined()
    expect(assembler.push(second)).toBeUndefined()
    const oversized = createHIDframing(CHANNEL, REPORT_SIZE).makeBlocks(apdu(261))
    expect(oversized.map((block) => assembler.push(block)).every((result) => result === undefined)).toBe(true)
    expect(
      hostFraming
        .makeBlocks(apdu(100))
        .map((block) => assembler.push(block))
        .at(-1),
    ).toBeDefined()
  })
})
