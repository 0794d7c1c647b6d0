package dev.tributary.reference;

import dev.tributary.reference.Processors.PunctuatingCounter;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.EmitStrategy;
import org.apache.kafka.streams.kstream.GlobalKTable;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.JoinWindows;
import org.apache.kafka.streams.kstream.KGroupedStream;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.Joined;
import org.apache.kafka.streams.kstream.KTable;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.kstream.Repartitioned;
import org.apache.kafka.streams.kstream.SessionWindows;
import org.apache.kafka.streams.kstream.SlidingWindows;
import org.apache.kafka.streams.kstream.Suppressed;
import org.apache.kafka.streams.kstream.Suppressed.BufferConfig;
import org.apache.kafka.streams.kstream.TimeWindows;
import org.apache.kafka.streams.kstream.Windowed;
import org.apache.kafka.streams.state.Stores;
import org.apache.kafka.streams.state.WindowStore;

/**
 * Topologies for the TopologyTestDriver scenarios. A scenario file names one of these methods in its
 * {@code "topology"} field. Default serdes are String/String (see {@link DriverCommand}); every other serde is
 * given explicitly. Windowed keys are turned into strings {@code key@start/end} before a sink so that every output
 * topic has plain string keys.
 */
@SuppressWarnings("unused")
final class DriverCatalogue {
  private DriverCatalogue() {}

  private static final Produced<String, Long> STRING_LONG = Produced.with(Serdes.String(), Serdes.Long());

  /** The string form of a windowed key used on every windowed output topic: {@code key@start/end}. */
  static String windowedKey(final Windowed<String> key) {
    return key.key() + "@" + key.window().start() + "/" + key.window().end();
  }

  // ---------------------------------------------------------------- stateless

  static void stateless(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .filter((k, v) -> v != null)
        .filterNot((k, v) -> v.startsWith("#"))
        .mapValues(v -> v.toUpperCase())
        .mapValues((k, v) -> k + "=" + v)
        .to("output");
  }

  static void keyChanges(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.map((k, v) -> KeyValue.pair(v, k)).to("output-map");
    input.flatMap((k, v) -> List.of(KeyValue.pair(k, v), KeyValue.pair(v, k))).to("output-flatmap");
    input.flatMapValues(v -> Arrays.asList(v.split(","))).to("output-flatmapvalues");
    input.selectKey((k, v) -> v.length() + "").peek((k, v) -> {}).to("output-selectkey");
  }

  /** Same topology as {@link DescribeCatalogue#split}. */
  static void split(final StreamsBuilder builder) {
    DescribeCatalogue.split(builder);
  }

  /** Same topology as {@link DescribeCatalogue#merge}. */
  static void merge(final StreamsBuilder builder) {
    DescribeCatalogue.merge(builder);
  }

  static void repartition(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .selectKey((k, v) -> v)
        .repartition(Repartitioned.<String, String>as("by-value").withNumberOfPartitions(1))
        .mapValues((k, v) -> k + "!")
        .to("output");
  }

  /** Same topology as {@link DescribeCatalogue#processValues}. */
  static void processValues(final StreamsBuilder builder) {
    DescribeCatalogue.processValues(builder);
  }

  /** Same topology as {@link DescribeCatalogue#processWithStore}. */
  static void processWithStore(final StreamsBuilder builder) {
    DescribeCatalogue.processWithStore(builder);
  }

  static void punctuation(final StreamsBuilder builder) {
    builder.addStateStore(Stores.keyValueStoreBuilder(
        Stores.inMemoryKeyValueStore(PunctuatingCounter.STORE), Serdes.String(), Serdes.Long()));
    final KStream<String, String> input = builder.stream("input");
    input.process(PunctuatingCounter::new, PunctuatingCounter.STORE).to("output", STRING_LONG);
  }

  // ---------------------------------------------------------------- stream aggregations

  /** Same topology as {@link DescribeCatalogue#wordCountMaterialized} (store {@code counts-store}). */
  static void wordCount(final StreamsBuilder builder) {
    DescribeCatalogue.wordCountMaterialized(builder);
  }

  static void reduce(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.groupByKey().reduce((a, b) -> a + "," + b, Materialized.as("reduce-store")).toStream().to("output");
  }

  static void aggregate(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupBy((k, v) -> v, Grouped.as("by-value"))
        .aggregate(
            () -> 0L,
            (k, v, total) -> total + 1,
            Materialized.<String, Long>as(Stores.inMemoryKeyValueStore("agg-store")).withValueSerde(Serdes.Long()))
        .toStream()
        .to("output", STRING_LONG);
  }

  /** Same topology as {@link DescribeCatalogue#cogroup}: clicks add 1, views add 10. */
  static void cogroup(final StreamsBuilder builder) {
    DescribeCatalogue.cogroup(builder);
  }

