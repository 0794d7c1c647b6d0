/**
 * The key or value type an option leaves open when it carries no serde (`Materialized.as('s')`,
 * `Grouped.as('g')`): `any`, so that Java-style chains such as `Materialized.as('s').withValueSerde(Serdes.long())`
 * type-check and the operator receiving the option decides the type. Give the types explicitly
 * (`Materialized.as<string, number>('s')`) to have the serdes checked against them.
 * @example
 * const m: Materialized<Unconstrained, Unconstrained> = Materialized.as('counts')
 * @category Building topologies
 * @since 0.1.0
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Unconstrained = any
