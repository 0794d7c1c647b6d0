// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/query/MultiVersionedKeyQueryTest.java
// Java's NullPointerException is our InvalidArgumentError (`_tag` InvalidArgument).
import { describe, expect, it } from 'vitest'
import { MultiVersionedKeyQuery } from '../../src/index.js'
import { errorTag } from '../topology/errorTag.js'

describe('MultiVersionedKeyQueryTest', () => {
  it('shouldThrowNPEWithNullKey', () => {
    expect(errorTag(() => MultiVersionedKeyQuery.withKey(null))).toBe('InvalidArgument')
  })
})
