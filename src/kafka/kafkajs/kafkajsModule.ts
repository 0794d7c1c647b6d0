/**
 * kafkajs is a CommonJS package whose named exports Node cannot see from ESM; this module takes its values
 * from the default export once, so the rest of the adapter imports them by name.
 * @since 0.1.0
 */
// first: it replaces a kafkajs module before kafkajs loads it
import './abortedTransactionsFilter.js'
import kafkajs from 'kafkajs'

/** kafkajs' runtime values used by the adapter. */
export const {
  Kafka,
  logLevel,
  ConfigResourceTypes,
  AssignerProtocol,
  KafkaJSProtocolError,
  CompressionCodecs,
} = kafkajs
