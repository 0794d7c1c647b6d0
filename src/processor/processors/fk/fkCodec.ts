import { MissingSerdeError } from '../../../errors/TopologyError.js'
import type { ForeignKeyJoinParams } from '../../../graph/specs/JoinSpecs.js'
import { valueHash } from '../../../serde/foreignKey/SubscriptionWrapper.js'
import type { Serde } from '../../../serde/Serde.js'
import type { ProcessorHooks } from '../../ProcessorFactory.js'

/**
 * Where a foreign-key join calls the user's serdes, with Kafka Streams' topics: the foreign key with the
 * registration topic's `-fk` pseudo-topic (comparisons, the subscription store's keys), the primary key with its
 * `-pk` pseudo-topic (inside subscriptions), the primary row with its `-vh` pseudo-topic (the hash), and the foreign
 * value with the response topic (inside responses). The registration and response topics' keys are written by
 * their sinks with the same serdes.
 * @category model
 * @since 0.1.0
 */
export interface FkCodec {
  foreignKeyBytes(foreignKey: unknown): Buffer
  foreignKeyOf(bytes: Buffer): unknown
  primaryKeyBytes(primaryKey: unknown): Buffer
  primaryKeyOf(bytes: Buffer): unknown
  /** The Murmur3 hash of a primary row as its serde writes it; `null` for no row. */
  hashOf(primaryValue: unknown): Buffer | null
  foreignValueBytes(foreignValue: unknown): Buffer | null
  foreignValueOf(bytes: Buffer | null): unknown
}

const absent = (v: unknown): v is null | undefined => v === null || v === undefined

/**
 * The codec of one join, its serdes taken from the join (or the configured defaults) and its topics decorated with
 * `<application.id>-` as the runtime names them.
 * @throws MissingSerdeError when a serde is neither given nor configured
 * @category constructors
 * @since 0.1.0
 */
export const fkCodec = (params: ForeignKeyJoinParams, hooks: ProcessorHooks): FkCodec => {
  const config = hooks.appConfigs
  const serde = (given: Serde<unknown> | undefined, what: 'key' | 'value', of: string): Serde<unknown> => {
    const found = given ?? (config[`default.${what}.serde`] as Serde<unknown> | undefined)
    if (found !== undefined) return found
    throw new MissingSerdeError(
      `The foreign-key join ${params.subscriptionStore ?? ''} has no ${of} serde and no 'default.${what}.serde' ` +
        `is configured: give the tables' serdes (Consumed, Materialized) or set the default.`,
      params.subscriptionStore ?? '',
    )
  }
  const serdes = params.serdes
  const primaryKey = serde(serdes?.primaryKey, 'key', 'primary key')
  const foreignKey = serde(serdes?.foreignKey, 'key', 'foreign key')
  const primaryValue = serde(serdes?.primaryValue, 'value', 'primary value')
  const foreignValue = serde(serdes?.foreignValue, 'value', 'foreign value')
  const topic = (name: string | undefined): string => `${String(config['application.id'])}-${name ?? ''}`
  const registration = topic(params.registrationTopic)
  const fkTopic = `${registration}-fk`
  const pkTopic = `${registration}-pk`
  const hashTopic = `${registration}-vh`
  const responseTopic = topic(params.responseTopic)
  return {
    foreignKeyBytes: (key) => foreignKey.serializer.serialize(fkTopic, key),
    foreignKeyOf: (bytes) => foreignKey.deserializer.deserialize(fkTopic, bytes),
    primaryKeyBytes: (key) => primaryKey.serializer.serialize(pkTopic, key),
    primaryKeyOf: (bytes) => primaryKey.deserializer.deserialize(pkTopic, bytes),
    hashOf: (value) =>
      absent(value) ? null : valueHash(primaryValue.serializer.serialize(hashTopic, value)),
    foreignValueBytes: (value) =>
      absent(value) ? null : foreignValue.serializer.serialize(responseTopic, value),
    foreignValueOf: (bytes) =>
      bytes === null ? null : foreignValue.deserializer.deserialize(responseTopic, bytes),
  }
}
