import type { Serde } from '../serde/Serde.js'
import type { OptimizationConfig } from '../optimizer/optimizationConfig.js'
import type { DslStoreConfig } from './options/MaterializedStoreType.js'

/**
 * The configs `StreamsBuilder.build(config)` reads, with Kafka Streams' dotted keys. Optimizations run only when
 * `topology.optimization` reaches `build`, as in Java. `default.dsl.store` / `dsl.store.suppliers.class` choose the
 * backend of stores whose type the program does not choose (Java's topology overrides).
 * @example
 * builder.build({ 'topology.optimization': 'all', 'default.dsl.store': 'in_memory' })
 * @category Building topologies
 * @since 0.1.0
 */
export interface BuildConfig extends DslStoreConfig {
  readonly 'topology.optimization'?: OptimizationConfig
  readonly 'application.id'?: string
  readonly 'default.key.serde'?: Serde<unknown>
  readonly 'default.value.serde'?: Serde<unknown>
}
