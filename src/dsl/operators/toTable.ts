import { checked } from '../internal/requireArguments.js'
import { operate } from '../internal/operate.js'
import { materializedSpec } from '../internal/asMaterialized.js'
import { namedAndMaterialized } from '../internal/options.js'
import { repartitionStep } from '../internal/repartitionStep.js'
import { storeFromMaterialized } from '../internal/stores.js'
import type { KStream } from '../KStream.js'
import { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Reads a stream as a table: each record updates its key. A changed key is repartitioned first.
 * @example
 * stream.pipe(toTable(Named.as('latest'), Materialized.as('latest-store')))
 * @category Operators
 * @since 0.1.0
 */
export const toTable = checked(
  'toTable',
  ['named?', 'materialized?'],
  <K, V>(
    named?: Named | string | Materialized<K, V>,
    materialized?: Materialized<K, V>,
  ): UnaryFunction<KStream<K, V>, KTable<K, V>> =>
    (source) => {
      const s = source.state
      const options = namedAndMaterialized(named, materialized)
      const names = s.graph.names
      const name = names.orElseGenerate(options.named, 'KSTREAM-TOTABLE-')
      const mat = materializedSpec(options.materialized)
      const storeName = mat.storeName ?? names.newStoreName('KSTREAM-TOTABLE-')
      const serdes = { keySerde: mat.keySerde ?? s.keySerde, valueSerde: mat.valueSerde ?? s.valueSerde }
      let parent: { readonly id: number; readonly name: string } = { id: s.nodeId, name: s.name }
      let sourceNodes = s.sourceNodes
      if (s.repartitionRequired) {
        parent = repartitionStep(s, { prefix: name, variant: 'optimizable', ...serdes })
        sourceNodes = [parent.name]
      }
      return operate(s.graph, {
        name,
        node: (name) => ({
          _tag: 'TableSourceProcessor',
          name,
          table: {
            role: 'source',
            given: true,
            queryable: mat.queryable,
            store: storeFromMaterialized(mat, storeName, 'timestampedKeyValue', serdes),
          },
        }),
        parents: [parent.id],
        handle: (node) =>
          new KTable<K, V>({
            graph: s.graph,
            nodeId: node.id,
            name,
            ...serdes,
            sourceNodes,
            queryableStoreName: mat.queryable ? storeName : undefined,
          }),
      })
    },
)
