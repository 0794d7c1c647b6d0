/**
 * Routes a @platformatic/kafka client's log events to the application's {@link Logger}. The client writes no log
 * lines of its own (its `debug` output appears only when the `DEBUG` environment variable names `plt:kafka:*`);
 * what it reports comes as events on the client: connections to brokers, metadata, retries. A broker it cannot
 * reach is a warning, as Java's client logs it; the rest is routine and goes to debug. Per-operation events
 * (`client:performWithRetry`, `client:metadata`) are not listened to, so the produce path pays nothing.
 * @since 0.1.0
 */
import type { EventEmitter } from 'node:events'
import type { Logger, LogLevel } from '../../core/Logger.js'

/** The client events routed, and the level of each. */
export const platformaticEventLevels: Readonly<Record<string, LogLevel>> = {
  'client:broker:connect': 'debug',
  'client:broker:disconnect': 'debug',
  'client:broker:failed': 'warn',
  'client:performWithRetry:retry': 'debug',
  // the failure reaches the caller as a typed error
  'client:performWithRetry:failed': 'debug',
  'client:close': 'debug',
}

/** What an event's arguments say, as log fields. */
const fieldsOf = (args: readonly unknown[]): Record<string, unknown> => {
  const [first] = args
  if (args.length === 1 && typeof first === 'object' && first !== null && !(first instanceof Error)) {
    return { ...(first as Record<string, unknown>) }
  }
  return args.length === 0 ? {} : { details: args.map((a) => (a instanceof Error ? a.message : a)) }
}

/**
 * Listens to `client`'s log events and writes each to `logger` at its level, with the client id.
 * @example
 * routePlatformaticLogs(new Producer(options), 'app-producer', consoleLogger())
 * @category Clients
 * @since 0.1.0
 */
export const routePlatformaticLogs = (client: EventEmitter, clientId: string, logger: Logger): void => {
  for (const [event, level] of Object.entries(platformaticEventLevels)) {
    client.on(event, (...args: unknown[]) =>
      logger[level](`@platformatic/kafka ${event}`, {
        client: '@platformatic/kafka',
        clientId,
        ...fieldsOf(args),
      }),
    )
  }
}
