package dev.tributary.reference;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.JoinWindows;
import org.apache.kafka.streams.kstream.KTable;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.kstream.SessionWindows;
import org.apache.kafka.streams.kstream.StreamJoined;
import org.apache.kafka.streams.kstream.Suppressed;
import org.apache.kafka.streams.kstream.TimeWindows;
import org.apache.kafka.streams.state.Stores;
import org.apache.kafka.streams.state.WindowStore;

/**
 * Programs whose internal topics (changelogs, repartition topics) Tributary must write byte for byte as Kafka
 * Streams does. Every store is named so the changelog names do not depend on generated node numbers. Keys and
 * values are strings unless a step changes them (counts are longs). A program names its topics through a
 * {@code topic} function (identity in the driver; {@link WireCatalogue} maps them to one broker's topics), and
 * every program writes what it computes to {@code output}, so a running application's result can be read.
 */
final class InternalTopicsCatalogue {
  private InternalTopicsCatalogue() {}

  record Input(String topic, String key, String value, long timestamp) {}

  /** Adds the program to a builder; {@code topic} maps the program's topic names (input, left, right, output). */
  record Program(
      String name, String description, BiConsumer<StreamsBuilder, UnaryOperator<String>> build, List<Input> input) {}

  /** The program named {@code name}. */
  static Program program(final String name) {
    return programs().stream().filter(p -> p.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no internal-topics program named '" + name + "'"));
  }

  /** Three keys on one topic, out of order in time once, and a late record for the windowed programs. */
  private static List<Input> keyed(final String topic) {
    return List.of(
        new Input(topic, "a", "x", 1),
        new Input(topic, "b", "y", 3),
        new Input(topic, "a", "z", 7),
        new Input(topic, "c", "x", 12),
        new Input(topic, "a", "y", 4),
        new Input(topic, "b", "z", 25),
        new Input(topic, "c", "y", 31));
  }

  /** Two co-partitioned topics, interleaved in time, so joins see both sides. */
  private static List<Input> twoSided(final String left, final String right) {
    final List<Input> input = new ArrayList<>();
    input.add(new Input(left, "a", "l1", 1));
    input.add(new Input(right, "a", "r1", 2));
    input.add(new Input(right, "b", "r2", 3));
    input.add(new Input(left, "b", "l2", 5));
    input.add(new Input(left, "a", "l3", 9));
    input.add(new Input(right, "a", "r3", 14));
    input.add(new Input(left, "c", "l4", 20));
    input.add(new Input(right, "c", "r4", 40));
    return input;
  }

  private static String joined(final String left, final String right) {
    return left + "+" + right;
  }

  static List<Program> programs() {
    return List.of(
        new Program("count", "groupByKey().count() into a timestamped key-value store",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey().count(Materialized.as("counts"))
                .toStream().to(t.apply("output"), Produced.with(Serdes.String(), Serdes.Long())),
            keyed("input")),
        new Program("count-repartitioned", "groupBy(value).count(): a repartition topic and a changelog",
            (b, t) -> b.<String, String>stream(t.apply("input"))
                .groupBy((k, v) -> v, Grouped.as("by-value"))
                .count(Materialized.as("value-counts"))
                .toStream().to(t.apply("output"), Produced.with(Serdes.String(), Serdes.Long())),
            keyed("input")),
        new Program("aggregate", "groupByKey().aggregate() concatenating the values",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey()
                .aggregate(() -> "", (k, v, agg) -> agg + v, Materialized.as("concat"))
                .toStream().to(t.apply("output")),
            keyed("input")),
        new Program("reduce", "groupByKey().reduce() concatenating the values",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey()
                .reduce((a, v) -> a + v, Materialized.as("reduced"))
                .toStream().to(t.apply("output")),
            keyed("input")),
        new Program("windowed-count-tumbling", "10 ms tumbling windows, 5 ms grace, count",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey()
                .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMillis(10), Duration.ofMillis(5)))
                .count(Materialized.as("tumbling-counts")),
            keyed("input")),
        new Program("windowed-count-hopping", "10 ms windows advancing by 5 ms, no grace, count",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey()
                .windowedBy(TimeWindows.ofSizeWithNoGrace(Duration.ofMillis(10)).advanceBy(Duration.ofMillis(5)))
                .count(Materialized.as("hopping-counts")),
            keyed("input")),
        new Program("session-count", "5 ms inactivity gap sessions, no grace, count",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey()
                .windowedBy(SessionWindows.ofInactivityGapWithNoGrace(Duration.ofMillis(5)))
                .count(Materialized.as("session-counts")),
            keyed("input")),
        new Program("suppress-window-close", "tumbling count suppressed until its window closes",
            (b, t) -> b.<String, String>stream(t.apply("input")).groupByKey()
                .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMillis(10), Duration.ofMillis(2)))
                .count(Materialized.<String, Long, WindowStore<Bytes, byte[]>>as("closing-counts")
                    .withKeySerde(Serdes.String())
                    .withValueSerde(Serdes.Long()))
                .suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded()).withName("final"))
                .toStream((windowed, count) -> windowed.key() + "@" + windowed.window().start())
                .mapValues(String::valueOf)
                .to(t.apply("output")),
            keyed("input")),
        new Program("suppress-time-limit", "a table suppressed for 10 ms of stream time",
            (b, t) -> b.<String, String>table(t.apply("input"), Materialized.as("source"))
                .suppress(Suppressed.untilTimeLimit(Duration.ofMillis(10), Suppressed.BufferConfig.unbounded())
                    .withName("limited"))
                .toStream()
                .to(t.apply("output")),
            keyed("input")),
        new Program("stream-stream-join", "inner join within 10 ms, no grace",
            (b, t) -> b.<String, String>stream(t.apply("left")).join(
                    b.<String, String>stream(t.apply("right")),
                    InternalTopicsCatalogue::joined,
                    JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMillis(10)),
                    StreamJoined.<String, String, String>as("joined").withStoreName("join-store"))
                .to(t.apply("output")),
            twoSided("left", "right")),
        new Program("stream-stream-outer-join", "outer join within 10 ms, 2 ms grace: the shared store of unjoined records",
            (b, t) -> b.<String, String>stream(t.apply("left")).outerJoin(
                    b.<String, String>stream(t.apply("right")),
                    InternalTopicsCatalogue::joined,
                    JoinWindows.ofTimeDifferenceAndGrace(Duration.ofMillis(10), Duration.ofMillis(2)),
                    StreamJoined.<String, String, String>as("outer").withStoreName("outer-store"))
                .to(t.apply("output")),
            twoSided("left", "right")),
        new Program("versioned-table-join", "a stream joined to a versioned table (100 ms history)",
            (b, t) -> {
              final KTable<String, String> table = b.table(t.apply("right"),
                  Materialized.<String, String>as(
                      Stores.persistentVersionedKeyValueStore("versioned", Duration.ofMillis(100))));
              b.<String, String>stream(t.apply("left")).join(table, InternalTopicsCatalogue::joined)
                  .to(t.apply("output"));
            },
            twoSided("left", "right")),
        new Program("table-table-join", "two tables joined on their keys",
            (b, t) -> {
              final KTable<String, String> left = b.table(t.apply("left"), Materialized.as("left-table"));
              final KTable<String, String> right = b.table(t.apply("right"), Materialized.as("right-table"));
              left.join(right, InternalTopicsCatalogue::joined, Materialized.as("joined-table"))
                  .toStream()
                  .to(t.apply("output"));
            },
            twoSided("left", "right")),
        new Program("foreign-key-join", "left values name the right key (foreign-key join)",
            (b, t) -> {
              final KTable<String, String> left = b.table(t.apply("left"), Materialized.as("fk-left"));
              final KTable<String, String> right = b.table(t.apply("right"), Materialized.as("fk-right"));
              left.join(right, v -> v.endsWith("1") || v.endsWith("3") ? "a" : "b",
                      InternalTopicsCatalogue::joined, Materialized.as("fk-joined"))
                  .toStream()
                  .to(t.apply("output"));
            },
            twoSided("left", "right")));
  }
}