  /** A cogrouped count regrouped into one total: the regroup needs the cogroup's old values to subtract. */
  static void cogroupRegrouped(final StreamsBuilder builder) {
    final KGroupedStream<String, String> clicks = builder.<String, String>stream("clicks").groupByKey();
    final KGroupedStream<String, String> views = builder.<String, String>stream("views").groupByKey();
    clicks
        .<Long>cogroup((k, v, n) -> n + 1)
        .cogroup(views, (k, v, n) -> n + 10)
        .aggregate(() -> 0L, Materialized.with(Serdes.String(), Serdes.Long()))
        .groupBy((k, n) -> KeyValue.pair("total", n), Grouped.with(Serdes.String(), Serdes.Long()))
        .reduce((a, b) -> a + b, (a, b) -> a - b, Materialized.with(Serdes.String(), Serdes.Long()))
        .toStream()
        .to("output", STRING_LONG);
  }

  static void mergeRepartitionTopics(final StreamsBuilder builder) {
    final KStream<String, String> byValue = builder.<String, String>stream("input").selectKey((k, v) -> v);
    byValue.groupByKey().count().toStream().to("output-count", STRING_LONG);
    byValue.groupByKey().reduce((a, b) -> a + b).toStream().to("output-reduce");
  }

  // ---------------------------------------------------------------- windows

  /** The records of topic "input" grouped by their key. */
  private static KGroupedStream<String, String> groupedInput(final StreamsBuilder builder) {
    return builder.<String, String>stream("input").groupByKey();
  }

  /** Writes windowed counts to topic "output" with {@link #windowedKey} string keys. */
  private static void toOutput(final KTable<? extends Windowed<String>, Long> counts) {
    counts.toStream((wk, n) -> windowedKey(wk)).to("output", STRING_LONG);
  }

