/**
 * A table replicated in full on every instance (Kafka Streams' `GlobalKTable<K, V>`), joined by streams through a
 * key selector.
 * @example
 * const countries = builder.globalTable<string, string>('countries')
 * @category Building topologies
 * @since 0.1.0
 */
export class GlobalKTable<K, V> {
  readonly _tag = 'GlobalKTable' as const
  declare readonly _K: K
  declare readonly _V: V

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    /** The store holding the table. */
    readonly storeName: string,
    /** The name the table can be queried by, when the user named its store. */
    readonly queryableStoreName: string | undefined,
  ) {}
}
