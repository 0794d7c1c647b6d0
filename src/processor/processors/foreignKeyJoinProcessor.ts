import type { ForeignKeyJoinSpec } from '../../graph/specs/JoinSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { latestOnly } from './latestOnly.js'
import { fkParams } from './fk/fkParams.js'
import { foreignTableJoin } from './fk/foreignTableJoin.js'
import { responseJoin } from './fk/responseJoin.js'
import { subscriptionJoin } from './fk/subscriptionJoin.js'
import { subscriptionReceive } from './fk/subscriptionReceive.js'
import { subscriptionSend } from './fk/subscriptionSend.js'

export type { ForeignKeyJoinSpec } from '../../graph/specs/JoinSpecs.js'

/**
 * The steps of a foreign-key table join (KIP-213): subscriptions sent by the primary table, received and stored by
 * the foreign side, answered on subscription and on every foreign change, and resolved against the primary row.
 * @category Building topologies
 * @since 0.1.0
 */
export const foreignKeyJoinProcessor: ProcessorFactory<ForeignKeyJoinSpec> = (spec, hooks) => {
  const params = fkParams(spec.params, hooks)
  switch (spec.step) {
    case 'subscriptionSend':
      return latestOnly(spec.versionedUpstream === true, subscriptionSend(params, hooks), hooks)
    case 'subscriptionReceive':
      return subscriptionReceive(params, hooks)
    case 'subscriptionJoin':
      return subscriptionJoin(params)
    case 'foreignTableJoin':
      return latestOnly(spec.versionedUpstream === true, foreignTableJoin(params, hooks), hooks)
    case 'resolve':
      return responseJoin(params)
  }
}
