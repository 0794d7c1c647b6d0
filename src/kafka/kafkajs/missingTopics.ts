/**
 * Which of some topics the cluster does not have, asked with a short-lived admin client: kafkajs' "unknown topic"
 * error of a send to several topics does not say which one it was.
 * @since 0.1.0
 */
import type { Kafka } from 'kafkajs'

/**
 * The topics of `topics` the cluster does not list, in their order; empty when the cluster cannot be asked (the
 * caller then keeps the error it had).
 * @example
 * await missingTopics(kafka, ['word-counts', 'app-counts-changelog']) // ['word-counts']
 * @category Clients
 * @since 0.1.0
 */
export const missingTopics = async (
  kafka: Pick<Kafka, 'admin'>,
  topics: readonly string[],
): Promise<string[]> => {
  const admin = kafka.admin()
  try {
    await admin.connect()
    const existing = new Set(await admin.listTopics())
    return topics.filter((t) => !existing.has(t))
  } catch {
    return []
  } finally {
    await admin.disconnect().catch(() => undefined)
  }
}
