// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/integration/KTableKTableForeignKeyJoinIntegrationTest.java
// as TopologyTestDriver tests (Kafka's are too), over Kafka's parameter grid (versioned tables included).
import { describe, expect, it } from 'vitest'
import {
  fkDriver,
  fkName,
  fkParams,
  fkTopology,
  type FkDriver,
  type FkParams,
  versionedFkParams,
} from './support/fkJoinScenario.js'

type Rows = Record<string, string | null>

const baseTimestamp = 1_000

/** One of Kafka's assertion blocks: the output since the last check and, when materialized, the store's rows. */
const check = (f: FkDriver, p: FkParams, output: Rows, store?: Rows): void => {
  expect(f.output()).toEqual(output)
  if (p.materialized && store !== undefined) expect(f.store()).toEqual(store)
}

const each = (method: string, run: (p: FkParams) => Promise<void>): void => {
  for (const p of fkParams) it(`${method}[${fkName(p)}]`, () => run(p))
}

describe('KTableKTableForeignKeyJoinIntegrationTest', () => {
  each('doJoinFromLeftThenDeleteLeftEntity', async (p) => {
    const f = await fkDriver(fkTopology(p), p)
    // Pre-populate the RHS records. This test is all about what happens when we add/remove LHS records
    f.right.pipeInput('rhs1', 'rhsValue1', baseTimestamp)
    f.right.pipeInput('rhs2', 'rhsValue2', baseTimestamp + 1)
    f.right.pipeInput('rhs3', 'rhsValue3', baseTimestamp + 2) // this unreferenced FK won't show up in any results
    check(f, p, {}, {})
    if (p.rejoin) expect(f.rejoinOutput()).toEqual({})

    f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp + 3)
    f.left.pipeInput('lhs2', 'lhsValue2|rhs2', baseTimestamp + 4)
    const expected = { lhs1: '(lhsValue1|rhs1,rhsValue1)', lhs2: '(lhsValue2|rhs2,rhsValue2)' }
    check(f, p, expected, expected)
    if (p.rejoin) {
      expect(f.rejoinOutput()).toEqual({
        lhs1: 'rejoin((lhsValue1|rhs1,rhsValue1),lhsValue1|rhs1)',
        lhs2: 'rejoin((lhsValue2|rhs2,rhsValue2),lhsValue2|rhs2)',
      })
    }

    // Add another reference to an existing FK
    f.left.pipeInput('lhs3', 'lhsValue3|rhs1', baseTimestamp + 5)
    check(f, p, { lhs3: '(lhsValue3|rhs1,rhsValue1)' }, { ...expected, lhs3: '(lhsValue3|rhs1,rhsValue1)' })
    if (p.rejoin)
      expect(f.rejoinOutput()).toEqual({ lhs3: 'rejoin((lhsValue3|rhs1,rhsValue1),lhsValue3|rhs1)' })

    // Now delete one LHS entity such that one delete is propagated down to the output.
    f.left.pipeInput('lhs1', null, baseTimestamp + 6)
    check(f, p, { lhs1: null }, { lhs2: '(lhsValue2|rhs2,rhsValue2)', lhs3: '(lhsValue3|rhs1,rhsValue1)' })
    if (p.rejoin) expect(f.rejoinOutput()).toEqual({ lhs1: null })
    await f.driver.close()
  })

  each('doJoinFromRightThenDeleteRightEntity', async (p) => {
    const f = await fkDriver(fkTopology(p), p)
    // Pre-populate the LHS records. This test is all about what happens when we add/remove RHS records
    f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp)
    f.left.pipeInput('lhs2', 'lhsValue2|rhs2', baseTimestamp + 1)
    f.left.pipeInput('lhs3', 'lhsValue3|rhs1', baseTimestamp + 2)
    const halfJoined = {
      lhs1: '(lhsValue1|rhs1,null)',
      lhs2: '(lhsValue2|rhs2,null)',
      lhs3: '(lhsValue3|rhs1,null)',
    }
    check(f, p, p.leftJoin ? halfJoined : {}, p.leftJoin ? halfJoined : {})

    f.right.pipeInput('rhs1', 'rhsValue1', baseTimestamp + 3)
    const rhs1 = { lhs1: '(lhsValue1|rhs1,rhsValue1)', lhs3: '(lhsValue3|rhs1,rhsValue1)' }
    check(f, p, rhs1, p.leftJoin ? { ...rhs1, lhs2: '(lhsValue2|rhs2,null)' } : rhs1)

    f.right.pipeInput('rhs2', 'rhsValue2', baseTimestamp + 4)
    const all = { ...rhs1, lhs2: '(lhsValue2|rhs2,rhsValue2)' }
    check(f, p, { lhs2: '(lhsValue2|rhs2,rhsValue2)' }, all)

    f.right.pipeInput('rhs3', 'rhsValue3', baseTimestamp + 5) // this unreferenced FK won't show up in any results
    check(f, p, {}, all)

    // Now delete the RHS entity such that all matching keys have deletes propagated.
    f.right.pipeInput('rhs1', null, baseTimestamp + 6)
    check(
      f,
      p,
      {
        lhs1: p.leftJoin ? '(lhsValue1|rhs1,null)' : null,
        lhs3: p.leftJoin ? '(lhsValue3|rhs1,null)' : null,
      },
      p.leftJoin
        ? { lhs1: '(lhsValue1|rhs1,null)', lhs2: '(lhsValue2|rhs2,rhsValue2)', lhs3: '(lhsValue3|rhs1,null)' }
        : { lhs2: '(lhsValue2|rhs2,rhsValue2)' },
    )
    await f.driver.close()
  })

  each('shouldEmitTombstoneWhenDeletingNonJoiningRecords', async (p) => {
    const f = await fkDriver(fkTopology(p), p)
    f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp)
    const expected: Rows = p.leftJoin ? { lhs1: '(lhsValue1|rhs1,null)' } : {}
    check(f, p, expected, expected)
    // Deleting a non-joining record produces an unnecessary tombstone for inner joins, because
    // it's not possible to know whether a result was previously emitted.
    // For the left join, the tombstone is necessary.
    f.left.pipeInput('lhs1', null, baseTimestamp + 1)
    check(f, p, { lhs1: null }, {})
    // Deleting a non-existing record is idempotent
    f.left.pipeInput('lhs1', null, baseTimestamp + 2)
    check(f, p, {}, {})
    await f.driver.close()
  })

  each('shouldNotEmitTombstonesWhenDeletingNonExistingRecords', async (p) => {
    const f = await fkDriver(fkTopology(p), p)
    // Deleting a record that never existed doesn't need to emit tombstones.
    f.left.pipeInput('lhs1', null, baseTimestamp)
    check(f, p, {}, {})
    await f.driver.close()
  })

  each('joinShouldProduceNullsWhenValueHasNonMatchingForeignKey', async (p) => {
    const f = await fkDriver(fkTopology(p), p)
    const half = (fk: string): Rows => (p.leftJoin ? { lhs1: `(lhsValue1|${fk},null)` } : {})
    f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp)
    // no output for a new inner join on a non-existent FK; the left join of course emits the half-joined output
    check(f, p, half('rhs1'), half('rhs1'))
    // "moving" our subscription to another non-existent FK results in an unnecessary tombstone for inner join,
    // since it impossible to know whether the prior FK existed or not (and thus whether any results have
    // previously been emitted). The left join emits a _necessary_ update (since the lhs record has actually changed)
    f.left.pipeInput('lhs1', 'lhsValue1|rhs2', baseTimestamp + 1)
    check(f, p, { lhs1: p.leftJoin ? '(lhsValue1|rhs2,null)' : null }, half('rhs2'))
    // of course, moving it again to yet another non-existent FK has the same effect
    f.left.pipeInput('lhs1', 'lhsValue1|rhs3', baseTimestamp + 2)
    check(f, p, { lhs1: p.leftJoin ? '(lhsValue1|rhs3,null)' : null }, half('rhs3'))
    // Adding an RHS record now, so that we can demonstrate "moving" from a non-existent FK to an existent one.
    // This RHS key was previously referenced, but it's not referenced now, so adding this record should
    // result in no changes whatsoever.
    f.right.pipeInput('rhs1', 'rhsValue1', baseTimestamp + 3)
    check(f, p, {}, half('rhs3'))
    // now, we change to a FK that exists, and see the join completes
    f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp + 4)
    check(f, p, { lhs1: '(lhsValue1|rhs1,rhsValue1)' }, { lhs1: '(lhsValue1|rhs1,rhsValue1)' })
    // but if we update it again to a non-existent one, we'll get a tombstone for the inner join, and the
    // left join updates appropriately.
    f.left.pipeInput('lhs1', 'lhsValue1|rhs2', baseTimestamp + 5)
    check(f, p, { lhs1: p.leftJoin ? '(lhsValue1|rhs2,null)' : null }, half('rhs2'))
    await f.driver.close()
  })

  each('shouldUnsubscribeOldForeignKeyIfLeftSideIsUpdated', async (p) => {
    const f = await fkDriver(fkTopology(p), p)
    // Pre-populate the RHS records. This test is all about what happens when we change LHS records foreign key
    // reference then populate update on RHS
    f.right.pipeInput('rhs1', 'rhsValue1', baseTimestamp)
    f.right.pipeInput('rhs2', 'rhsValue2', baseTimestamp + 1)
    check(f, p, {}, {})
    f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp + 2)
    check(f, p, { lhs1: '(lhsValue1|rhs1,rhsValue1)' }, { lhs1: '(lhsValue1|rhs1,rhsValue1)' })
    // Change LHS foreign key reference
    f.left.pipeInput('lhs1', 'lhsValue1|rhs2', baseTimestamp + 3)
    check(f, p, { lhs1: '(lhsValue1|rhs2,rhsValue2)' }, { lhs1: '(lhsValue1|rhs2,rhsValue2)' })
    // Populate RHS update on old LHS foreign key ref
    f.right.pipeInput('rhs1', 'rhsValue1Delta', baseTimestamp + 4)
    check(f, p, {}, { lhs1: '(lhsValue1|rhs2,rhsValue2)' })
    await f.driver.close()
  })

  // Kafka runs these two with (optimization, materialized, rejoin) only, as left joins
  const leftJoinParams = fkParams.filter((p) => p.leftJoin)

  for (const p of leftJoinParams) {
    it(`shouldEmitRecordOnNullForeignKeyForLeftJoins[${fkName(p)}]`, async () => {
      const f = await fkDriver(
        fkTopology(p, () => null),
        p,
      )
      f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp)
      const expected = { lhs1: '(lhsValue1|rhs1,null)' }
      check(f, p, expected, expected)
      await f.driver.close()
    })

    it(`shouldEmitRecordWhenOldAndNewFkDiffer[${fkName(p)}]`, async () => {
      const extractor = (value: string): string | null => {
        const split = value.split('|')[1]!
        return split === 'returnNull' ? null : split
      }
      const f = await fkDriver(fkTopology(p, extractor), p)
      f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp)
      check(f, p, { lhs1: '(lhsValue1|rhs1,null)' }, { lhs1: '(lhsValue1|rhs1,null)' })
      f.left.pipeInput('lhs1', 'lhsValue1|returnNull', baseTimestamp)
      check(f, p, { lhs1: '(lhsValue1|returnNull,null)' }, { lhs1: '(lhsValue1|returnNull,null)' })
      await f.driver.close()
    })
  }
  // KTableKTableForeignKeyJoinIntegrationTest#shouldIgnoreOutOfOrderRecordsIffVersioned (versionedDataTestCases())
  for (const p of versionedFkParams) {
    it(`shouldIgnoreOutOfOrderRecordsIffVersioned[${fkName(p)}]`, async () => {
      const f = await fkDriver(fkTopology(p), p)
      // RHS record
      f.right.pipeInput('rhs1', 'rhsValue1', baseTimestamp + 4)
      check(f, p, {}, {})
      // LHS records with match to existing RHS record
      f.left.pipeInput('lhs1', 'lhsValue1|rhs1', baseTimestamp + 3)
      f.left.pipeInput('lhs2', 'lhsValue2|rhs1', baseTimestamp + 5)
      const matched = { lhs1: '(lhsValue1|rhs1,rhsValue1)', lhs2: '(lhsValue2|rhs1,rhsValue1)' }
      check(f, p, matched, matched)
      // replace with tombstone, to validate behavior when latest record is null
      f.left.pipeInput('lhs2', null, baseTimestamp + 6)
      check(f, p, { lhs2: null }, { lhs1: '(lhsValue1|rhs1,rhsValue1)' })
      // out-of-order LHS record (for existing key) does not produce a new result iff LHS is versioned
      f.left.pipeInput('lhs1', 'lhsValue1_ooo|rhs1', baseTimestamp + 2)
      f.left.pipeInput('lhs2', 'lhsValue2_ooo|rhs1', baseTimestamp + 2)
      if (p.leftVersioned) {
        check(f, p, {}, { lhs1: '(lhsValue1|rhs1,rhsValue1)' })
      } else {
        const ooo = { lhs1: '(lhsValue1_ooo|rhs1,rhsValue1)', lhs2: '(lhsValue2_ooo|rhs1,rhsValue1)' }
        check(f, p, ooo, ooo)
      }
      // out-of-order LHS tombstone (for existing key) is similarly ignored (iff LHS is versioned)
      f.left.pipeInput('lhs1', null, baseTimestamp + 2)
      if (p.leftVersioned) check(f, p, {}, { lhs1: '(lhsValue1|rhs1,rhsValue1)' })
      else check(f, p, { lhs1: null }, { lhs2: '(lhsValue2_ooo|rhs1,rhsValue1)' })
      // LHS record with larger timestamp always produces a new result
      f.left.pipeInput('lhs1', 'lhsValue1_new|rhs1', baseTimestamp + 8)
      f.left.pipeInput('lhs2', 'lhsValue2_new|rhs1', baseTimestamp + 8)
      const latest = { lhs1: '(lhsValue1_new|rhs1,rhsValue1)', lhs2: '(lhsValue2_new|rhs1,rhsValue1)' }
      check(f, p, latest, latest)
      // out-of-order RHS record (for existing key) does not produce a new result iff RHS is versioned
      f.right.pipeInput('rhs1', 'rhsValue1_ooo', baseTimestamp + 1)
      if (p.rightVersioned) {
        check(f, p, {}, latest)
      } else {
        const ooo = { lhs1: '(lhsValue1_new|rhs1,rhsValue1_ooo)', lhs2: '(lhsValue2_new|rhs1,rhsValue1_ooo)' }
        check(f, p, ooo, ooo)
      }
      // out-of-order RHS tombstone (for existing key) is similarly ignored (iff RHS is versioned)
      f.right.pipeInput('rhs1', null, baseTimestamp + 1)
      if (p.rightVersioned) {
        check(f, p, {}, latest)
      } else if (p.leftJoin) {
        const nulls = { lhs1: '(lhsValue1_new|rhs1,null)', lhs2: '(lhsValue2_new|rhs1,null)' }
        check(f, p, nulls, nulls)
      } else {
        check(f, p, { lhs1: null, lhs2: null }, {})
      }
      // RHS record with larger timestamps always produces new results
      f.right.pipeInput('rhs1', 'rhsValue1_new', baseTimestamp + 6)
      const fresh = { lhs1: '(lhsValue1_new|rhs1,rhsValue1_new)', lhs2: '(lhsValue2_new|rhs1,rhsValue1_new)' }
      check(f, p, fresh, fresh)
      await f.driver.close()
    })
  }
})
