package dev.tributary.reference;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
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
 * consumer groups. The spec's {@code topics} object names the source and sink topics. Besides the word count,
 * any set of {@link InternalTopicsCatalogue} programs runs as one topology ({@link #catalogue}); Tributary builds
 * the same from test/wire/internalTopicsPrograms.ts.
 */
final class WireCatalogue {
  /** The word count's store; its changelog is {@code <application.id>-word-counts-changelog}. */
  static final String WORD_COUNTS = "word-counts";

  private WireCatalogue() {}

  /**
   * {@code catalogue:<program>,<program>,...}: the named {@link InternalTopicsCatalogue} programs in one topology,
   * added in the order given, each over its own topics: its topic {@code t} is {@code topics["<program>.t"]}.
   * One application then runs several programs (their store names differ); only generated names (the foreign-key
   * join's topics) depend on the order.
   */
  static final String CATALOGUE = "catalogue:";

  static Topology build(final String name, final JsonNode topics) {
    return switch (name) {
      case "word-count" -> wordCount(RuntimeBench.text(topics, "input"), RuntimeBench.text(topics, "output"));
      default -> {
        if (!name.startsWith(CATALOGUE)) {
          throw new IllegalArgumentException("no wire topology named '" + name + "'");
        }
        yield catalogue(Arrays.asList(name.substring(CATALOGUE.length()).split(",")), topics);
      }
    };
  }

  static Topology catalogue(final List<String> programs, final JsonNode topics) {
    final StreamsBuilder builder = new StreamsBuilder();
    for (final String name : programs) {
      InternalTopicsCatalogue.program(name).build().accept(builder, t -> RuntimeBench.text(topics, name + "." + t));
    }
    return builder.build();
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
