import { describe, expectTypeOf, it } from 'vitest'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Joined } from '../../../src/dsl/options/Joined.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { Serdes } from '../../../src/serde/Serdes.js'

interface Handle<K, V> {
  readonly key: (k: K) => K
  readonly value: (v: V) => V
}
type Op<A, B> = (a: A) => B
declare function pipe2<A, B, C>(a: A, f: Op<A, B>, g: Op<B, C>): C
declare function groupBy<K, V, KR>(
  f: (k: K, v: V) => KR,
  g?: Grouped<NoInfer<KR>, NoInfer<V>>,
): Op<Handle<K, V>, Handle<KR, V>>
declare function count<K, V>(m?: Materialized<NoInfer<K>, number>): Op<Handle<K, V>, Handle<K, number>>
declare const words: Handle<string | null, string>

describe('option types', () => {
  it('infer from serdes', () => {
    expectTypeOf(Consumed.with(Serdes.string(), Serdes.long())).toEqualTypeOf<Consumed<string, number>>()
    expectTypeOf(Produced.with(Serdes.string(), Serdes.long())).toEqualTypeOf<Produced<string, number>>()
    expectTypeOf(Joined.with(Serdes.string(), Serdes.long(), Serdes.double())).toEqualTypeOf<
      Joined<string, number, number>
    >()
    expectTypeOf(Materialized.as<string, number>('s').withValueSerde(Serdes.long())).toEqualTypeOf<
      Materialized<string, number>
    >()
  })

  it('let Java-style chains without serdes type-check where an operator takes them', () => {
    const counted = pipe2(
      words,
      groupBy((_k, w) => w, Grouped.as('words').withValueSerde(Serdes.string())),
      count(Materialized.as('counts').withValueSerde(Serdes.long()).withCachingDisabled()),
    )
    expectTypeOf(counted).toEqualTypeOf<Handle<string, number>>()
    expectTypeOf(
      pipe2(
        words,
        groupBy((_k, w) => w),
        count(Materialized.as('c')),
      ),
    ).toEqualTypeOf<Handle<string, number>>()
  })

  it('reject serdes of the wrong type when the types are given', () => {
    // @ts-expect-error a string serde for a number value
    Materialized.as<string, number>('s').withValueSerde(Serdes.string())
    const byWord = groupBy((_k: string | null, w: string) => w)
    // @ts-expect-error the key type is string, not number
    pipe2(words, byWord, count(Materialized.with(Serdes.long(), Serdes.long())))
  })
})
