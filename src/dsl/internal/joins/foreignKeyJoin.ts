import type { ForeignKeyExtractor, ForeignKeyJoiner } from '../../../graph/specs/Callback.js'
import type { JoinKind } from '../../../graph/specs/JoinSpecs.js'
import type { StoreSpec } from '../../../graph/StoreSpec.js'
import { KTable } from '../../KTable.js'
import { Materialized } from '../../options/Materialized.js'
import { TableJoined, type TableJoinedSpec } from '../../options/TableJoined.js'
import { combinedKeySerde } from '../../../serde/foreignKey/CombinedKey.js'
import { subscriptionWrapperSerde } from '../../../serde/foreignKey/subscriptionWrapperSerde.js'
import { subscriptionResponseWrapperSerde } from '../../../serde/foreignKey/subscriptionResponseWrapperSerde.js'
import type { SubscriptionResponseWrapper } from '../../../serde/foreignKey/SubscriptionWrapper.js'
import { operate, operateNode } from '../operate.js'
import type { AnySerde } from '../HandleState.js'
import { materializedSpec } from '../asMaterialized.js'
import { storeFromMaterialized } from '../stores.js'
import { processorNode } from '../processorNode.js'

/**
 * A foreign-key extractor as users write it: Java's `Function<V, KO>` (`(value) => foreignKey`) or, with two
 * parameters, its `BiFunction<K, V, KO>` (`(key, value) => foreignKey`, KIP-1104).
 */
export type UserForeignKeyExtractor = ((value: never) => unknown) | ((key: never, value: never) => unknown)

/** The extractor in the plan's `(value, key)` order; a function of two parameters takes `(key, value)`. */
const valueFirst = (extractor: UserForeignKeyExtractor): ForeignKeyExtractor => {
  const user = extractor as (...args: unknown[]) => unknown
  return user.length >= 2 ? (value, key) => user(key, value) : (value) => user(value)
}

/**
 * The response topic's partitioner, Kafka Streams' default for it: back to the primary row's partition the
 * subscription named, or the default partitioner for a subscription without one.
 */
const toPrimaryPartition = (_topic: string, _key: unknown, value: unknown): number | undefined =>
  (value as SubscriptionResponseWrapper).primaryPartition ?? undefined

const PREFIX = 'KTABLE-FK-JOIN-'
const REGISTRATION = `${PREFIX}SUBSCRIPTION-REGISTRATION-`
const RESPONSE = `${PREFIX}SUBSCRIPTION-RESPONSE-`
const PROCESSOR = `${PREFIX}SUBSCRIPTION-PROCESSOR-`

/**
 * A foreign-key table-table join (KIP-213), named and wired as Kafka Streams' `doJoinOnForeignKey`: this table
 * sends subscriptions (keyed by the foreign key) through a registration topic to the foreign table's side, which
 * keeps them in a subscription store and answers through a response topic; a resolver joins each response with
 * the current value of this table. The result is a table source, materialized when named.
 * @category constructors
 * @since 0.1.0
 */
