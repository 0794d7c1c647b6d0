import { requireArguments } from '../internal/requireArguments.js'
import type { KeyValueMapper } from '../../graph/specs/Callback.js'
import { streamOperator } from '../internal/streamOperator.js'
import { KStream } from '../KStream.js'
import type { KTable } from '../KTable.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * The changelog stream of a table: one record per update (tombstones as null values).
 * @example
 * table.pipe(toStream(), to('table-updates'))
 * @category Operators
 * @since 0.1.0
 */
export function toStream<K, V>(named?: Named | string): UnaryFunction<KTable<K, V>, KStream<K, V>>
/**
 * The changelog stream of a table re-keyed by `mapper(key, value)` (a `toStream()` then a key change).
 * @example
 * table.pipe(toStream((key, value) => value.owner), to('by-owner'))
 * @category Operators
 * @since 0.1.0
 */
export function toStream<K, V, KR>(
  mapper: (key: K, value: V) => KR,
  named?: Named | string,
): UnaryFunction<KTable<K, V>, KStream<KR, V>>
export function toStream(
  first?: KeyValueMapper<unknown> | Named | string,
  second?: Named | string,
): UnaryFunction<never, unknown> {
  requireArguments('toStream', ['mapper or named?', 'named?'], [first, second])
  const mapper = typeof first === 'function' ? first : undefined
  const named = Named.from(typeof first === 'function' ? second : first)
  return (source: KTable<unknown, unknown>): KStream<unknown, unknown> => {
    const s = source.state
    const asStream = new KStream<unknown, unknown>({ ...s, repartitionRequired: false })
    const stream = streamOperator<unknown, unknown>(asStream, {
      name: { named, prefix: 'KTABLE-TOSTREAM-' },
      spec: { _tag: 'TableToStream' },
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      repartitionRequired: false,
    })
    if (mapper === undefined) return stream
    return streamOperator(stream, {
      name: { named: undefined, prefix: 'KSTREAM-KEY-SELECT-' },
      spec: { _tag: 'SelectKey', mapper },
      keyChanging: true,
      keySerde: undefined,
      valueSerde: s.valueSerde,
      repartitionRequired: true,
    })
  }
}
