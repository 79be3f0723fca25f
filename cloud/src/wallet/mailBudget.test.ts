import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postFrom } from '../testing/postFrom.js'
import { createMailBudget, PROJECT_HEADER } from './mailBudget.js'
import { newEmail, startWalletKit, WALLET_ORIGIN, type WalletKit } from './walletTestKit.js'

const PROJECTS = ['proj-a', 'proj-b']
const isProject = (id: string) => PROJECTS.includes(id)
const from = (project?: string) =>
  ({ headers: project === undefined ? {} : { [PROJECT_HEADER]: project } }) as IncomingMessage

describe('createMailBudget', () => {
  const limits = {
    emailsPerMinuteGlobal: 30,
    emailBurstGlobal: 3,
    emailsPerMinutePerProject: 20,
    emailBurstPerProject: 2,
  }

  it("refuses a project past its budget without touching the service's", async () => {
    let clock = 0
    const budget = createMailBudget(limits, isProject, () => clock)
    expect([
      await budget.take(from('proj-a')),
      await budget.take(from('proj-a')),
      await budget.take(from('proj-a')),
    ]).toEqual([0, 0, 3])
    expect(await budget.take(from('proj-b'))).toBe(0)
    // The service's third and last email went to proj-b: proj-b's second is refused by the service.
    expect(await budget.take(from('proj-b'))).toBe(2)
    clock += 2_000
    // One email back for the service; proj-b kept the one the service refused.
    expect(await budget.take(from('proj-b'))).toBe(0)
  })

  it('counts a missing, unknown or oversized project id as one shared project', async () => {
    const budget = createMailBudget(limits, isProject, () => 0)
    expect(await budget.take(from())).toBe(0)
    expect(await budget.take(from('made-up'))).toBe(0)
    expect(await budget.take(from('x'.repeat(200)))).toBe(3)
    expect(await budget.take(from('proj-a'))).toBe(0)
  })
})

describe('a login-mail flood from 20 client addresses (issue 35)', () => {
  let kit: WalletKit
  beforeAll(async () => {
    kit = await startWalletKit({
      projects: { find: (id) => (isProject(id ?? '') ? { allowedOrigins: [] } : undefined) },
      // 10 emails per client address: the per-client limit lets each of the 20 through.
      limits: {
        emailBurstPerClient: 10,
        emailsPerMinutePerClient: 10,
        emailBurstPerProject: 15,
        emailsPerMinutePerProject: 15,
        emailBurstGlobal: 25,
        emailsPerMinuteGlobal: 25,
      },
    })
  })
  afterAll(async () => {
    await kit?.close()
  })

  /** `count` login emails to new recipients from `source`, naming `project`; the answers. */
  async function flood(source: string, count: number, project?: string) {
    const headers = { origin: WALLET_ORIGIN, ...(project ? { [PROJECT_HEADER]: project } : {}) }
    const answers = []
    for (let i = 0; i < count; i++) {
      const email = newEmail('flood')
      const answer = await postFrom(`${kit.server.url}/api/email/connect`, source, { email }, headers)
      answers.push({ ...answer, email })
    }
    return answers
  }
  const mailed = (emails: string[]) => kit.sink.messages().filter((m) => emails.includes(m.to)).length

  it("stops at the project's budget, then at the service's, sending nothing it refuses", async () => {
    const sources = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`)
    const answers = (await Promise.all(sources.map((source) => flood(source, 10, 'proj-a')))).flat()
    expect(answers.filter((a) => a.status === 200)).toHaveLength(15)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(185)
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(answer.body).toEqual({ message: 'Please try again after 4 seconds' })
      expect(answer.headers['retry-after']).toBe('4')
    }
    expect(mailed(answers.map((a) => a.email))).toBe(15)

    // Another project has its own budget, until the service's runs out (25 in all).
    const other = await flood('127.0.1.1', 10, 'proj-b')
    expect(other.map((a) => a.status)).toEqual([...Array(10).fill(200)])
    const over = await flood('127.0.1.2', 2, 'proj-b')
    expect(over.map((a) => [a.status, a.body])).toEqual([
      [429, { message: 'Please try again after 3 seconds' }],
      [429, { message: 'Please try again after 3 seconds' }],
    ])
    expect(mailed([...other, ...over].map((a) => a.email))).toBe(10)

    // A refused address is not left in its 30 s cooldown: nothing was sent to it.
    kit.advance(3_000)
    const email = (over[0] as { email: string }).email
    const retried = await postFrom(
      `${kit.server.url}/api/email/connect`,
      '127.0.1.3',
      { email },
      { origin: WALLET_ORIGIN, [PROJECT_HEADER]: 'proj-b' },
    )
    expect(retried.status).toBe(200)
    expect(mailed([email])).toBe(1)
  })
})
