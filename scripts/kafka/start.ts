// `tsx scripts/kafka/start.ts [--brokers 3] [--secured]`: starts a real Kafka cluster and prints its address until
// Ctrl-C; `--secured` adds a SASL_SSL listener and prints what a client needs to reach it.
import { startKafkaCluster } from './broker.js'

const flag = process.argv.indexOf('--brokers')
const requested = flag === -1 ? '1' : process.argv[flag + 1]
if (requested !== '1' && requested !== '3') {
  console.error('Usage: tsx scripts/kafka/start.ts [--brokers 1|3] [--secured]')
  process.exit(2)
}
const cluster = await startKafkaCluster({
  brokers: requested === '3' ? 3 : 1,
  secured: process.argv.includes('--secured'),
})
console.log(`Kafka ${cluster.jars.version} is up. Bootstrap servers: ${cluster.bootstrapServers}`)
for (const b of cluster.brokers) console.log(`  node ${b.nodeId}: 127.0.0.1:${b.port}, data in ${b.logDir}`)
const secured = cluster.secured
if (secured !== undefined) {
  console.log(`SASL_SSL listener: ${secured.bootstrapServers} (${secured.mechanisms.join(', ')})`)
  console.log(`  CA (ssl.truststore.location, type PEM): ${secured.caFile}`)
  console.log(`  user ${secured.username}, password ${secured.password} (made for this run)`)
}
console.log('Press Ctrl-C to stop it and remove its files.')
const shutdown = (): void => {
  console.log('Stopping Kafka...')
  void cluster.stop().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
// Keeps the process alive (the broker JVMs do not) until a signal arrives.
setInterval(() => undefined, 1 << 30)
