import type { AssignmentInfo } from '../../../src/runtime/assignor/AssignmentInfo.js'
import type { SubscriptionInfo } from '../../../src/runtime/assignor/SubscriptionInfo.js'
import { assignmentOf, subscriptionOf, type assignmentCases, type subscriptionCases } from './wireGoldens.js'

/** One of our encodings, for Java to decode. */
export interface OurEncoding {
  readonly kind: 'subscription' | 'assignment'
  readonly name: string
  readonly hex: string
}

/** Our encoding of every catalogue case, in catalogue order. */
export const ourEncodings = (
  subscriptions: ReturnType<typeof subscriptionCases>,
  assignments: ReturnType<typeof assignmentCases>,
  encodeSubscription: (info: SubscriptionInfo) => Buffer,
  encodeAssignment: (info: AssignmentInfo) => Buffer,
): OurEncoding[] => [
  ...subscriptions.map((c) => ({
    kind: 'subscription' as const,
    name: c.name,
    hex: encodeSubscription(subscriptionOf(c.fields)).toString('hex'),
  })),
  ...assignments.map((c) => ({
    kind: 'assignment' as const,
    name: c.name,
    hex: encodeAssignment(assignmentOf(c.fields)).toString('hex'),
  })),
]
