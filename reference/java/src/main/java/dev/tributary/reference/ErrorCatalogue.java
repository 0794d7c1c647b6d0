package dev.tributary.reference;

import dev.tributary.reference.Processors.CountingProcessor;
import java.time.Duration;
import java.util.List;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.KTable;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Named;
import org.apache.kafka.streams.kstream.Suppressed;
import org.apache.kafka.streams.kstream.Suppressed.BufferConfig;
import org.apache.kafka.streams.state.Stores;

/**
 * Programs that Kafka Streams rejects at build time. The harness records which exception class Java throws and
 * in which phase ({@code dsl}: the DSL call itself; {@code build}: {@code builder.build(props)}), so the
 * TypeScript port can reject the same programs with a typed error.
 */
@SuppressWarnings("unused")
final class ErrorCatalogue {
  private ErrorCatalogue() {}

  @ErrorCase(value = "topology.optimization mixes all with none", optimization = "all,none")
  static void optimizationAllAndNone(final StreamsBuilder builder) {
    builder.stream("input").to("output");
  }

  @ErrorCase(value = "topology.optimization mixes none with a rule id", optimization = "none,reuse.ktable.source.topics")
  static void optimizationNoneAndRule(final StreamsBuilder builder) {
    builder.stream("input").to("output");
  }

  @ErrorCase(value = "topology.optimization names an unknown rule", optimization = "merge.repartition.topics,no.such.rule")
  static void optimizationUnknownRule(final StreamsBuilder builder) {
    builder.stream("input").to("output");
  }

  @ErrorCase("Named.as with a character outside [a-zA-Z0-9._-]")
  static void illegalProcessorName(final StreamsBuilder builder) {
    builder.stream("input").filter((k, v) -> true, Named.as("bad name!")).to("output");
  }

  @ErrorCase("Named.as with a name longer than 249 characters")
  static void processorNameTooLong(final StreamsBuilder builder) {
    builder.stream("input").filter((k, v) -> true, Named.as("n".repeat(250))).to("output");
  }

  @ErrorCase("Named.as with an empty name")
  static void emptyProcessorName(final StreamsBuilder builder) {
    builder.stream("input").filter((k, v) -> true, Named.as("")).to("output");
  }

  @ErrorCase("The same Named.as name used for two processors")
  static void duplicateProcessorName(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.filter((k, v) -> true, Named.as("same")).mapValues(v -> v, Named.as("same")).to("output");
  }

  @ErrorCase("Materialized.as with an illegal store name")
  static void illegalStoreName(final StreamsBuilder builder) {
    builder.table("input", Materialized.as("bad store"));
  }

  @ErrorCase("Two tables materialized under the same store name")
  static void duplicateStoreName(final StreamsBuilder builder) {
    builder.table("input-a", Materialized.as("store"));
    builder.table("input-b", Materialized.as("store"));
  }

  @ErrorCase("addStateStore twice with the same store name")
  static void duplicateAddStateStore(final StreamsBuilder builder) {
    builder.addStateStore(Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore("counts"), Serdes.String(), Serdes.Long()));
    builder.addStateStore(Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore("counts"), Serdes.String(), Serdes.Long()));
  }

  @ErrorCase("process() connected to a store that was never added")
  static void processWithUnknownStore(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.process(() -> new CountingProcessor("missing"), "missing").to("output");
  }

  @ErrorCase("Two table() calls on the same topic")
  static void tableTopicTwice(final StreamsBuilder builder) {
    builder.table("input");
    builder.table("input");
  }

  @ErrorCase("stream() and table() on the same topic")
  static void streamAndTableOnOneTopic(final StreamsBuilder builder) {
    builder.stream("input").to("output");
    builder.table("input");
  }

  @ErrorCase("Two stream() sources over overlapping but different topic sets")
  static void overlappingSourceTopics(final StreamsBuilder builder) {
    builder.stream(List.of("a", "b")).to("output-ab");
    builder.stream("a").to("output-a");
  }

  @ErrorCase("suppress() on a table backed by a versioned store")
  static void suppressVersionedTable(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table(
        "input", Materialized.as(Stores.persistentVersionedKeyValueStore("versioned", Duration.ofMinutes(5))));
    table.suppress(Suppressed.untilTimeLimit(Duration.ofSeconds(1), BufferConfig.unbounded())).toStream().to("output");
  }

  @ErrorCase("globalTable() and stream() on the same topic")
  static void globalTableAndStreamOnOneTopic(final StreamsBuilder builder) {
    builder.globalTable("input");
    builder.stream("input").to("output");
  }
}
