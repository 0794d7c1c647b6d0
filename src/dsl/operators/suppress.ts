import { operate } from '../internal/operate.js'
import { windowGrace } from '../internal/windowGrace.js'
import { KTable } from '../KTable.js'
import { Suppressed } from '../options/Suppressed.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Holds back a table's updates: until a time limit passes per key (`untilTimeLimit`), or until each window closes
 * (`untilWindowCloses`, for windowed aggregations: one final result per window). Buffers in an in-memory store
 * (`<name>-store`, changelogged unless the buffer config turns logging off).
 * @example
 * counts.pipe(suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded())), toStream(), to('final'))
 * @category operators
 * @since 0.1.0
 */
export const suppress =
  <K, V>(suppressed: Suppressed): UnaryFunction<KTable<K, V>, KTable<K, V>> =>
  (source) => {
    const s = source.state
    const spec = Suppressed.from(suppressed)
    const names = s.graph.names
    const name = spec.name ?? names.newProcessorName('KTABLE-SUPPRESS-')
    const storeName = spec.name === undefined ? names.newStoreName('KTABLE-SUPPRESS-') : `${spec.name}-store`
    const graceMs = spec._tag === 'UntilWindowCloses' ? windowGrace(s.graph, s.nodeId, name) : 0
    const store = {
      name: storeName,
      kind: 'timeOrderedBuffer' as const,
      persistent: false,
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      logging: { enabled: spec.bufferConfig.loggingEnabled, config: spec.bufferConfig.topicConfig },
      caching: false,
    }
    return operate(s.graph, {
      name,
      node: (name) => ({
        _tag: 'Processor',
        name,
        spec: { _tag: 'Suppress', storeName, suppressed: spec, graceMs },
        connectStores: [],
        addStores: [store],
        forcesOldValuesOf: [s.nodeId],
        table: { role: 'suppress', given: true, queryable: false, store },
      }),
      parents: [s.nodeId],
      handle: (node) =>
        new KTable<K, V>({
          ...s,
          nodeId: node.id,
          name,
          sourceNodes: [s.name],
          queryableStoreName: undefined,
        }),
    })
  }
