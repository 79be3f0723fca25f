import { describe, expect, it } from 'vitest'
import { takeOverOtherTabs } from './singleTab.js'

describe('takeOverOtherTabs', () => {
  it('stops the older tab when a newer one opens, not the newer one', async () => {
    const stopped: string[] = []
    const name = `test-${Math.random()}`
    const closeOld = takeOverOtherTabs(() => stopped.push('old'), name)
    const closeNew = takeOverOtherTabs(() => stopped.push('new'), name)
    await expect.poll(() => stopped).toEqual(['old'])
    closeOld()
    closeNew()
  })
})
