import type { ForeignKeyJoinParams } from '../../../graph/specs/JoinSpecs.js'
import type { TableView } from '../../../graph/specs/TableSpecs.js'

/**
 * The parameters of the foreign-key join steps, as the DSL records them (`params` of the `ForeignKeyJoin` spec);
 * lowering adds the stores and views of the table a step reads through a value getter.
 * @category model
 * @since 0.1.0
 */
export interface FkParams {
  readonly foreignKeyExtractor: (value: unknown) => unknown
  readonly joiner: (value: unknown, foreignValue: unknown) => unknown
  readonly leftJoin: boolean
  readonly subscriptionStore: string
  readonly getterStores: readonly string[]
  readonly getterViews: readonly TableView[]
}

const noForeignKey = (): null => null
const noJoin = (): null => null

/**
 * The parameters of one step, with the defaults of those the DSL leaves out for that step.
 * @category destructors
 * @since 0.1.0
 */
export const fkParams = (params: ForeignKeyJoinParams): FkParams => ({
  foreignKeyExtractor: params.foreignKeyExtractor ?? noForeignKey,
  joiner: params.joiner ?? noJoin,
  leftJoin: params.leftJoin === true,
  subscriptionStore: params.subscriptionStore ?? '',
  getterStores: params.getterStores ?? [],
  getterViews: params.getterViews ?? [],
})
