import type { Serde } from '../serde/Serde.js'
import type { OptimizationConfig } from '../optimizer/optimizationConfig.js'

/**
 * The configs `StreamsBuilder.build(config)` reads, with Kafka Streams' dotted keys. Optimizations run only when
 * `topology.optimization` reaches `build`, as in Java.
 * @example
 * builder.build({ 'topology.optimization': 'all' })
 * @category model
 * @since 0.1.0
 */
export interface BuildConfig {
  readonly 'topology.optimization'?: OptimizationConfig
  readonly 'application.id'?: string
  readonly 'default.key.serde'?: Serde<unknown>
  readonly 'default.value.serde'?: Serde<unknown>
}
