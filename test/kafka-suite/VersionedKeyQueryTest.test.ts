// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/query/VersionedKeyQueryTest.java
// Java's NullPointerException is our InvalidArgumentError (`_tag` InvalidArgument).
import { describe, expect, it } from 'vitest'
import { VersionedKeyQuery } from '../../src/index.js'
import { errorTag } from '../topology/errorTag.js'

describe('VersionedKeyQueryTest', () => {
  it('shouldThrowNPEWithNullKey', () => {
    expect(errorTag(() => VersionedKeyQuery.withKey(null))).toBe('InvalidArgument')
  })

  it('shouldThrowNPEWithNullAsOftimestamp', () => {
    const query = VersionedKeyQuery.withKey<number, number>(1)
    expect(errorTag(() => query.asOf(null as never))).toBe('InvalidArgument')
  })
})
