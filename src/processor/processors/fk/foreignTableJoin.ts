import type { TimestampedKeyValueStore } from '../../../state/TimestampedKeyValueStore.js'
import type { Change } from '../../Change.js'
import type { AnyProcessor, ProcessorHooks } from '../../ProcessorFactory.js'
import { readAll } from '../readAll.js'
import { foreignKeyPrefixSerializer, type CombinedKey } from '../../../serde/foreignKey/CombinedKey.js'
import type { FkParams } from './fkParams.js'
import { initialized } from './initialized.js'
import type {
  SubscriptionResponseWrapper,
  SubscriptionWrapper,
} from '../../../serde/foreignKey/SubscriptionWrapper.js'

/**
 * Sends each change of the foreign table to every primary row subscribed to its key, as Kafka Streams'
 * `ForeignTableJoinProcessorSupplier` (a prefix scan of the subscription store). Null keys are dropped.
 * @category constructors
 * @since 0.1.0
 */
export const foreignTableJoin = (params: FkParams, hooks: ProcessorHooks): AnyProcessor => {
  return initialized(
    (c) =>
      c.getStateStore<TimestampedKeyValueStore<CombinedKey, SubscriptionWrapper>>(params.subscriptionStore),
    (record, context, store) => {
      if (record.key === null || record.key === undefined) {
        hooks.recordDropped('Skipping record due to null key.')
        return
      }
      const codec = params.codec
      const foreignValue = codec.foreignValueBytes((record.value as Change<unknown>).newValue)
      const prefix = codec.foreignKeyBytes(record.key)
      for (const { key, value } of readAll(store.prefixScan(prefix, foreignKeyPrefixSerializer))) {
        const subscription = value.value
        const response: SubscriptionResponseWrapper = {
          hash: subscription.hash,
          foreignValue,
          primaryPartition: subscription.primaryPartition,
        }
        context.forward(record.withKey(codec.primaryKeyOf(key.primaryKey)).withValue(response))
      }
    },
  )
}
