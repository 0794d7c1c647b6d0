package dev.tributary.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.kstream.KTable;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.kstream.TimeWindows;

/**
 * {@code driver-bench <outFile>}: the Java side of {@code bench/driver.ts}. Runs word count, a windowed count and a
 * stream-table join through Kafka Streams' {@link TopologyTestDriver} on the same generated inputs as the
 * TypeScript benchmark (record count from {@code BENCH_DRIVER_RECORDS}, default 20000; record cache off), after one
 * unreported warm-up run each, and writes rows {@code { workload, records, recordsPerSecond }} as JSON.
 */
final class DriverBenchCommand {
  private static final int KEYS = 1000;

  private DriverBenchCommand() {}

  private record Workload(String name, Consumer<StreamsBuilder> topology, BiFunction<TopologyTestDriver, Integer, Integer> drive) {}

  private static String word(final long i) {
    return "w" + ((i * 7919) % KEYS);
  }

  private static String line(final long i) {
    final StringBuilder sb = new StringBuilder();
    for (int j = 0; j < 5; j++) {
      if (j > 0) {
        sb.append(' ');
      }
      sb.append(word(i * 5 + j));
    }
    return sb.toString();
  }

  private static TestInputTopic<String, String> input(final TopologyTestDriver driver, final String topic) {
    return driver.createInputTopic(topic, new StringSerializer(), new StringSerializer());
  }

  static final List<Workload> WORKLOADS = List.of(
      new Workload(
          "wordCount",
          b -> b.<String, String>stream("lines")
              .flatMapValues(v -> Arrays.asList(v.split(" ")))
              .groupBy((k, w) -> w)
              .count(Materialized.as("counts"))
              .toStream()
              .to("counts-out", Produced.with(Serdes.String(), Serdes.Long())),
          (driver, n) -> {
            final TestInputTopic<String, String> in = input(driver, "lines");
            for (int i = 0; i < n; i++) {
              in.pipeInput(null, line(i), i);
            }
            return driver.createOutputTopic("counts-out", Serdes.String().deserializer(), Serdes.Long().deserializer())
                .readKeyValuesToList().size();
          }),
      new Workload(
          "windowedCount",
          b -> b.<String, String>stream("events")
              .groupByKey()
              .windowedBy(TimeWindows.ofSizeWithNoGrace(Duration.ofSeconds(10)))
              .count(Materialized.as("window-counts"))
              .toStream((wk, c) -> wk.key() + "@" + wk.window().start())
              .to("window-out", Produced.with(Serdes.String(), Serdes.Long())),
          (driver, n) -> {
            final TestInputTopic<String, String> in = input(driver, "events");
            for (int i = 0; i < n; i++) {
              in.pipeInput(word(i), "e", i * 10L);
            }
            return driver.createOutputTopic("window-out", Serdes.String().deserializer(), Serdes.Long().deserializer())
                .readKeyValuesToList().size();
          }),
      new Workload(
          "streamTableJoin",
          b -> {
            final KTable<String, String> users = b.table("users");
            b.<String, String>stream("clicks").join(users, (click, user) -> click + "/" + user).to("joined");
          },
          (driver, n) -> {
            final TestInputTopic<String, String> users = input(driver, "users");
            for (int k = 0; k < KEYS; k++) {
              users.pipeInput("w" + k, "user-" + k, 0L);
            }
            final TestInputTopic<String, String> clicks = input(driver, "clicks");
            for (int i = 0; i < n; i++) {
              clicks.pipeInput(word(i), "click-" + i, (long) i);
            }
            return driver.createOutputTopic("joined", Serdes.String().deserializer(), Serdes.String().deserializer())
                .readKeyValuesToList().size();
          }));

  private static Properties props() {
    final Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "bench-driver");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:9092");
    props.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.String().getClass());
    props.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.String().getClass());
    props.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0);
    return props;
  }

  private static long runOnce(final Workload workload, final int records) {
    final StreamsBuilder builder = new StreamsBuilder();
    workload.topology().accept(builder);
    try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props())) {
      final long start = System.nanoTime();
      workload.drive().apply(driver, records);
      return System.nanoTime() - start;
    }
  }

  static void run(final Path outFile) throws Exception {
    final String env = System.getenv("BENCH_DRIVER_RECORDS");
    final int records = env == null ? 20_000 : Integer.parseInt(env);
    final ArrayNode rows = JsonNodeFactory.instance.arrayNode();
    for (final Workload workload : WORKLOADS) {
      runOnce(workload, Math.max(1, records / 10));
      final long nanos = runOnce(workload, records);
      final ObjectNode row = JsonNodeFactory.instance.objectNode();
      row.put("workload", workload.name());
      row.put("records", records);
      row.put("recordsPerSecond", Math.round(records / (nanos / 1e9)));
      rows.add(row);
    }
    final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    Files.writeString(outFile, json.writeValueAsString(rows) + "\n", StandardCharsets.UTF_8);
  }
}
