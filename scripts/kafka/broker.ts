// Starts a real Apache Kafka cluster (KRaft, 127.0.0.1 only) for integration tests, benchmarks and the CLI.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BrokerProcess } from './BrokerProcess.js'
import {
  brokerJvmOptions,
  log4jProperties,
  serverProperties,
  type BrokerJvmProfile,
  type BrokerNode,
} from './brokerConfig.js'
import { freePorts } from './freePorts.js'
import { resolveKafkaJars, type KafkaJars } from './jars.js'
import { requireJava, runKafkaTool } from './java.js'
import { KafkaSetupError } from './KafkaSetupError.js'
import {
  newSecuredUser,
  scramFormatArguments,
  securedMechanisms,
  securedServerProperties,
  type SecuredListenerInfo,
} from './securedListener.js'
import { makeTestCertificates } from './tlsCertificates.js'
import { waitForBrokers } from './waitForBrokers.js'

/** Options for {@link startKafkaCluster}. */
export interface KafkaClusterOptions {
  /** Number of broker nodes, each also a KRaft controller; default 1. */
  readonly brokers?: 1 | 3
  /** Extra `server.properties` settings for every node; they win over the test defaults. */
  readonly serverProperties?: Readonly<Record<string, string>>
  /** How long to wait for the cluster to answer; default 120 s. */
  readonly startTimeoutMs?: number
  /** JVM heap of each broker; default `512m`. */
  readonly heap?: string
  /** `light` (default) spares CPU for tests on a shared machine; use `throughput` for benchmarks. */
  readonly jvm?: BrokerJvmProfile
  /** Progress lines (Maven downloads); default standard error. */
  readonly log?: (line: string) => void
  /**
   * Also listen with SASL_SSL on another port of each node: a CA and broker certificate made for this run,
   * SCRAM-SHA-512 credentials made at format time, PLAIN with the same user. Default false.
   */
  readonly secured?: boolean
}

/** One node of a running cluster. */
export interface KafkaBrokerInfo {
  readonly nodeId: number
  readonly port: number
  readonly logDir: string
}

const live = new Set<KafkaCluster>()
let exitHookInstalled = false

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const cluster of live) cluster.destroyNow()
  })
}

/**
 * Kills the broker JVMs and removes the cluster directory if this Node process dies without stopping the cluster
 * (even by SIGKILL): a shell that waits for its standard input, which only this process holds, to close.
 */
function startWatchdog(root: string): ChildProcess {
  const script =
    'read _; for p in $(cat "$1/pids" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done; sleep 1; rm -rf "$1"'
  const watchdog = spawn('sh', ['-c', script, 'tributary-kafka-watchdog', root], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  })
  watchdog.unref()
  ;(watchdog.stdin as unknown as Socket).unref()
  return watchdog
}

/**
 * A running test cluster. Create it with {@link startKafkaCluster}; always `stop()` it (it is also torn down
 * when this process exits).
 *
 * @example
 * ```ts
 * const cluster = await startKafkaCluster({ brokers: 3 })
 * await cluster.killBroker(2)
 * await cluster.stop()
 * ```
 */
export class KafkaCluster {
  /** Comma-separated `127.0.0.1:port` of every broker. */
  readonly bootstrapServers: string
  private stopped = false

  constructor(
    /** The resolved Kafka jars (version and class path, also for Kafka's tools). */
    readonly jars: KafkaJars,
    /** The temporary directory holding every node's files. */
    readonly root: string,
    private readonly nodes: readonly BrokerNode[],
    private readonly processes: ReadonlyMap<number, BrokerProcess>,
    private readonly watchdog: ChildProcess,
    private readonly startTimeoutMs: number,
    /** The SASL_SSL listener, when the cluster was started with `secured: true`. */
    readonly secured: SecuredListenerInfo | undefined = undefined,
  ) {
    this.bootstrapServers = nodes.map((n) => `127.0.0.1:${n.port}`).join(',')
  }

  /** The nodes: id, client port and data directory. */
  get brokers(): readonly KafkaBrokerInfo[] {
    return this.nodes.map(({ nodeId, port, logDir }) => ({ nodeId, port, logDir }))
  }

  /** Starts every node's JVM and waits until the cluster lists all of them. */
  async start(): Promise<void> {
    for (const broker of this.processes.values()) broker.start()
    this.writePids()
    await this.waitFor(this.nodes.map((n) => n.nodeId))
  }

  /** Crashes one node (SIGKILL); its data stays so {@link restartBroker} can bring it back. */
  async killBroker(nodeId: number): Promise<void> {
    await this.process(nodeId).kill()
    this.writePids()
  }

  /** Starts a killed node again on the same port and data, and waits until the cluster lists it. */
  async restartBroker(nodeId: number): Promise<void> {
    const broker = this.process(nodeId)
    if (broker.pid !== undefined) return
    broker.start()
    this.writePids()
    await this.waitFor([nodeId])
  }

