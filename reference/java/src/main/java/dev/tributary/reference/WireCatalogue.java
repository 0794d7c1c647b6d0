package dev.tributary.reference;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;

/**
 * The topologies {@link WireApp} runs on a real broker, each written the same way in {@code test/wire/catalogue.ts}
 * (same operators, names, serdes and store names), so that Java and Tributary share internal topics, state and
 * consumer groups. The spec's {@code topics} object names the source and sink topics.
 */
final class WireCatalogue {
  /** The word count's store; its changelog is {@code <application.id>-word-counts-changelog}. */
  static final String WORD_COUNTS = "word-counts";

  private WireCatalogue() {}

  static Topology build(final String name, final JsonNode topics) {
    return switch (name) {
      case "word-count" -> wordCount(RuntimeBench.text(topics, "input"), RuntimeBench.text(topics, "output"));
      default -> throw new IllegalArgumentException("no wire topology named '" + name + "'");
    };
  }

  /**
   * Lines lower-cased and split on non-word characters, empty words dropped, grouped by word, counted into
   * {@link #WORD_COUNTS} and written to {@code output} as String / Long (test/runtime/thread/wordCountApp.ts).
   */
  static Topology wordCount(final String input, final String output) {
    final StreamsBuilder builder = new StreamsBuilder();
    builder.stream(input, Consumed.with(Serdes.String(), Serdes.String()))
        .flatMapValues(line -> Arrays.asList(line.toLowerCase().split("\\W+")))
        .filter((key, word) -> !word.isEmpty())
        .groupBy((key, word) -> word, Grouped.with(Serdes.String(), Serdes.String()))
        .count(Materialized.as(WORD_COUNTS))
        .toStream()
        .to(output, Produced.with(Serdes.String(), Serdes.Long()));
    return builder.build();
  }
}
