/**
 * The order in which a client keeps its previous tasks when it cannot keep them all: each next task comes from the
 * thread that keeps the fewest so far (counting `kept`, the tasks the client keeps already), so what the client gives
 * up is spread over its threads and every thread can stay on tasks it had. Ties go to the earlier task of `previous`.
 * @example
 * threadBalancedOrder([new Set(['1_0', '0_0']), new Set(['1_1', '0_1'])], ['1_0'], ['0_0', '0_1'])
 * // ['0_1', '0_0']
 * @category Running
 * @since 0.1.0
 */
export const threadBalancedOrder = (
  threads: readonly ReadonlySet<string>[],
  kept: readonly string[],
  previous: readonly string[],
): string[] => {
  const threadOf = (task: string): number => threads.findIndex((t) => t.has(task))
  const load = threads.map((t) => kept.filter((task) => t.has(task)).length)
  const left = [...previous]
  const order: string[] = []
  while (left.length > 0) {
    let best = 0
    for (let i = 1; i < left.length; i++) {
      const a = load[threadOf(left[i] ?? '')] ?? 0
      const b = load[threadOf(left[best] ?? '')] ?? 0
      if (a < b) best = i
    }
    const [task] = left.splice(best, 1)
    if (task === undefined) break
    order.push(task)
    const thread = threadOf(task)
    if (thread >= 0) load[thread] = (load[thread] ?? 0) + 1
  }
  return order
}
