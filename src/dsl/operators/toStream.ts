import { streamOperator } from '../internal/streamOperator.js'
import { KStream } from '../KStream.js'
import type { KTable } from '../KTable.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * The changelog stream of a table: one record per update (tombstones as null values).
 * @example
 * table.pipe(toStream(), to('table-updates'))
 * @category operators
 * @since 0.1.0
 */
export const toStream =
  <K, V>(named?: Named | string): UnaryFunction<KTable<K, V>, KStream<K, V>> =>
  (source) => {
    const s = source.state
    const name = s.graph.names.orElseGenerate(Named.from(named), 'KTABLE-TOSTREAM-')
    const asStream = new KStream<unknown, unknown>({ ...s, repartitionRequired: false })
    return streamOperator(asStream, {
      name,
      spec: { _tag: 'TableToStream' },
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      repartitionRequired: false,
    })
  }
