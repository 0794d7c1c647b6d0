/**
 * `tributary-streams/routing`: sends each interactive query to the instance that hosts the key or partition (KIP-535),
 * and serves an instance's stores over HTTP. `QueryRouter` picks the replica, a `QueryTransport` reaches it
 * (`LocalTransport` in this process, `HttpTransport` another instance's `QueryServer`).
 * @example
 * import { QueryRouter, QueryServer, HttpTransport, LocalTransport, WireCodec, localOrRemote } from 'tributary-streams/routing'
 * @packageDocumentation
 * @module tributary-streams/routing
 */
export {
  QueryRouter,
  type QueryRouterOptions,
  type RouteOptions,
  type RoutingMetadata,
} from './QueryRouter.js'
export { replicaCandidates, type ReplicaPreference, type ReplicaCandidate } from './ReplicaPreference.js'
export type {
  QueryTransport,
  ReplicaRead,
  KeyBounds,
  TimedQueryTransport,
  TimeBounds,
  TimedRow,
} from './QueryTransport.js'
export { LocalTransport } from './LocalTransport.js'
export { HttpTransport } from './HttpTransport.js'
export type { PeerConnection } from './PeerConnection.js'
export { localOrRemote } from './localOrRemote.js'
export { httpGet } from './httpGet.js'
export { httpStatus } from './httpStatus.js'
export { WireCodec } from './WireCodec.js'
export { parseQueryRequest, type QueryRequest } from './parseQueryRequest.js'
export { errorToJson, errorFromJson, resultToJson, resultFromJson } from './wireFormat.js'
export { QueryServer, type QueryServerOptions, type ExposedStore } from './QueryServer.js'
export { type QueryError, replicaFailed, isRoutingError, isQueryError } from './QueryError.js'
export {
  HostUnreachableError,
  InvalidQueryRequestError,
  RangeTooLargeError,
  InvalidQueryResponseError,
  type RoutingError,
} from './RoutingError.js'
export { QueryServerConfigError } from './QueryServerConfigError.js'
export {
  statusSnapshot,
  type StatusSnapshot,
  type ThreadStatus,
  type HostStatus,
  type PartitionStatus,
} from './status/StatusSnapshot.js'
export { statusPage, type TopologyPicture } from './status/statusPage.js'
