import type { TableView } from '../../../graph/ProcessorSpec.js'

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

/**
 * The parameters of one step, typed.
 * @category destructors
 * @since 0.1.0
 */
export const fkParams = (params: Readonly<Record<string, unknown>>): FkParams => ({
  foreignKeyExtractor: params['foreignKeyExtractor'] as FkParams['foreignKeyExtractor'],
  joiner: params['joiner'] as FkParams['joiner'],
  leftJoin: params['leftJoin'] === true,
  subscriptionStore: (params['subscriptionStore'] as string | undefined) ?? '',
  getterStores: (params['getterStores'] as readonly string[] | undefined) ?? [],
  getterViews: (params['getterViews'] as readonly TableView[] | undefined) ?? [],
})
