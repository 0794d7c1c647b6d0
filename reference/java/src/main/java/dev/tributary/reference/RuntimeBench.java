package dev.tributary.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;

/**
 * What the runtime benchmarks ({@link WordCountBenchCommand}, {@link RestoreBenchCommand}) share with
 * {@code bench/runtimeWordCount.ts} and {@code bench/restore.ts}: the word-count topology, the app configuration
 * taken from the spec file the TypeScript side writes, and writing the figures back as JSON.
 */
final class RuntimeBench {
  /** The count store's name; its changelog is {@code <application.id>-word-counts-changelog}. */
  static final String STORE = "word-counts";

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private RuntimeBench() {}

  /** Lines split on single spaces, grouped by word, counted, written to {@code output} as String / Long. */
  static Topology wordCount(final String input, final String output) {
    final StreamsBuilder builder = new StreamsBuilder();
    builder.<String, String>stream(input)
        .flatMapValues(line -> Arrays.asList(line.split(" ")))
        .groupBy((key, word) -> word)
        .count(Materialized.as(STORE))
        .toStream()
        .to(output, Produced.with(Serdes.String(), Serdes.Long()));
    return builder.build();
  }

  static JsonNode readSpec(final Path specFile) throws IOException {
    return JSON.readTree(specFile.toFile());
  }

  static String text(final JsonNode spec, final String field) {
    final JsonNode node = spec.get(field);
    if (node == null || node.isNull()) {
      throw new IllegalArgumentException("the spec has no '" + field + "'");
    }
    return node.asText();
  }

  static long number(final JsonNode spec, final String field) {
    return Long.parseLong(text(spec, field));
  }

  /**
   * String serdes, then the spec's {@code applicationId}, {@code bootstrap}, {@code processingGuarantee},
   * {@code commitIntervalMs} and {@code cacheMaxBytes}; the input is read from the earliest offset.
   */
  static Properties streamsProps(final JsonNode spec, final Path stateDir) {
    final Properties props = DriverCommand.properties(null);
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, text(spec, "applicationId"));
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, text(spec, "bootstrap"));
    props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
    props.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, text(spec, "processingGuarantee"));
    props.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, text(spec, "commitIntervalMs"));
    props.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, text(spec, "cacheMaxBytes"));
    props.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");
    return props;
  }

  static void writeFigures(final JsonNode spec, final ObjectNode figures) throws IOException {
    final Path out = Path.of(text(spec, "out"));
    Files.writeString(out, JSON.writeValueAsString(figures) + "\n", StandardCharsets.UTF_8);
  }

  static double seconds(final long nanos) {
    return nanos / 1e9;
  }
}
