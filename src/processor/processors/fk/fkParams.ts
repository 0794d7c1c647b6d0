import type { ForeignKeyJoinParams } from '../../../graph/specs/JoinSpecs.js'
import type { ProcessorHooks } from '../../ProcessorFactory.js'
import { fkCodec, type FkCodec } from './fkCodec.js'

/**
 * The parameters of the foreign-key join steps, each one present (the spec's `params` with the defaults of those
 * the DSL leaves out for a step), and the codec calling the user's serdes.
 * @category Building topologies
 * @since 0.1.0
 */
export type FkParams = Required<
  Omit<ForeignKeyJoinParams, 'getter' | 'serdes' | 'registrationTopic' | 'responseTopic'>
> & {
  readonly getter: ForeignKeyJoinParams['getter'] | undefined
  readonly codec: FkCodec
}

/** Stands for a callback a step does not use. */
const unused = (): null => null

/**
 * The parameters of one step, with the defaults of those the DSL leaves out for that step.
 * @category Building topologies
 * @since 0.1.0
 */
export const fkParams = (params: ForeignKeyJoinParams, hooks: ProcessorHooks): FkParams => ({
  foreignKeyExtractor: params.foreignKeyExtractor ?? unused,
  joiner: params.joiner ?? unused,
  leftJoin: params.leftJoin === true,
  subscriptionStore: params.subscriptionStore ?? '',
  getter: params.getter,
  codec: fkCodec(params, hooks),
})
