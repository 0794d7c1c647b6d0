package dev.tributary.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.KeyQueryMetadata;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.kstream.Windowed;
import org.apache.kafka.streams.StoreQueryParameters;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.StreamsMetadata;
import org.apache.kafka.streams.TaskMetadata;
import org.apache.kafka.streams.ThreadMetadata;
import org.apache.kafka.streams.errors.StreamsUncaughtExceptionHandler.StreamThreadExceptionResponse;
import org.apache.kafka.streams.state.KeyValueIterator;
import org.apache.kafka.streams.state.QueryableStoreTypes;
import org.apache.kafka.streams.state.ReadOnlyKeyValueStore;
import org.apache.kafka.streams.state.ReadOnlySessionStore;
import org.apache.kafka.streams.state.ReadOnlyWindowStore;

/**
 * {@code app <spec.json>}: runs one {@link WireCatalogue} topology as a real {@link KafkaStreams} application, for
 * the tests in which Java and Tributary share a broker (test/wire/javaApp.ts starts it). Every event is one JSON
 * line on stdout with an {@code event} field: {@code state} (from, to), {@code tasks} (active, standby; printed on
 * reaching RUNNING and on request), {@code metadata}, {@code clients}, {@code value}, {@code entries}, {@code error},
 * {@code closed}.
 *
 * <p>Commands, one a line on stdin: {@code tasks}; {@code metadata <store> <key>} (queryMetadataForKey with a String
 * key); {@code clients} (metadataForAllStreamsClients: each instance's host, port, active and standby partitions
 * and stores); {@code get <store> <key>} and {@code all <store>} (a key-value store, String keys, values printed as text);
 * {@code windows <store> <key>...} and {@code sessions <store> <key>...} (a window or session store's windows of
 * those keys, as {@code entries} named {@code key@start} and {@code key@start-end});
 * {@code stop}, or the end of stdin, closes the application.
 *
 * <p>The spec gives {@code applicationId}, {@code bootstrap}, {@code stateDir}, {@code processingGuarantee},
 * {@code commitIntervalMs}, {@code numThreads}, {@code topology}, {@code topics} (the topology's source and sink
 * names), optionally {@code applicationServer} and {@code config} (further StreamsConfig entries). The cache is off.
 */
final class WireApp {
  private static final ObjectMapper JSON = new ObjectMapper();

  private WireApp() {}

