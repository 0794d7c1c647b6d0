// The configuration files of one test broker: KRaft combined mode (broker and controller) on 127.0.0.1.

/** Where one node of a test cluster listens and keeps its files. */
export interface BrokerNode {
  readonly nodeId: number
  /** Port of the PLAINTEXT listener that clients use. */
  readonly port: number
  /** Port of the KRaft controller listener. */
  readonly controllerPort: number
  /** Kafka's data directory (`log.dirs`). */
  readonly logDir: string
  /** Port of the SASL_SSL listener, when the cluster has one. */
  readonly securedPort?: number
}

/**
 * The `server.properties` of `node` in a cluster of `nodes` (every node is also a controller voter).
 * Settings suit tests: replication factors capped by the cluster size, min ISR 1, no rebalance delay, no topic
 * auto-creation, few internal-topic partitions, short transaction timeouts and quick fencing of a dead broker. A node
 * with a `securedPort` also listens there with SASL_SSL (its settings come in `overrides`, see `securedListener.ts`);
 * brokers talk to each other over PLAINTEXT. `overrides` win.
 *
 * @example
 * ```ts
 * writeFileSync(file, serverProperties(node, [node], { 'num.partitions': '3' }))
 * ```
 */
export function serverProperties(
  node: BrokerNode,
  nodes: readonly BrokerNode[],
  overrides: Readonly<Record<string, string>> = {},
): string {
  const replication = String(Math.min(3, nodes.length))
  const secured = node.securedPort === undefined ? '' : `,SASL_SSL://127.0.0.1:${node.securedPort}`
  const settings: Record<string, string> = {
    'process.roles': 'broker,controller',
    'node.id': String(node.nodeId),
    'controller.quorum.voters': nodes.map((n) => `${n.nodeId}@127.0.0.1:${n.controllerPort}`).join(','),
    listeners: `PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}${secured}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${node.port}${secured}`,
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'listener.security.protocol.map': `PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT${node.securedPort === undefined ? '' : ',SASL_SSL:SASL_SSL'}`,
    'log.dirs': node.logDir,
    'num.partitions': '1',
    'default.replication.factor': '1',
    'min.insync.replicas': '1',
    'auto.create.topics.enable': 'false',
    'group.initial.rebalance.delay.ms': '0',
    'offsets.topic.replication.factor': replication,
    'offsets.topic.num.partitions': '10',
    'transaction.state.log.replication.factor': replication,
    'transaction.state.log.min.isr': '1',
    'transaction.state.log.num.partitions': '10',
    'share.coordinator.state.topic.replication.factor': replication,
    'share.coordinator.state.topic.min.isr': '1',
    'transaction.abort.timed.out.transaction.cleanup.interval.ms': '5000',
    'transaction.remove.expired.transaction.cleanup.interval.ms': '10000',
    'broker.heartbeat.interval.ms': '500',
    'broker.session.timeout.ms': '4000',
    'replica.lag.time.max.ms': '5000',
    'num.network.threads': '2',
    'num.io.threads': '4',
    'num.recovery.threads.per.data.dir': '1',
    'log.cleaner.dedupe.buffer.size': String(8 * 1024 * 1024),
    ...overrides,
  }
  return Object.entries(settings)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
    .concat('\n')
}

/**
 * A log4j2 configuration writing everything at `level` and above to `logFile`.
 *
 * @example
 * ```ts
 * writeFileSync(join(dir, 'log4j2.properties'), log4jProperties(join(dir, 'server.log'), 'INFO'))
 * ```
 */
export function log4jProperties(logFile: string, level: 'INFO' | 'WARN'): string {
  return [
    'status = warn',
    'appender.file.type = File',
    'appender.file.name = FILE',
    `appender.file.fileName = ${logFile}`,
    'appender.file.layout.type = PatternLayout',
    'appender.file.layout.pattern = [%d] %p %m (%c)%n',
    `rootLogger.level = ${level}`,
    'rootLogger.appenderRef.file.ref = FILE',
    'logger.kafkaRequest.name = kafka.request.logger',
    'logger.kafkaRequest.level = WARN',
    '',
  ].join('\n')
}

/** How a broker JVM is tuned: `light` spares CPU on a shared machine (tests), `throughput` is for benchmarks. */
export type BrokerJvmProfile = 'light' | 'throughput'

/**
 * JVM options of a broker with heap `heap` (e.g. `512m`) under `profile`.
 *
 * @example
 * ```ts
 * brokerJvmOptions('512m', 'light') // ['-Xmx512m', '-XX:+UseSerialGC', ...]
 * ```
 */
export function brokerJvmOptions(heap: string, profile: BrokerJvmProfile): string[] {
  switch (profile) {
    case 'light':
      return [`-Xmx${heap}`, '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1']
    case 'throughput':
      return [`-Xms${heap}`, `-Xmx${heap}`, '-XX:+UseG1GC', '-XX:MaxGCPauseMillis=20']
    default: {
      const unknown: never = profile
      throw new Error(`unknown JVM profile ${String(unknown)}`)
    }
  }
}
