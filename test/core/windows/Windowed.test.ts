import { describe, expect, it } from 'vitest'
import { formatForPrint, isWindowed, windowed } from '../../../src/core/windows/Windowed.js'

describe('Windowed', () => {
  it('recognises windowed keys', () => {
    expect(isWindowed({ key: 'a', window: { start: 0, end: 10 } })).toBe(true)
    expect(isWindowed({ key: null, window: { start: 0, end: 10 } })).toBe(true)
    expect(isWindowed({ key: 'a' })).toBe(false)
    expect(isWindowed({ key: 'a', window: { start: '0', end: 10 } })).toBe(false)
    expect(isWindowed({ key: 'a', window: null })).toBe(false)
    expect(isWindowed('a')).toBe(false)
    expect(isWindowed(null)).toBe(false)
  })

  it('prints windowed keys as Java Windowed.toString, and other values as String does', () => {
    expect(formatForPrint({ key: 'user-1', window: { start: 60_000, end: 120_000 } })).toBe(
      '[user-1@60000/120000]',
    )
    expect(formatForPrint({ key: null, window: { start: 0, end: 5 } })).toBe('[null@0/5]')
    expect(formatForPrint(42)).toBe('42')
    expect(formatForPrint(null)).toBe('null')
  })

  it('makes windowed keys that print as Java (String, templates) and equal the plain object', () => {
    const key = windowed('A', { start: 0, end: 10 })
    expect(String(key)).toBe('[A@0/10]')
    expect(windowed(windowed('k', { start: 1, end: 2 }), { start: 3, end: 4 }).toString()).toBe(
      '[[k@1/2]@3/4]',
    )
    expect(key).toEqual({ key: 'A', window: { start: 0, end: 10 } })
    expect(Object.keys(key)).toEqual(['key', 'window'])
  })
})
