import type { TableState } from './internal/HandleState.js'
import { Pipeable } from './Pipeable.js'

/**
 * A changelog stream seen as a table (Kafka Streams' `KTable<K, V>`): the latest value per key.
 * @example
 * builder.table<string, number>('prices').pipe(filter((k, v) => v > 0), toStream(), to('positive-prices'))
 * @category Building topologies
 * @since 0.1.0
 */
export class KTable<K, V> extends Pipeable {
  readonly _tag = 'KTable' as const
  declare readonly _K: K
  declare readonly _V: V

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    /** @internal Compile-time state; not part of the public API. */
    readonly state: TableState,
  ) {
    super()
  }

  /** The name the table can be queried by (a `Materialized.as` name), if any. */
  get queryableStoreName(): string | undefined {
    return this.state.queryableStoreName
  }
}
