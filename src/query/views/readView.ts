import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { MappedKeyValueIterator } from '../MappedKeyValueIterator.js'
import type { QueryableStoreKind } from '../QueryableStoreTypes.js'
import { storeReads } from '../facades/storeReads.js'
import { ConcatKeyValueIterator } from './ConcatKeyValueIterator.js'

const isIterator = (u: unknown): u is KeyValueIterator<unknown, unknown> =>
  typeof (u as { readonly peekNext?: unknown } | null)?.peekNext === 'function'

const plain = (vt: unknown): unknown => (vt as ValueAndTimestamp<unknown> | undefined)?.value

/** Strips timestamps from a read's answer (counts stay numbers). */
const stripped = (answer: unknown, storeName: string): unknown => {
  if (typeof answer === 'number') return answer
  return isIterator(answer) ? new MappedKeyValueIterator(answer, plain, storeName) : plain(answer)
}

/** Combines the answers of several store partitions: rows concatenated, counts summed, else the first found. */
const combined = (answers: readonly unknown[], storeName: string): unknown => {
  if (answers.length === 1) return answers[0]
  if (answers.every(isIterator)) return new ConcatKeyValueIterator(answers, storeName)
  if (answers.every((a) => typeof a === 'number')) return answers.reduce((a, b) => a + b, 0)
  return answers.find((a) => a !== undefined)
}

/**
 * One read-only store over the views of one or more local store partitions, with the read methods of the
 * queried kind: timestamps stripped when a plain type reads a timestamped store (`strip`), answers of several
 * partitions combined (Kafka Streams' composite stores: rows one partition after the other, counts summed, a
 * single value from the partition that has it). Reads stay synchronous.
 * @example
 * readView({ kind: 'keyValue', views: [p0, p1], strip: true, storeName: 'counts' }).get('kafka')
 * @category constructors
 * @since 0.1.0
 */
export const readView = (options: {
  readonly kind: QueryableStoreKind
  readonly views: readonly object[]
  readonly strip: boolean
  readonly storeName: string
}): object => {
  const { views, strip, storeName } = options
  const view: Record<string, (...args: unknown[]) => unknown> = {}
  const only: object | undefined = views.length === 1 ? views[0] : undefined
  for (const method of storeReads[options.kind]) {
    // one partition (a hinted or key-routed read): no fan-out, nothing to combine
    const single: unknown = only === undefined ? undefined : Reflect.get(only, method)
    if (only !== undefined && typeof single === 'function') {
      const read = (single as (...a: unknown[]) => unknown).bind(only)
      view[method] = strip ? (...args) => stripped(read(...args), storeName) : read
      continue
    }
    view[method] = (...args) => {
      const answers = views.map((v) =>
        Reflect.apply(Reflect.get(v, method) as (...a: unknown[]) => unknown, v, args),
      )
      const answer = combined(answers, storeName)
      return strip ? stripped(answer, storeName) : answer
    }
  }
  return view
}
