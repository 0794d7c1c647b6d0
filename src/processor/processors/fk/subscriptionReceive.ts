import type { TimestampedKeyValueStore } from '../../../state/TimestampedKeyValueStore.js'
import { valueAndTimestamp } from '../../../state/ValueAndTimestamp.js'
import { change } from '../../Change.js'
import type { AnyProcessor, ProcessorHooks } from '../../ProcessorFactory.js'
import type { CombinedKey } from '../../../serde/foreignKey/CombinedKey.js'
import type { FkParams } from './fkParams.js'
import { initialized } from './initialized.js'
import type { SubscriptionWrapper } from '../../../serde/foreignKey/SubscriptionWrapper.js'

/** The foreign key of a left join's subscription without one (never stored: the next step sees no foreign row). */
export const NO_FOREIGN_KEY = Buffer.alloc(0)

/**
 * The foreign side's intake of subscriptions, as Kafka Streams' `SubscriptionReceiveProcessorSupplier`: stores
 * (or, for a delete instruction, removes) the subscription under (foreign key, primary key) and forwards it with
 * the stored one as old value. A null foreign key passes only for left joins, without touching the store.
 * @category Building topologies
 * @since 0.1.0
 */
export const subscriptionReceive = (params: FkParams, hooks: ProcessorHooks): AnyProcessor => {
  return initialized(
    (c) =>
      c.getStateStore<TimestampedKeyValueStore<CombinedKey, SubscriptionWrapper>>(params.subscriptionStore),
    (record, context, store) => {
      const wrapper = record.value as SubscriptionWrapper
      const nullKey = record.key === null || record.key === undefined
      if (nullKey && wrapper.instruction !== 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE') {
        hooks.recordDropped('Skipping record due to null foreign key.')
        return
      }
      const key: CombinedKey = {
        foreignKey: nullKey ? NO_FOREIGN_KEY : params.codec.foreignKeyBytes(record.key),
        primaryKey: wrapper.primaryKey,
      }
      const newValue = valueAndTimestamp(wrapper, record.timestamp)
      let oldValue = null
      if (!nullKey) {
        const s = store
        oldValue = s.get(key) ?? null
        if (
          wrapper.instruction === 'DELETE_KEY_AND_PROPAGATE' ||
          wrapper.instruction === 'DELETE_KEY_NO_PROPAGATE'
        ) {
          s.delete(key)
        } else {
          s.put(key, newValue)
        }
      }
      context.forward(record.withKey(key).withValue(change(newValue, oldValue)))
    },
  )
}
