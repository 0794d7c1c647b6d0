import type { ValueAndTimestamp } from '../../../state/ValueAndTimestamp.js'
import type { Change } from '../../Change.js'
import type { AnyProcessor } from '../../ProcessorFactory.js'
import { tableValueGetter } from '../tableValueGetter.js'
import type { CombinedKey } from '../../../serde/foreignKey/CombinedKey.js'
import type { FkParams } from './fkParams.js'
import { initialized } from './initialized.js'
import { NO_FOREIGN_KEY } from './subscriptionReceive.js'
import type {
  SubscriptionResponseWrapper,
  SubscriptionWrapper,
} from '../../../serde/foreignKey/SubscriptionWrapper.js'

/**
 * Answers a subscription with the foreign table's current value, as Kafka Streams'
 * `SubscriptionJoinProcessorSupplier`: keyed back by primary key, stamped with the larger timestamp; a delete
 * answers `null`, a `PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE` subscription only when the foreign row exists.
 * @category constructors
 * @since 0.1.0
 */
export const subscriptionJoin = (params: FkParams): AnyProcessor => {
  return initialized(
    (c) => tableValueGetter(c, params.getter, 'ForeignKeyJoin'),
    (record, context, getter) => {
      const key = record.key as CombinedKey
      const subscription = (record.value as Change<ValueAndTimestamp<SubscriptionWrapper>>).newValue
      if (subscription === null) return
      const wrapper = subscription.value
      const codec = params.codec
      const foreign =
        key.foreignKey === NO_FOREIGN_KEY ? undefined : getter(codec.foreignKeyOf(key.foreignKey))
      const timestamp =
        foreign === undefined ? subscription.timestamp : Math.max(subscription.timestamp, foreign.timestamp)
      const respond = (foreignValue: unknown): void => {
        const response: SubscriptionResponseWrapper = {
          hash: wrapper.hash,
          foreignValue: codec.foreignValueBytes(foreignValue),
          primaryPartition: wrapper.primaryPartition,
        }
        const primaryKey = codec.primaryKeyOf(wrapper.primaryKey)
        context.forward(record.withKey(primaryKey).withValue(response).withTimestamp(timestamp))
      }
      switch (wrapper.instruction) {
        case 'DELETE_KEY_AND_PROPAGATE':
          respond(null)
          return
        case 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE':
          respond(foreign?.value ?? null)
          return
        case 'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE':
          if (foreign !== undefined) respond(foreign.value)
          return
        case 'DELETE_KEY_NO_PROPAGATE':
          return
      }
    },
  )
}