  static void tumblingCount(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .count(Materialized.as("tumbling-counts")));
  }

  static void hoppingCount(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(TimeWindows.ofSizeWithNoGrace(Duration.ofSeconds(10)).advanceBy(Duration.ofSeconds(5)))
        .count(Materialized.as("hopping-counts")));
  }

  static void slidingCount(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .count(Materialized.as("sliding-counts")));
  }

  static void sessionCount(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(SessionWindows.ofInactivityGapAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .count(Materialized.as("session-counts")));
  }

  static void suppressWindowCloses(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .count(Materialized.<String, Long, WindowStore<Bytes, byte[]>>as("final-counts")
            .withKeySerde(Serdes.String())
            .withValueSerde(Serdes.Long()))
        .suppress(Suppressed.untilWindowCloses(BufferConfig.unbounded())));
  }

  static void tumblingEmitFinal(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .emitStrategy(EmitStrategy.onWindowClose())
        .count(Materialized.as("emit-final-counts")));
  }

  static void sessionEmitFinal(final StreamsBuilder builder) {
    toOutput(groupedInput(builder)
        .windowedBy(SessionWindows.ofInactivityGapAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .emitStrategy(EmitStrategy.onWindowClose())
        .count(Materialized.as("session-final-counts")));
  }

  static void sessionReduce(final StreamsBuilder builder) {
    groupedInput(builder)
        .windowedBy(SessionWindows.ofInactivityGapWithNoGrace(Duration.ofSeconds(10)))
        .reduce((a, b) -> a + "," + b, Materialized.as("session-reduce"))
        .toStream((wk, v) -> windowedKey(wk))
        .to("output");
  }

  /** Clicks add 1 and views add 10 to one count per key and tumbling window (10 s, grace 5 s). */
  static void cogroupWindowed(final StreamsBuilder builder) {
    final KGroupedStream<String, String> clicks = builder.<String, String>stream("clicks").groupByKey();
    final KGroupedStream<String, String> views = builder.<String, String>stream("views").groupByKey();
    toOutput(clicks
        .<Long>cogroup((k, v, n) -> n + 1)
        .cogroup(views, (k, v, n) -> n + 10)
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5)))
        .aggregate(() -> 0L, Materialized.<String, Long, WindowStore<Bytes, byte[]>>as("cogroup-window-counts")
            .withValueSerde(Serdes.Long())));
  }

  static void suppressEmitEarly(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input", Materialized.as("input-store"));
    table
        .suppress(Suppressed.untilTimeLimit(Duration.ofSeconds(10), BufferConfig.maxRecords(2).emitEarlyWhenFull()))
        .toStream()
        .to("output");
  }

  static void suppressTimeLimit(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input", Materialized.as("input-store"));
    table
        .suppress(Suppressed.untilTimeLimit(Duration.ofSeconds(10), BufferConfig.maxRecords(100)))
        .toStream()
        .to("output");
  }

  // ---------------------------------------------------------------- tables

  static void tableSource(final StreamsBuilder builder) {
    builder.table("input", Materialized.as("table-store")).toStream().to("output");
  }

  static void tableOps(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .filter((k, v) -> !v.startsWith("#"), Materialized.as("filtered-store"))
        .mapValues(v -> v.toUpperCase())
        .toStream()
        .to("output");
  }

  static void toTable(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.toTable(Materialized.as("latest")).toStream().to("output");
  }

  static void tableGroupByCount(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .groupBy((k, v) -> KeyValue.pair(v, k))
        .count(Materialized.as("count-by-value"))
        .toStream()
        .to("output", STRING_LONG);
  }

  static void tableGroupByAggregate(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .groupBy((k, v) -> KeyValue.pair(v.substring(0, 1), v), Grouped.as("by-initial"))
        .aggregate(
            () -> 0L,
            (k, v, total) -> total + v.length(),
            (k, v, total) -> total - v.length(),
            Materialized.<String, Long>as(Stores.inMemoryKeyValueStore("length-by-initial")).withValueSerde(Serdes.Long()))
        .toStream()
        .to("output", STRING_LONG);
  }

  static void tableTableJoins(final StreamsBuilder builder) {
    final KTable<String, String> left = builder.table("left");
    final KTable<String, String> right = builder.table("right");
    left.join(right, (l, r) -> l + "+" + r).toStream().to("output-inner");
    left.leftJoin(right, (l, r) -> l + "+" + r).toStream().to("output-left");
    left.outerJoin(right, (l, r) -> l + "+" + r).toStream().to("output-outer");
  }

  static void fkJoins(final StreamsBuilder builder) {
    final KTable<String, String> orders = builder.table("orders");
    final KTable<String, String> customers = builder.table("customers");
    orders.join(customers, order -> order.split(":")[0], (o, c) -> o + "/" + c).toStream().to("output-inner");
    orders.leftJoin(customers, order -> order.split(":")[0], (o, c) -> o + "/" + c).toStream().to("output-left");
  }

  // ---------------------------------------------------------------- stream joins

  static void streamTableJoins(final StreamsBuilder builder) {
    final KStream<String, String> clicks = builder.stream("clicks");
    final KTable<String, String> users = builder.table("users");
    clicks.join(users, (click, user) -> click + "/" + user).to("output-inner");
    clicks.leftJoin(users, (click, user) -> click + "/" + user).to("output-left");
  }

  /** A versioned table joined twice: with a grace period (buffered) and without (as-of lookups only). */
  static void versionedJoins(final StreamsBuilder builder) {
    final KStream<String, String> orders = builder.stream("orders");
    final KTable<String, String> prices = builder.table(
        "prices", Materialized.as(Stores.persistentVersionedKeyValueStore("prices-store", Duration.ofMinutes(1))));
    orders
        .join(prices, (order, price) -> order + "/" + price,
            Joined.with(Serdes.String(), Serdes.String(), Serdes.String(), "priced", Duration.ofMillis(10)))
        .to("output-grace");
    orders.join(prices, (order, price) -> order + "/" + price).to("output-asof");
  }

  /**
   * A versioned table's out-of-order updates (KIP-914): toStream() emits them, a table-table join and a groupBy
   * count below the versioned table ignore them.
   */
  static void versionedTableUpdates(final StreamsBuilder builder) {
    final KTable<String, String> prices = builder.table(
        "prices", Materialized.as(Stores.persistentVersionedKeyValueStore("prices-store", Duration.ofMinutes(1))));
    final KTable<String, String> names = builder.table("names");
    prices.toStream().to("output-updates");
    prices.join(names, (price, name) -> name + "/" + price).toStream().to("output-join");
    prices.groupBy((item, price) -> KeyValue.pair(price, item)).count().toStream()
        .to("output-count", Produced.with(Serdes.String(), Serdes.Long()));
  }

  static void streamGlobalTableJoins(final StreamsBuilder builder) {
    final KStream<String, String> orders = builder.stream("orders");
    final GlobalKTable<String, String> products =
        builder.globalTable("products", Consumed.with(Serdes.String(), Serdes.String()), Materialized.as("products-store"));
    orders.join(products, (k, v) -> v, (order, product) -> order + "/" + product).to("output-inner");
    orders.leftJoin(products, (k, v) -> v, (order, product) -> order + "/" + product).to("output-left");
  }

  /** Joins that read a table view (filter then mapValues, not materialized) through its source store. */
  static void joinsOnViews(final StreamsBuilder builder) {
    final KTable<String, String> users =
        builder.<String, String>table("users").filter((k, v) -> !v.startsWith("#")).mapValues(v -> v.toUpperCase());
    final KStream<String, String> clicks = builder.stream("clicks");
    clicks.leftJoin(users, (click, user) -> click + "/" + user).to("output-stream");
    final KTable<String, String> orders = builder.table("orders");
    orders.join(users, (order, user) -> order + "+" + user).toStream().to("output-table");
  }

  static void streamStreamJoins(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    final JoinWindows window = JoinWindows.ofTimeDifferenceAndGrace(Duration.ofSeconds(10), Duration.ofSeconds(5));
    left.join(right, (l, r) -> l + "+" + r, window).to("output-inner");
    left.leftJoin(right, (l, r) -> l + "+" + r, window).to("output-left");
    left.outerJoin(right, (l, r) -> l + "+" + r, window).to("output-outer");
  }

  static void streamStreamJoinsNoGrace(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    final JoinWindows window = JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofSeconds(10));
    left.join(right, (l, r) -> l + "+" + r, window).to("output-inner");
    left.leftJoin(right, (l, r) -> l + "+" + r, window).to("output-left");
    left.outerJoin(right, (l, r) -> l + "+" + r, window).to("output-outer");
  }

  static void selfJoin(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.join(input, (l, r) -> l + "+" + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofSeconds(10))).to("output");
  }
}
