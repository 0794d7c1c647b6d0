import type { AnyProcessor } from '../../ProcessorFactory.js'
import { tableValueGetter } from '../tableValueGetter.js'
import type { FkParams } from './fkParams.js'
import { initialized } from './initialized.js'
import { sameHash, type SubscriptionResponseWrapper } from '../../../serde/foreignKey/SubscriptionWrapper.js'

/**
 * The last step of a foreign-key join, as Kafka Streams' `ResponseJoinProcessorSupplier`: drops a response made
 * for an older version of the primary row (hash mismatch); otherwise joins the row's current value with the
 * foreign value, or forwards a tombstone when the foreign value is missing (inner join) or the row is gone.
 * @category constructors
 * @since 0.1.0
 */
export const responseJoin = (params: FkParams): AnyProcessor => {
  return initialized(
    (c) => tableValueGetter(c, params.getter, 'ForeignKeyJoin'),
    (record, context, getter) => {
      const response = record.value as SubscriptionResponseWrapper
      const current = getter(record.key)
      if (!sameHash(params.codec.hashOf(current?.value), response.hash)) return
      const foreignValue = params.codec.foreignValueOf(response.foreignValue)
      const missing = foreignValue === null || foreignValue === undefined
      const result =
        missing && (!params.leftJoin || current === undefined)
          ? null
          : params.joiner(current?.value ?? null, foreignValue ?? null)
      context.forward(record.withValue(result))
    },
  )
}
