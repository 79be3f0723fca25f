import { describe, expect, it } from 'vitest'
import { stubService } from '../testing/stubService.js'
import { awaitDevice } from './awaitDevice.js'

describe('awaitDevice', () => {
  it('polls every interval and gives up at the timeout', async () => {
    let clock = 0
    const slept: number[] = []
    const service = stubService({ 'POST /api/email/await-device': { action: 'VERIFY_DEVICE' } })
    const polling = awaitDevice(service.api, 'a@example.com', {
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms)
        clock += ms
      },
    })
    await expect(polling).rejects.toThrow('The device was not approved in time, please try again')
    expect(new Set(slept)).toEqual(new Set([1500]))
    expect(service.calls).toHaveLength(21)
  })

  it('stops when a newer login started, and on a refusal', async () => {
    const service = stubService({ 'POST /api/email/await-device': { action: 'VERIFY_DEVICE' } })
    let current = true
    const polling = awaitDevice(service.api, 'a@example.com', {
      isCurrent: () => current,
      sleep: async () => {
        current = false
      },
    })
    await expect(polling).rejects.toThrow('Another login was started')
    expect(service.calls).toHaveLength(1)
    const gone = stubService({
      'POST /api/email/await-device': () => [
        400,
        { message: 'The device approval has expired, please start again' },
      ],
    })
    await expect(awaitDevice(gone.api, 'a@example.com')).rejects.toThrow('The device approval has expired')
  })
})
