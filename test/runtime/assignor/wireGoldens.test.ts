import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeAssignmentInfo, encodeAssignmentInfo } from '../../../src/runtime/assignor/AssignmentInfo.js'
import {
  decodeSubscriptionInfo,
  encodeSubscriptionInfo,
} from '../../../src/runtime/assignor/SubscriptionInfo.js'
import { ourEncodings } from './ourWireEncodings.js'
import {
  assignmentCases,
  assignmentOf,
  assignmentView,
  javaDecodedOurs,
  subscriptionCases,
  subscriptionOf,
  subscriptionView,
  wireGoldenDir,
} from './wireGoldens.js'

// Goldens from reference/java AssignorWireGoldens: Java 4.4's SubscriptionInfo / AssignmentInfo at versions 1-11.
const subscriptions = subscriptionCases()
const assignments = assignmentCases()

const decodedSubscription = (hex: string) => {
  const info = decodeSubscriptionInfo(Buffer.from(hex, 'hex'))
  if (!('processId' in info)) throw new Error('expected a known version')
  return info
}

describe('SubscriptionInfo against Java 4.4', () => {
  it('covers every version Java 4.4 writes', () => {
    expect(new Set(subscriptions.map((c) => c.fields.version))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    )
  })

  it.each(subscriptions.map((c) => [c.name, c] as const))(
    '%s: our decoder reads Java bytes as Java does',
    (_, c) => {
      expect(subscriptionView(decodedSubscription(c.hex))).toEqual(c.decoded)
    },
  )

  it.each(subscriptions.filter((c) => c.orderFixed).map((c) => [c.name, c] as const))(
    '%s: our encoder writes Java bytes exactly',
    (_, c) => {
      expect(encodeSubscriptionInfo(subscriptionOf(c.fields)).toString('hex')).toBe(c.hex)
    },
  )
})

describe('AssignmentInfo against Java 4.4', () => {
  it('covers every version Java 4.4 writes', () => {
    expect(new Set(assignments.map((c) => c.fields.version))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    )
  })

  it.each(assignments.map((c) => [c.name, c] as const))(
    '%s: our decoder reads Java bytes as Java does',
    (_, c) => {
      expect(assignmentView(decodeAssignmentInfo(Buffer.from(c.hex, 'hex')))).toEqual(c.decoded)
    },
  )

  it.each(assignments.filter((c) => c.orderFixed).map((c) => [c.name, c] as const))(
    '%s: our encoder writes Java bytes exactly',
    (_, c) => {
      expect(encodeAssignmentInfo(assignmentOf(c.fields)).toString('hex')).toBe(c.hex)
    },
  )
})

describe('Java decodes what we encode', () => {
  const committed: unknown = JSON.parse(readFileSync(join(wireGoldenDir, 'tributary-encodings.json'), 'utf8'))

  it('the encodings Java decoded are what our encoders write today (else run npm run goldens)', () => {
    expect(ourEncodings(subscriptions, assignments, encodeSubscriptionInfo, encodeAssignmentInfo)).toEqual(
      committed,
    )
  })

  it('Java reads each of our encodings as the same values it reads from its own bytes', () => {
    const javaView = javaDecodedOurs()
    const expected = [
      ...subscriptions.map((c) => ({ kind: 'subscription', name: c.name, decoded: c.decoded })),
      ...assignments.map((c) => ({ kind: 'assignment', name: c.name, decoded: c.decoded })),
    ]
    expect(javaView).toEqual(expected)
  })
})
