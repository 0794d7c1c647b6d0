import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { GroupConsumerPort } from '../../../src/kafka/ports.js'
import { embedded, pollRounds } from './fixtures.js'

/** Something that happens to the group: a member joins, leaves cleanly, or stops polling (a crash). */
type Event = { readonly kind: 'join' } | { readonly kind: 'leave' | 'crash'; readonly which: number }

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.constant({ kind: 'join' as const }),
  fc.record({ kind: fc.constantFrom('leave' as const, 'crash' as const), which: fc.nat(9) }),
)

describe('consumer group membership', () => {
  it('after members come and go, the live members own every partition exactly once, in one generation', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        async (events, partitions) => {
          const { kafka, clock } = await embedded([{ topic: 't', numPartitions: partitions }])
          const live: GroupConsumerPort[] = []
          let names = 0
          for (const e of events) {
            if (e.kind === 'join') {
              const consumer = kafka.consumer({
                clientId: `m${names++}`,
                groupId: 'g',
                sessionTimeoutMs: 3000,
                heartbeatIntervalMs: 1000,
              })
              await consumer.connect()
              await consumer.subscribe(['t'])
              live.push(consumer)
            } else if (live.length > 0) {
              const [gone] = live.splice(e.which % live.length, 1)
              if (e.kind === 'leave') await gone!.disconnect()
            }
            await pollRounds(clock, live, 2)
          }
          // Crashed members time out (a member caught mid-join first finishes it) while the live ones keep polling.
          await pollRounds(clock, live, 100)
          const owned = live.flatMap((c) => c.assignment().map((p) => p.partition)).sort((a, b) => a - b)
          expect(owned).toEqual(live.length === 0 ? [] : Array.from({ length: partitions }, (_, p) => p))
          const generations = new Set(live.map((c) => c.groupMetadata()?.generationId))
          expect(generations.size).toBeLessThanOrEqual(1)
          for (const c of live) await c.disconnect()
        },
      ),
      { numRuns: 100 },
    )
  })
})
