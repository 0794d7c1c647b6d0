import type { Serde } from '../serde/Serde.js'
import type { Topology } from './Topology.js'
import { MissingSerdeError } from '../errors/TopologyError.js'

/**
 * Checks that every repartition topic and every state store has a key and a value serde, given in the program or
 * as the configured defaults. Kafka Streams checks this when the topology meets its config (when the application
 * starts), not in `describe()`, so any program can still be described. The test driver calls it at `create`; call it
 * to check a program early for a real cluster.
 * @throws MissingSerdeError naming the sink or store and the missing serde
 * @example
 * verifySerdes(topology, { 'default.key.serde': Serdes.string(), 'default.value.serde': Serdes.string() })
 * @category Building topologies
 * @since 0.1.0
 */
export const verifySerdes = (
  topology: Topology,
  defaults: {
    readonly 'default.key.serde'?: Serde<unknown> | undefined
    readonly 'default.value.serde'?: Serde<unknown> | undefined
  },
): void => {
  const hasKey = defaults['default.key.serde'] !== undefined
  const hasValue = defaults['default.value.serde'] !== undefined
  const missing = (what: string, node: string, key: unknown, value: unknown): void => {
    const lacks = [key === undefined && !hasKey ? 'key' : '', value === undefined && !hasValue ? 'value' : '']
      .filter((x) => x !== '')
      .join(' and ')
    if (lacks !== '') {
      throw new MissingSerdeError(
        `${what} ${node} has no ${lacks} serde and no default is configured: pass serdes to the operator ` +
          `(Grouped, Repartitioned, Materialized, ...) or set 'default.key.serde' / 'default.value.serde'.`,
        node,
      )
    }
  }
  for (const node of topology.nodes) {
    if (node._tag === 'Sink' && typeof node.topic === 'string' && node.topic.endsWith('-repartition')) {
      missing('Repartition sink', node.name, node.keySerde, node.valueSerde)
    }
  }
  for (const store of topology.stores.values()) {
    missing('State store', store.name, store.keySerde, store.valueSerde)
  }
}
