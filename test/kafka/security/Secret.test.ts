import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import { Secret } from '../../../src/kafka/security/Secret.js'

describe('Secret', () => {
  it('prints [hidden] in every form, and reveals its value on request', () => {
    const secret = Secret.of('hunter2')
    const holder = { password: secret }
    expect(String(secret)).toBe('[hidden]')
    expect([secret].join('')).toBe('[hidden]')
    expect(JSON.stringify(holder)).toBe('{"password":"[hidden]"}')
    expect(inspect(holder, { depth: 10, showHidden: true })).not.toContain('hunter2')
    expect(Object.values(secret)).toEqual([])
    expect({ ...secret }).toEqual({})
    expect(secret.reveal()).toBe('hunter2')
  })

  it('passes a secret through unchanged', () => {
    const secret = Secret.of('x')
    expect(Secret.of(secret)).toBe(secret)
  })
})
