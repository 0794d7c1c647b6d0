import type { ClientState } from './ClientState.js'

/**
 * How fresh a client's state of a task is, for ranking: its previous active owner first, then by offset sum, a
 * previous standby without a reported sum at 0, a client without state last.
 * @example
 * freshness(client, '1_0') // 1234
 * @category Running
 * @since 0.1.0
 */
export const freshness = (client: ClientState, task: string): number =>
  client.prevActive.has(task)
    ? Number.MAX_SAFE_INTEGER
    : (client.offsetSums.get(task) ?? (client.prevStandby.has(task) ? 0 : -1))
