import { expect, test } from 'vitest'
import { HttpError } from './api.js'
import { BaseError } from './base.js'

test('HttpError carries the status and the exact spec message', () => {
  const error = new HttpError({
    status: 403,
    url: 'https://x.test/e',
    body: { message: 'Unauthorized: invalid key' },
  })
  expect(error.message).toBe('HTTP status code: 403')
  expect(error.shortMessage).toBe('HTTP status code: 403')
  expect(error.status).toBe(403)
  expect(error.url).toBe('https://x.test/e')
  expect(error.body).toEqual({ message: 'Unauthorized: invalid key' })
  expect(error.name).toBe('HttpError')
  expect(error).toBeInstanceOf(BaseError)
})

test('a cause does not change the message', () => {
  const error = new HttpError({ status: 500, cause: new Error('socket hang up') })
  expect(error.message).toBe('HTTP status code: 500')
  expect(error.cause).toBeInstanceOf(Error)
})
