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
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.function.BiConsumer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.Produced;

/**
 * {@code bench <bootstrap> <outFile> [records]}: the Java side of the processing benchmarks, on a real broker.
 * After one unreported warm-up run, for each workload it creates fresh topics, produces the input (not timed), starts a {@link KafkaStreams} app
 * (at-least-once, record cache off, so every input record gives one output record) and times how long the app
 * takes to write all outputs: from {@code start()} (group join included) and from the first output record. The
 * figures go to {@code outFile} as JSON so a TypeScript benchmark can print its ratio against them.
 */
final class BenchCommand {
  private static final int KEYS = 1000;
  private static final Duration TIMEOUT = Duration.ofMinutes(5);

  private BenchCommand() {}

  /** A workload: how it reads {@code in} and writes {@code out}. Each input record yields one output record. */
  private record Workload(String name, BiConsumer<KStream<String, String>, String> topology) {}

  static final List<Workload> WORKLOADS = List.of(
      new Workload("passthrough", (in, out) -> in.mapValues(v -> v.toUpperCase()).to(out)),
      new Workload("count", (in, out) -> in.groupByKey().count().toStream().to(out, Produced.with(Serdes.String(), Serdes.Long()))),
      new Workload("repartitionCount", (in, out) -> in.selectKey((k, v) -> v.substring(0, 4))
          .groupByKey()
          .count()
          .toStream()
          .to(out, Produced.with(Serdes.String(), Serdes.Long()))));

  static void run(final String bootstrap, final Path outFile, final long records) throws Exception {
    final ArrayNode results = JsonNodeFactory.instance.arrayNode();
    System.out.println("  bench warm-up (" + Math.max(records / 5, 1) + " records, not reported)");
    measure(bootstrap, WORKLOADS.get(0), Math.max(records / 5, 1));
    for (final Workload workload : WORKLOADS) {
      final ObjectNode row = measure(bootstrap, workload, records);
      results.add(row);
      System.out.printf(
          "  bench %-17s %,10d records/s from start, %,10d records/s from first output (%d records)%n",
          workload.name(), row.get("recordsPerSecond").asLong(), row.get("recordsPerSecondAfterFirstOutput").asLong(), records);
    }
    final Path parent = outFile.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    Files.writeString(outFile, json.writeValueAsString(results) + "\n", StandardCharsets.UTF_8);
    System.out.println("bench: " + WORKLOADS.size() + " workloads written to " + outFile);
  }

  private static ObjectNode measure(final String bootstrap, final Workload workload, final long records) throws Exception {
    final String run = workload.name() + "-" + UUID.randomUUID();
    final String in = "bench-in-" + run;
    final String out = "bench-out-" + run;
    try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap))) {
      createTopics(admin, List.of(in, out));
      produce(bootstrap, in, records);
      final StreamsBuilder builder = new StreamsBuilder();
      workload.topology().accept(builder.stream(in), out);
      final Path stateDir = Files.createTempDirectory("tributary-bench-");
      try (KafkaConsumer<byte[], byte[]> consumer = outputConsumer(bootstrap, out);
          KafkaStreams streams = new KafkaStreams(builder.build(), streamsProps(bootstrap, "bench-" + run, stateDir))) {
        final long start = System.nanoTime();
        streams.start();
        long seen = 0;
        long firstOutput = -1;
        final long deadline = start + TIMEOUT.toNanos();
        while (seen < records) {
          if (System.nanoTime() > deadline) {
            throw new IllegalStateException(workload.name() + ": only " + seen + " of " + records + " outputs within " + TIMEOUT);
          }
          final int polled = consumer.poll(Duration.ofMillis(100)).count();
          if (polled > 0 && firstOutput < 0) {
            firstOutput = System.nanoTime();
          }
          seen += polled;
        }
        final long end = System.nanoTime();
        streams.close(Duration.ofSeconds(30));
        streams.cleanUp();
        final ObjectNode row = JsonNodeFactory.instance.objectNode();
        row.put("workload", workload.name());
        row.put("records", records);
        row.put("millis", (end - start) / 1_000_000);
        row.put("recordsPerSecond", Math.round(records / ((end - start) / 1e9)));
        row.put("millisAfterFirstOutput", (end - firstOutput) / 1_000_000);
        row.put("recordsPerSecondAfterFirstOutput", Math.round(records / (Math.max(end - firstOutput, 1) / 1e9)));
        return row;
      } finally {
        admin.deleteTopics(List.of(in, out)).all().get();
      }
    }
  }

  private static void createTopics(final Admin admin, final List<String> topics)
      throws InterruptedException, ExecutionException {
    admin.createTopics(topics.stream().map(t -> new NewTopic(t, 1, (short) 1)).toList()).all().get();
  }

  private static void produce(final String bootstrap, final String topic, final long records) {
    final Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(ProducerConfig.LINGER_MS_CONFIG, "5");
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
      for (long i = 0; i < records; i++) {
        producer.send(new ProducerRecord<>(topic, "k" + (i % KEYS), "v" + (i % 7) + "-" + "x".repeat(90)));
      }
      producer.flush();
    }
  }

  private static KafkaConsumer<byte[], byte[]> outputConsumer(final String bootstrap, final String topic) {
    final Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "bench-reader-" + UUID.randomUUID());
    props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    final KafkaConsumer<byte[], byte[]> consumer =
        new KafkaConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer());
    consumer.subscribe(List.of(topic));
    return consumer;
  }

  private static Properties streamsProps(final String bootstrap, final String applicationId, final Path stateDir) {
    final Properties props = DriverCommand.properties(null);
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, applicationId);
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
    props.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");
    return props;
  }
}
