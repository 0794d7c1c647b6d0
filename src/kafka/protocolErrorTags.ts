/**
 * The one mapping from Kafka's protocol error names to the port's error tags, shared by the cluster adapters.
 * @since 0.1.0
 */
import type { KafkaClientErrorTag } from './KafkaClientError.js'

/**
 * Kafka protocol error names (`UNKNOWN_TOPIC_OR_PARTITION`, ...) and the {@link KafkaClientErrorTag} each maps to, for
 * every adapter of a real cluster.
 * @example
 * tagByProtocolType['PRODUCER_FENCED'] // 'ProducerFenced'
 * @category Clients
 * @since 0.1.0
 */
export const tagByProtocolType: Readonly<Record<string, KafkaClientErrorTag>> = {
  UNKNOWN_TOPIC_OR_PARTITION: 'UnknownTopicOrPartition',
  TOPIC_ALREADY_EXISTS: 'TopicAlreadyExists',
  INVALID_CONFIG: 'InvalidTopicConfiguration',
  INVALID_PARTITIONS: 'InvalidTopicConfiguration',
  INVALID_REPLICATION_FACTOR: 'InvalidTopicConfiguration',
  INVALID_REPLICA_ASSIGNMENT: 'InvalidTopicConfiguration',
  INVALID_TOPIC_EXCEPTION: 'InvalidTopicConfiguration',
  POLICY_VIOLATION: 'InvalidTopicConfiguration',
  INVALID_PRODUCER_EPOCH: 'ProducerFenced',
  PRODUCER_FENCED: 'ProducerFenced',
  TRANSACTIONAL_ID_NOT_FOUND: 'InvalidTransactionState',
  INVALID_TXN_STATE: 'InvalidTransactionState',
  INVALID_PRODUCER_ID_MAPPING: 'InvalidTransactionState',
  REBALANCE_IN_PROGRESS: 'RebalanceInProgress',
  ILLEGAL_GENERATION: 'CommitFailed',
  UNKNOWN_MEMBER_ID: 'CommitFailed',
  FENCED_INSTANCE_ID: 'CommitFailed',
  REQUEST_TIMED_OUT: 'Timeout',
  NOT_ENOUGH_REPLICAS: 'NotEnoughReplicas',
  NOT_ENOUGH_REPLICAS_AFTER_APPEND: 'NotEnoughReplicas',
  LEADER_NOT_AVAILABLE: 'BrokerNotAvailable',
  NOT_LEADER_FOR_PARTITION: 'BrokerNotAvailable',
  NOT_LEADER_OR_FOLLOWER: 'BrokerNotAvailable',
  BROKER_NOT_AVAILABLE: 'BrokerNotAvailable',
  COORDINATOR_NOT_AVAILABLE: 'BrokerNotAvailable',
  GROUP_COORDINATOR_NOT_AVAILABLE: 'BrokerNotAvailable',
  NOT_COORDINATOR: 'BrokerNotAvailable',
  NOT_COORDINATOR_FOR_GROUP: 'BrokerNotAvailable',
  SASL_AUTHENTICATION_FAILED: 'SaslAuthenticationFailed',
  UNSUPPORTED_SASL_MECHANISM: 'SaslAuthenticationFailed',
  ILLEGAL_SASL_STATE: 'SaslAuthenticationFailed',
}

/**
 * Node's codes for a TLS handshake that failed on a certificate (ours or the broker's): `SslAuthenticationFailed`.
 * @example
 * tlsCertificateCode.test('ERR_TLS_CERT_ALTNAME_INVALID') // true
 * @category Clients
 * @since 0.1.0
 */
export const tlsCertificateCode = /^(ERR_TLS_CERT_ALTNAME_INVALID|ERR_SSL_.*|.*CERT.*|UNABLE_TO_.*)$/