  static void run(final Path specFile) throws Exception {
    final JsonNode spec = RuntimeBench.readSpec(specFile);
    final KafkaStreams streams = new KafkaStreams(
        WireCatalogue.build(RuntimeBench.text(spec, "topology"), spec.get("topics")), properties(spec));
    streams.setStateListener((to, from) -> {
      emit(event("state").put("from", from.name()).put("to", to.name()));
      if (to == KafkaStreams.State.RUNNING) {
        emit(tasks(streams));
      }
    });
    streams.setUncaughtExceptionHandler(e -> {
      emit(event("error").put("message", causes(e)));
      return StreamThreadExceptionResponse.SHUTDOWN_CLIENT;
    });
    streams.start();
    final BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = commands.readLine(); line != null && !line.trim().equals("stop"); line = commands.readLine()) {
      try {
        answer(streams, line.trim().split(" ", 3));
      } catch (final RuntimeException e) {
        emit(event("error").put("command", line).put("message", String.valueOf(e)));
      }
    }
    streams.close(Duration.ofSeconds(60));
    emit(event("closed").put("state", streams.state().name()));
  }

  static Properties properties(final JsonNode spec) {
    final Properties props = DriverCommand.properties(null);
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, RuntimeBench.text(spec, "applicationId"));
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, RuntimeBench.text(spec, "bootstrap"));
    props.put(StreamsConfig.STATE_DIR_CONFIG, RuntimeBench.text(spec, "stateDir"));
    props.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, RuntimeBench.text(spec, "processingGuarantee"));
    props.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, RuntimeBench.text(spec, "commitIntervalMs"));
    props.put(StreamsConfig.NUM_STREAM_THREADS_CONFIG, RuntimeBench.text(spec, "numThreads"));
    props.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");
    if (spec.hasNonNull("applicationServer")) {
      props.put(StreamsConfig.APPLICATION_SERVER_CONFIG, spec.get("applicationServer").asText());
    }
    if (spec.hasNonNull("config")) {
      spec.get("config").properties().forEach(e -> props.put(e.getKey(), e.getValue().asText()));
    }
    return props;
  }

  private static void answer(final KafkaStreams streams, final String[] command) {
    switch (command[0]) {
      case "tasks" -> emit(tasks(streams));
      case "metadata" -> emit(metadata(streams, argument(command, 1), argument(command, 2)));
      case "clients" -> emit(clients(streams));
      case "get" -> {
        final Object value = store(streams, argument(command, 1)).get(argument(command, 2));
        emit(event("value").put("store", command[1]).put("key", command[2])
            .put("value", value == null ? null : String.valueOf(value)));
      }
      case "all" -> {
        final ObjectNode entries = JSON.createObjectNode();
        try (KeyValueIterator<String, Object> all = store(streams, argument(command, 1)).all()) {
          all.forEachRemaining((KeyValue<String, Object> kv) -> entries.put(kv.key, String.valueOf(kv.value)));
        }
        emit(event("entries").put("store", command[1]).set("entries", entries));
      }
      case "windows" -> {
        final ReadOnlyWindowStore<String, Object> store = streams.store(StoreQueryParameters.fromNameAndType(
            argument(command, 1), QueryableStoreTypes.<String, Object>windowStore()));
        final ObjectNode entries = JSON.createObjectNode();
        for (final String key : argument(command, 2).split(" ")) {
          try (KeyValueIterator<Windowed<String>, Object> windows =
              store.fetch(key, key, Instant.EPOCH, Instant.ofEpochMilli(Long.MAX_VALUE))) {
            windows.forEachRemaining(kv -> entries.put(kv.key.key() + "@" + kv.key.window().start(),
                String.valueOf(kv.value)));
          }
        }
        emit(event("entries").put("store", command[1]).set("entries", entries));
      }
      case "sessions" -> {
        final ReadOnlySessionStore<String, Object> store = streams.store(StoreQueryParameters.fromNameAndType(
            argument(command, 1), QueryableStoreTypes.<String, Object>sessionStore()));
        final ObjectNode entries = JSON.createObjectNode();
        for (final String key : argument(command, 2).split(" ")) {
          try (KeyValueIterator<Windowed<String>, Object> sessions = store.fetch(key)) {
            sessions.forEachRemaining(kv -> entries.put(
                kv.key.key() + "@" + kv.key.window().start() + "-" + kv.key.window().end(), String.valueOf(kv.value)));
          }
        }
        emit(event("entries").put("store", command[1]).set("entries", entries));
      }
      default -> throw new IllegalArgumentException("unknown command '" + command[0] + "'");
    }
  }

  private static String argument(final String[] command, final int index) {
    if (command.length <= index) {
      throw new IllegalArgumentException(command[0] + " needs " + index + " argument(s)");
    }
    return command[index];
  }

  private static ReadOnlyKeyValueStore<String, Object> store(final KafkaStreams streams, final String name) {
    return streams.store(StoreQueryParameters.fromNameAndType(name, QueryableStoreTypes.<String, Object>keyValueStore()));
  }

  private static ObjectNode metadata(final KafkaStreams streams, final String store, final String key) {
    final KeyQueryMetadata found = streams.queryMetadataForKey(store, key, Serdes.String().serializer());
    final ObjectNode node = event("metadata").put("store", store).put("key", key);
    if (found == null || found.equals(KeyQueryMetadata.NOT_AVAILABLE)) {
      return node.put("available", false);
    }
    node.put("available", true).put("host", found.activeHost().host()).put("port", found.activeHost().port())
        .put("partition", found.partition());
    final ArrayNode standbys = node.putArray("standbyHosts");
    found.standbyHosts().forEach(h -> standbys.add(h.host() + ":" + h.port()));
    return node;
  }

  private static ObjectNode clients(final KafkaStreams streams) {
    final ObjectNode node = event("clients");
    final ArrayNode clients = node.putArray("clients");
    for (final StreamsMetadata client : streams.metadataForAllStreamsClients()) {
      final ObjectNode entry = clients.addObject().put("host", client.host()).put("port", client.port());
      final ArrayNode partitions = entry.putArray("topicPartitions");
      client.topicPartitions().stream().map(Object::toString).sorted().forEach(partitions::add);
      final ArrayNode standby = entry.putArray("standbyTopicPartitions");
      client.standbyTopicPartitions().stream().map(Object::toString).sorted().forEach(standby::add);
      final ArrayNode stores = entry.putArray("stateStoreNames");
      client.stateStoreNames().stream().sorted().forEach(stores::add);
    }
    return node;
  }

  private static ObjectNode tasks(final KafkaStreams streams) {
    final ObjectNode node = event("tasks");
    final ArrayNode active = node.putArray("active");
    final ArrayNode standby = node.putArray("standby");
    for (final ThreadMetadata thread : streams.metadataForLocalThreads()) {
      thread.activeTasks().stream().map(TaskMetadata::taskId).map(Object::toString).sorted().forEach(active::add);
      thread.standbyTasks().stream().map(TaskMetadata::taskId).map(Object::toString).sorted().forEach(standby::add);
    }
    return node;
  }

  /** The exception and its causes, outermost first: a processing failure's reason is in a cause. */
  private static String causes(final Throwable e) {
    final StringBuilder text = new StringBuilder(String.valueOf(e));
    for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
      text.append(" <- ").append(cause);
    }
    return text.toString();
  }

  private static ObjectNode event(final String name) {
    return JSON.createObjectNode().put("event", name);
  }

  private static synchronized void emit(final ObjectNode event) {
    System.out.println(event.toString());
    System.out.flush();
  }
}