export const foreignKeyJoin = (
  kind: JoinKind,
  left: KTable<unknown, unknown>,
  foreign: KTable<unknown, unknown>,
  extractor: UserForeignKeyExtractor,
  joiner: ForeignKeyJoiner,
  tableJoinedOrMaterialized?: TableJoined<unknown, unknown> | Materialized<unknown, unknown>,
  materializedLast?: Materialized<unknown, unknown>,
): KTable<unknown, unknown> => {
  const [tableJoined, materialized] =
    tableJoinedOrMaterialized instanceof Materialized
      ? [undefined, tableJoinedOrMaterialized]
      : [tableJoinedOrMaterialized, materializedLast]
  const foreignKeyExtractor = valueFirst(extractor)
  const leftJoin = kind === 'left'
  const t = left.state
  const f = foreign.state
  const graph = t.graph
  const names = graph.names
  const spec: TableJoinedSpec<unknown, unknown> = TableJoined.from(tableJoined)
  const named = spec.name
  const name = (suffix: string, prefix: string): string => names.suffixOrElseGenerate(named, suffix, prefix)
  // every name first, in Kafka Streams' order (each generated one burns an index), so each step knows the topics
  const registrationTopic = `${name('-subscription-registration', REGISTRATION)}-topic`
  const sendName = name('-subscription-registration-processor', REGISTRATION)
  const registrationSinkName = name('-subscription-registration-sink', 'KTABLE-SINK-')
  const registrationSourceName = name('-subscription-registration-source', 'KTABLE-SOURCE-')
  const subscriptionStoreName = name('-subscription-store', `${PREFIX}SUBSCRIPTION-STATE-STORE-`)
  const receiveName = name('-subscription-receive', PROCESSOR)
  const joinForeignName = name('-subscription-join-foreign', PROCESSOR)
  const foreignSideName = name('-foreign-join-subscription', PROCESSOR)
  const responseTopic = `${name('-subscription-response', RESPONSE)}-topic`
  const responseSinkName = name('-subscription-response-sink', 'KTABLE-SINK-')
  const responseSourceName = name('-subscription-response-source', 'KTABLE-SOURCE-')
  const resolverName = name('-subscription-response-resolver', `${RESPONSE}RESOLVER-PROCESSOR-`)
  const resultName = name('-result', `${PREFIX}OUTPUT-`)
  // the user's serdes each step calls, with pseudo-topics derived from these two topics (Java's)
  const shared = {
    serdes: {
      primaryKey: t.keySerde,
      primaryValue: t.valueSerde,
      foreignKey: f.keySerde,
      foreignValue: f.valueSerde,
    },
    registrationTopic,
    responseTopic,
  }
  const step = (
    stepName: string,
    kind: 'subscriptionSend' | 'subscriptionReceive' | 'subscriptionJoin' | 'foreignTableJoin' | 'resolve',
    parents: readonly number[],
    extra: { readonly connectStores?: readonly string[]; readonly connectGetterOf?: readonly number[] } = {},
  ): { readonly id: number } =>
    operateNode(graph, {
      name: stepName,
      node: processorNode(
        {
          _tag: 'ForeignKeyJoin',
          step: kind,
          params: {
            foreignKeyExtractor,
            joiner,
            leftJoin,
            subscriptionStore: subscriptionStore.name,
            ...shared,
          },
        },
        {
          connectStores: extra.connectStores ?? [],
          ...(extra.connectGetterOf === undefined
            ? {}
            : { connectGetterOf: extra.connectGetterOf, needsGetterOf: extra.connectGetterOf }),
        },
      ),
      parents,
    })
  const topicSink = (
    sinkName: string,
    topic: string,
    parents: readonly number[],
    serdes: { readonly keySerde: AnySerde | undefined; readonly valueSerde: AnySerde },
    partitioner?: (topic: string, key: unknown, value: unknown) => number | undefined,
  ): { readonly id: number } =>
    operateNode(graph, {
      name: sinkName,
      node: (name) => ({
        _tag: 'Sink',
        name,
        topic,
        sink: { ...serdes, partitioner },
        internalTopic: true,
      }),
      parents,
    })
  const topicSource = (
    sourceName: string,
    topic: string,
    parent: number,
    serdes: { readonly keySerde: AnySerde | undefined; readonly valueSerde: AnySerde },
  ): { readonly id: number } =>
    operateNode(graph, {
      name: sourceName,
      node: (name) => ({
        _tag: 'StreamSource',
        name,
        topics: [topic],
        pattern: undefined,
        source: serdes,
      }),
      parents: [parent],
    })

  const send = operateNode(graph, {
    name: sendName,
    node: processorNode(
      {
        _tag: 'ForeignKeyJoin',
        step: 'subscriptionSend',
        params: { foreignKeyExtractor, leftJoin, subscriptionStore: subscriptionStoreName, ...shared },
      },
      { forcesOldValuesOf: [f.nodeId, t.nodeId] },
    ),
    parents: [t.nodeId],
  })
  // both topics carry Kafka Streams' wrappers, byte for byte
  const registrationSerdes = { keySerde: f.keySerde, valueSerde: subscriptionWrapperSerde as AnySerde }
  const responseSerdes = { keySerde: t.keySerde, valueSerde: subscriptionResponseWrapperSerde as AnySerde }
  const registrationSink = topicSink(registrationSinkName, registrationTopic, [send.id], registrationSerdes)
  const registrationSource = topicSource(
    registrationSourceName,
    registrationTopic,
    registrationSink.id,
    registrationSerdes,
  )
  graph.copartition([...f.sourceNodes, registrationSourceName])
  const subscriptionStore: StoreSpec = {
    name: subscriptionStoreName,
    kind: 'timestampedKeyValue',
    persistent: true,
    keySerde: combinedKeySerde as AnySerde,
    valueSerde: subscriptionWrapperSerde as AnySerde,
    logging: { enabled: true, config: {} },
    caching: false,
  }
  operateNode(graph, {
    name: subscriptionStore.name,
    node: (name) => ({ _tag: 'StateStore', name, store: subscriptionStore }),
    parents: [],
  })
  const receive = step(receiveName, 'subscriptionReceive', [registrationSource.id], {
    connectStores: [subscriptionStore.name],
  })
  const joinForeign = step(joinForeignName, 'subscriptionJoin', [receive.id], { connectGetterOf: [f.nodeId] })
  const foreignSide = step(foreignSideName, 'foreignTableJoin', [f.nodeId], {
    connectStores: [subscriptionStore.name],
  })
  const responseSink = topicSink(
    responseSinkName,
    responseTopic,
    [joinForeign.id, foreignSide.id],
    responseSerdes,
    toPrimaryPartition,
  )
  const responseSource = topicSource(responseSourceName, responseTopic, responseSink.id, responseSerdes)
  const sourceNodes = [...new Set([...t.sourceNodes, responseSourceName])]
  graph.copartition(sourceNodes)
  const resolver = step(resolverName, 'resolve', [responseSource.id], { connectGetterOf: [t.nodeId] })
  const mat = materializedSpec(materialized)
  const storeName = mat.storeName ?? names.newStoreName(`${PREFIX}OUTPUT-`)
  const keySerde = mat.keySerde ?? t.keySerde
  return operate(graph, {
    name: resultName,
    node: (name) => ({
      _tag: 'TableSourceProcessor',
      name,
      table: {
        role: 'source',
        given: mat.given,
        queryable: mat.queryable,
        store: storeFromMaterialized(mat, storeName, 'timestampedKeyValue', {
          keySerde,
          valueSerde: mat.valueSerde,
        }),
      },
    }),
    parents: [resolver.id],
    handle: (node) =>
      new KTable({
        graph,
        nodeId: node.id,
        name: node.name,
        keySerde,
        valueSerde: mat.valueSerde,
        sourceNodes,
        queryableStoreName: storeName,
      }),
  })
}
