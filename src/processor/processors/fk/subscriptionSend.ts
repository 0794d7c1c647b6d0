import type { AnyProcessor, ProcessorHooks } from '../../ProcessorFactory.js'
import type { Change } from '../../Change.js'
import type { ProcessorContext } from '../../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../../core/processorApi/Record.js'
import type { FkParams } from './fkParams.js'
import type {
  SubscriptionInstruction,
  SubscriptionWrapper,
} from '../../../serde/foreignKey/SubscriptionWrapper.js'

const absent = (v: unknown): v is null | undefined => v === null || v === undefined

/**
 * The first step of a foreign-key join, as Kafka Streams' `SubscriptionSendProcessorSupplier`: each change of
 * the primary table subscribes its row to the foreign key of the new value (and unsubscribes from the old one
 * when it changed), carrying the hash of the new value; the instructions are Kafka Streams 4.4's. Inner joins drop
 * rows whose foreign key is null (unsubscribing the old one). Foreign keys are compared as their serde writes them.
 * @category constructors
 * @since 0.1.0
 */
export const subscriptionSend = (params: FkParams, hooks: ProcessorHooks): AnyProcessor => {
  let context: ProcessorContext<unknown, unknown> | undefined
  const nullForeignKey = (): void => hooks.recordDropped('Skipping record due to null foreign key.')
  const codec = params.codec
  const sameKey = (a: unknown, b: unknown): boolean =>
    !absent(a) && !absent(b) && codec.foreignKeyBytes(a).equals(codec.foreignKeyBytes(b))
  return {
    init: (c) => {
      context = c
    },
    process: (input) => {
      const record = input as Record<unknown, Change<unknown>>
      const { newValue, oldValue } = record.value
      const hash = codec.hashOf(newValue)
      const primaryKey = codec.primaryKeyBytes(record.key)
      // where the responses come back: this row's partition, as Kafka Streams' version 1 subscriptions
      const primaryPartition = context?.recordMetadata()?.partition ?? null
      const send = (foreignKey: unknown, instruction: SubscriptionInstruction): void => {
        const wrapper: SubscriptionWrapper = { hash, instruction, primaryKey, primaryPartition }
        ;(context as ProcessorContext<unknown, unknown>).forward(
          record.withKey(foreignKey ?? null).withValue(wrapper),
        )
      }
      const fkOf = (v: unknown): unknown => (absent(v) ? null : params.foreignKeyExtractor(v, record.key))
      const oldFk = fkOf(oldValue)
      if (params.leftJoin) {
        if (absent(oldValue) && absent(newValue)) return
        const newFk = fkOf(newValue)
        if (!absent(oldFk) && !sameKey(newFk, oldFk)) send(oldFk, 'DELETE_KEY_NO_PROPAGATE')
        send(newFk, 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE')
        return
      }
      if (absent(newValue)) {
        if (!absent(oldFk)) send(oldFk, 'DELETE_KEY_AND_PROPAGATE')
        return
      }
      const newFk = fkOf(newValue)
      if (absent(newFk)) {
        nullForeignKey()
        if (!absent(oldFk)) send(oldFk, 'DELETE_KEY_AND_PROPAGATE')
      } else if (!absent(oldFk) && !sameKey(newFk, oldFk)) {
        send(oldFk, 'DELETE_KEY_NO_PROPAGATE')
        send(newFk, 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE')
      } else {
        send(newFk, 'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE')
      }
    },
  }
}
