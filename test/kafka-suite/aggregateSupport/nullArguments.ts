import { expect, it } from 'vitest'

/** A `null` where the types want a value: what a plain JavaScript caller can pass, as Java's tests pass `null`. */
export const N = null as never

/**
 * Kafka's null-argument cases, one `it` per Kafka test method: each call must throw our `InvalidArgument` error
 * (Kafka: a `NullPointerException` naming the argument), when the operator is called.
 */
export const nullArgumentCases = (cases: Readonly<Record<string, () => unknown>>): void => {
  for (const [name, call] of Object.entries(cases)) {
    it(name, () => {
      expect(call).toThrow(expect.objectContaining({ _tag: 'InvalidArgument' }))
    })
  }
}

/** An operator called as plain JavaScript calls it: any arguments, no overload checking. */
export const loose =
  (operator: unknown) =>
  (...args: unknown[]): never =>
    (operator as (...a: unknown[]) => never)(...args)