  /** Stops every JVM (SIGTERM, then SIGKILL after a few seconds) and removes the cluster's files. */
  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    await Promise.all([...this.processes.values()].map((p) => p.stop()))
    this.removeFiles()
  }

  /** Synchronous teardown for process-exit handlers: kills the JVMs and removes the files. */
  destroyNow(): void {
    if (this.stopped) return
    this.stopped = true
    for (const p of this.processes.values()) p.killNow()
    this.removeFiles()
  }

  private removeFiles(): void {
    rmSync(this.root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    this.watchdog.kill('SIGKILL')
    live.delete(this)
  }

  private process(nodeId: number): BrokerProcess {
    const broker = this.processes.get(nodeId)
    if (broker === undefined) {
      throw new KafkaSetupError(
        'KafkaBadOption',
        `No broker ${nodeId} in this cluster; its node ids are ${[...this.processes.keys()].join(', ')}.`,
      )
    }
    return broker
  }

  private writePids(): void {
    const pids = [...this.processes.values()].map((p) => p.pid).filter((pid) => pid !== undefined)
    writeFileSync(join(this.root, 'pids'), pids.join('\n'))
  }

  private async waitFor(nodeIds: readonly number[]): Promise<void> {
    const logs = (): string => nodeIds.map((id) => this.process(id).logTail()).join('\n')
    const ready = await waitForBrokers({
      bootstrapServers: this.bootstrapServers,
      nodeIds,
      timeoutMs: this.startTimeoutMs,
      check: () => {
        for (const id of nodeIds) {
          const reason = this.process(id).exitReason
          if (reason === undefined) continue
          throw new KafkaSetupError(
            'KafkaBrokerStartFailed',
            `Kafka broker ${id} ${reason} before it answered. Its log ends with:\n${logs()}`,
          )
        }
      },
    })
    if (!ready) {
      throw new KafkaSetupError(
        'KafkaBrokerStartFailed',
        `Kafka broker(s) ${nodeIds.join(', ')} did not answer on ${this.bootstrapServers} within ` +
          `${this.startTimeoutMs} ms. The log ends with:\n${logs()}`,
      )
    }
  }
}

/**
 * Starts a Kafka cluster of `brokers` KRaft nodes (broker and controller each) on free ports of 127.0.0.1, with
 * a temporary data directory per node, and resolves when every node answers. The jars are resolved with Maven
 * on first use and cached. Throws a {@link KafkaSetupError} if Java 17 or Maven is missing or a broker fails.
 *
 * @example
 * ```ts
 * const cluster = await startKafkaCluster()
 * console.log(cluster.bootstrapServers) // 127.0.0.1:40123
 * await cluster.stop()
 * ```
 */
export async function startKafkaCluster(options: KafkaClusterOptions = {}): Promise<KafkaCluster> {
  const count = options.brokers ?? 1
  if (count !== 1 && count !== 3) {
    throw new KafkaSetupError('KafkaBadOption', `brokers must be 1 or 3, got ${String(count)}.`)
  }
  await requireJava()
  const jars = await resolveKafkaJars(options.log === undefined ? {} : { log: options.log })
  const root = mkdtempSync(join(tmpdir(), 'tributary-kafka-'))
  installExitHook()
  const watchdog = startWatchdog(root)
  try {
    const perNode = options.secured === true ? 3 : 2
    const ports = await freePorts(count * perNode)
    const nodes: BrokerNode[] = Array.from({ length: count }, (_, i) => ({
      nodeId: i + 1,
      port: ports[perNode * i] ?? 0,
      controllerPort: ports[perNode * i + 1] ?? 0,
      logDir: join(root, `node-${i + 1}`, 'data'),
      ...(options.secured === true ? { securedPort: ports[perNode * i + 2] ?? 0 } : {}),
    }))
    const security = options.secured === true ? await securedSetup(root, nodes) : undefined
    const clusterId = newClusterId()
    const processes = new Map<number, BrokerProcess>()
    const jvmOptions = brokerJvmOptions(options.heap ?? '512m', options.jvm ?? 'light')
    await Promise.all(
      nodes.map(async (node) => {
        const nodeDir = join(root, `node-${node.nodeId}`)
        mkdirSync(node.logDir, { recursive: true })
        const config = join(nodeDir, 'server.properties')
        writeFileSync(
          config,
          serverProperties(node, nodes, { ...security?.properties, ...options.serverProperties }),
        )
        writeFileSync(
          join(nodeDir, 'log4j2.properties'),
          log4jProperties(join(nodeDir, 'server.log'), 'INFO'),
        )
        await runKafkaTool(jars.classpath, 'kafka.tools.StorageTool', [
          'format',
          '--config',
          config,
          '--cluster-id',
          clusterId,
          ...(security?.formatArguments ?? []),
        ])
        processes.set(node.nodeId, new BrokerProcess(jars.classpath, nodeDir, jvmOptions))
      }),
    )
    const cluster = new KafkaCluster(
      jars,
      root,
      nodes,
      processes,
      watchdog,
      options.startTimeoutMs ?? 120_000,
      security?.info,
    )
    live.add(cluster)
    try {
      await cluster.start()
    } catch (error) {
      await cluster.stop()
      throw error
    }
    return cluster
  } catch (error) {
    watchdog.kill('SIGKILL')
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    throw error
  }
}

/** Certificates, a user, and the listener settings of a secured cluster, made in its directory. */
async function securedSetup(root: string, nodes: readonly BrokerNode[]) {
  const dir = join(root, 'tls')
  mkdirSync(dir, { recursive: true })
  const certs = await makeTestCertificates(dir)
  const user = newSecuredUser()
  const info: SecuredListenerInfo = {
    bootstrapServers: nodes.map((n) => `127.0.0.1:${n.securedPort ?? 0}`).join(','),
    caFile: certs.caFile,
    otherCaFile: certs.otherCaFile,
    username: user.username,
    password: user.password,
    mechanisms: securedMechanisms,
  }
  return {
    info,
    properties: securedServerProperties(certs, user),
    formatArguments: scramFormatArguments(user),
  }
}

/**
 * A random KRaft cluster id (16 bytes, base64url). The top bit of the first byte is cleared so the id never
 * starts with '-', which the storage tool's argument parser would read as an option (as Kafka's own
 * `Uuid.randomUuid` avoids).
 */
const newClusterId = (): string => {
  const bytes = randomBytes(16)
  bytes[0] = bytes[0]! & 0x7f
  return bytes.toString('base64url')
}
