// Starts the real Kafka broker for integration tests (see scripts/kafka/). Filled in by the broker work.
export default function setup(): void {}
