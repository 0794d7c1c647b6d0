package dev.tributary.reference;

import dev.tributary.reference.Processors.CountingProcessor;
import dev.tributary.reference.Processors.GlobalStoreUpdater;
import dev.tributary.reference.Processors.KeyByValue;
import dev.tributary.reference.Processors.UppercaseValues;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.kstream.Branched;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.EmitStrategy;
import org.apache.kafka.streams.kstream.GlobalKTable;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.JoinWindows;
import org.apache.kafka.streams.kstream.Joined;
import org.apache.kafka.streams.kstream.KGroupedStream;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.KTable;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Named;
import org.apache.kafka.streams.kstream.Printed;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.kstream.Repartitioned;
import org.apache.kafka.streams.kstream.SessionWindows;
import org.apache.kafka.streams.kstream.SlidingWindows;
import org.apache.kafka.streams.kstream.StreamJoined;
import org.apache.kafka.streams.kstream.Suppressed;
import org.apache.kafka.streams.kstream.Suppressed.BufferConfig;
import org.apache.kafka.streams.kstream.TableJoined;
import org.apache.kafka.streams.kstream.TimeWindows;
import org.apache.kafka.streams.state.Stores;

/**
 * The describe() catalogue: each {@link Program} method adds one small topology to a fresh builder.
 * The TypeScript DSL helper ports each method line by line and compares its describe() with the golden.
 * Keep programs short; lambdas are trivial because they never show in describe().
 */
@SuppressWarnings("unused")
final class DescribeCatalogue {
  private DescribeCatalogue() {}

  // ---------------------------------------------------------------- sources and sinks

  @Program("stream(topic).to(topic) with default names")
  static void pipe(final StreamsBuilder builder) {
    builder.stream("input").to("output");
  }

  @Program("Source and sink named with Consumed.as / Produced.as, serdes given")
  static void pipeNamed(final StreamsBuilder builder) {
    builder
        .stream("input", Consumed.with(Serdes.String(), Serdes.String()).withName("read-input"))
        .to("output", Produced.with(Serdes.String(), Serdes.String()).withName("write-output"));
  }

  @Program("Source over several topics and a source over a regex pattern")
  static void multiTopicAndPatternSources(final StreamsBuilder builder) {
    builder.stream(List.of("input-a", "input-b")).to("output-ab");
    builder.stream(Pattern.compile("logs-.*")).to("output-logs");
  }


  @Program("The same topic read by two stream() calls (merged into one source node)")
  static void duplicateSourceTopic(final StreamsBuilder builder) {
    final KStream<String, String> first = builder.stream("input");
    final KStream<String, String> second = builder.stream("input");
    first.filter((k, v) -> v != null).to("output-first");
    second.mapValues(v -> v.toUpperCase()).to("output-second");
  }

  // ---------------------------------------------------------------- stateless KStream operators

  @Program("filter, filterNot, mapValues (value and key+value) with default names")
  static void statelessValueOps(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .filter((k, v) -> v != null)
        .filterNot((k, v) -> v.isEmpty())
        .mapValues(v -> v.toUpperCase())
        .mapValues((k, v) -> k + ":" + v)
        .to("output");
  }

  @Program("filter, filterNot, mapValues, each named with Named.as")
  static void statelessValueOpsNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .filter((k, v) -> v != null, Named.as("drop-nulls"))
        .filterNot((k, v) -> v.isEmpty(), Named.as("drop-empty"))
        .mapValues(v -> v.toUpperCase(), Named.as("upper"))
        .mapValues((k, v) -> k + ":" + v, Named.as("prefix-key"))
        .to("output", Produced.as("to-output"));
  }

  @Program("map, flatMap, flatMapValues, selectKey, peek with default names")
  static void keyChangingOps(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .map((k, v) -> KeyValue.pair(v, k))
        .flatMap((k, v) -> List.of(KeyValue.pair(k, v), KeyValue.pair(v, k)))
        .flatMapValues(v -> Arrays.asList(v.split(",")))
        .selectKey((k, v) -> v)
        .peek((k, v) -> {})
        .to("output");
  }

  @Program("map, flatMap, flatMapValues, selectKey, peek, each named")
  static void keyChangingOpsNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .map((k, v) -> KeyValue.pair(v, k), Named.as("swap"))
        .flatMap((k, v) -> List.of(KeyValue.pair(k, v), KeyValue.pair(v, k)), Named.as("both-ways"))
        .flatMapValues(v -> Arrays.asList(v.split(",")), Named.as("split-csv"))
        .selectKey((k, v) -> v, Named.as("key-by-value"))
        .peek((k, v) -> {}, Named.as("look"))
        .to("output");
  }

  @Program("Terminal operators: foreach and print (Printed) next to a sink, default names")
  static void terminals(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.foreach((k, v) -> {});
    input.print(Printed.toSysOut());
    input.to("output");
  }

  @Program("Terminal operators named: foreach with Named, print with Printed.withName and a label")
  static void terminalsNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.foreach((k, v) -> {}, Named.as("side-effect"));
    input.print(Printed.<String, String>toSysOut().withLabel("input").withName("printer"));
    input.to("output");
  }

  // ---------------------------------------------------------------- split, merge, repartition

  @Program("split() with two unnamed branches and a default branch, each consumed by a sink")
  static void split(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .split()
        .branch((k, v) -> v.startsWith("a"), Branched.withConsumer(s -> s.to("output-a")))
        .branch((k, v) -> v.startsWith("b"), Branched.withConsumer(s -> s.to("output-b")))
        .defaultBranch(Branched.withConsumer(s -> s.to("output-other")));
  }

  @Program("split(Named) with Branched.as / Branched.withFunction names; branches taken from the returned map")
  static void splitNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    final Map<String, KStream<String, String>> branches = input
        .split(Named.as("route-"))
        .branch((k, v) -> v.startsWith("a"), Branched.as("a"))
        .branch((k, v) -> v.startsWith("b"), Branched.withFunction(s -> s.mapValues(v -> v.toUpperCase()), "b"))
        .defaultBranch(Branched.as("other"));
    branches.get("route-a").to("output-a");
    branches.get("route-b").to("output-b");
    branches.get("route-other").to("output-other");
  }

  @Program("merge of two streams, default names")
  static void merge(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("input-left");
    final KStream<String, String> right = builder.stream("input-right");
    left.merge(right).to("output");
  }

  @Program("merge of two streams named with Named.as")
  static void mergeNamed(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("input-left");
    final KStream<String, String> right = builder.stream("input-right");
    left.merge(right, Named.as("both")).to("output");
  }

  @Program("repartition() with default names")
  static void repartition(final StreamsBuilder builder) {
    builder.stream("input").repartition().to("output");
  }

  @Program("repartition(Repartitioned.as(name).withNumberOfPartitions(4)) and one with serdes only")
  static void repartitionNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .repartition(Repartitioned.<String, String>as("by-user").withNumberOfPartitions(4))
        .repartition(Repartitioned.with(Serdes.String(), Serdes.String()))
        .to("output");
  }

  // ---------------------------------------------------------------- stream aggregations

  @Program(
      value = "Word count with default names (groupBy + count + toStream + to); also with optimizations all",
      optimizations = {"all"})
  static void wordCount(final StreamsBuilder builder) {
    final KStream<String, String> lines = builder.stream("streams-plaintext-input");
    lines
        .flatMapValues(v -> Arrays.asList(v.toLowerCase().split("\\W+")))
        .groupBy((k, word) -> word)
        .count()
        .toStream()
        .to("streams-wordcount-output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("Word count with count(Materialized.as(\"counts-store\"))")
  static void wordCountMaterialized(final StreamsBuilder builder) {
    final KStream<String, String> lines = builder.stream("streams-plaintext-input");
    lines
        .flatMapValues(v -> Arrays.asList(v.toLowerCase().split("\\W+")))
        .groupBy((k, word) -> word)
        .count(Materialized.as("counts-store"))
        .toStream()
        .to("streams-wordcount-output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("Word count with Grouped.as, a Named count and a named store, toStream(Named)")
  static void wordCountNamed(final StreamsBuilder builder) {
    final KStream<String, String> lines = builder.stream("streams-plaintext-input");
    lines
        .flatMapValues(v -> Arrays.asList(v.toLowerCase().split("\\W+")), Named.as("split-words"))
        .groupBy((k, word) -> word, Grouped.with("words", Serdes.String(), Serdes.String()))
        .count(Named.as("count-words"), Materialized.as("word-counts"))
        .toStream(Named.as("changes"))
        .to("streams-wordcount-output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("groupByKey().reduce() with no repartition, default names")
  static void groupByKeyReduce(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.groupByKey().reduce((a, b) -> a + b).toStream().to("output");
  }

  @Program("groupByKey(Grouped).reduce(Named, Materialized.as)")
  static void groupByKeyReduceNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey(Grouped.with(Serdes.String(), Serdes.String()))
        .reduce((a, b) -> a + b, Named.as("concat"), Materialized.as("concat-store"))
        .toStream()
        .to("output");
  }

  @Program("groupByKey().aggregate() with a Materialized that only carries serdes (unnamed store)")
  static void groupByKeyAggregate(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .aggregate(() -> 0L, (k, v, total) -> total + v.length(), Materialized.with(Serdes.String(), Serdes.Long()))
        .toStream()
        .to("output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("selectKey then groupByKey().count(): the key change forces a repartition")
  static void selectKeyThenCount(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.selectKey((k, v) -> v).groupByKey().count().toStream().to("output");
  }


  @Program("process() may change keys: a later groupByKey repartitions; processValues() keeps keys: no repartition")
  static void processThenGroupByKey(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.processValues(UppercaseValues::new).groupByKey().count().toStream().to("output-values");
    input.process(KeyByValue::new).groupByKey().count().toStream().to("output-keys");
  }

  @Program("selectKey then repartition(): the following groupByKey needs no second repartition")
  static void repartitionThenGroupByKey(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.selectKey((k, v) -> v).repartition().groupByKey().count().toStream().to("output");
  }

  @Program("selectKey then peek/filter/flatMapValues then groupByKey: value-preserving steps keep the repartition need")
  static void keyChangeThroughStatelessOps(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .selectKey((k, v) -> v)
        .peek((k, v) -> {})
        .filter((k, v) -> v != null)
        .flatMapValues(v -> List.of(v, v))
        .groupByKey(Grouped.as("rekeyed"))
        .count()
        .toStream()
        .to("output");
  }

  // ---------------------------------------------------------------- tables

  @Program("table(topic) used only through toStream (not materialized), default names")
  static void tableSource(final StreamsBuilder builder) {
    builder.table("input").toStream().to("output");
  }

  @Program("table(topic, Materialized.as(store))")
  static void tableSourceMaterialized(final StreamsBuilder builder) {
    builder.table("input", Materialized.as("input-store")).toStream().to("output");
  }

  @Program(
      value = "table(topic, Consumed.as(name), Materialized.as(store)); reuse.ktable.source.topics on and off",
      optimizations = {"reuse.ktable.source.topics"})
  static void tableSourceNamed(final StreamsBuilder builder) {
    builder
        .table("users", Consumed.with(Serdes.String(), Serdes.String()).withName("users"), Materialized.as("users-store"))
        .toStream()
        .to("output");
  }

  @Program("KTable filter, filterNot, mapValues unmaterialized (views), default names")
  static void tableStatelessOps(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .filter((k, v) -> v != null)
        .filterNot((k, v) -> v.isEmpty())
        .mapValues(v -> v.toUpperCase())
        .toStream()
        .to("output");
  }

  @Program("KTable filter/mapValues materialized: named stores, Named ops, and an unnamed Materialized (burns an index)")
  static void tableStatelessOpsMaterialized(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .filter((k, v) -> v != null, Materialized.as("non-null-store"))
        .filterNot((k, v) -> v.isEmpty(), Named.as("drop-empty"), Materialized.with(Serdes.String(), Serdes.String()))
        .mapValues(v -> v.toUpperCase(), Named.as("upper"), Materialized.as("upper-store"))
        .toStream(Named.as("upper-changes"))
        .to("output");
  }

  @Program("KStream.toTable() unnamed and toTable(Named, Materialized.as)")
  static void toTable(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.toTable().toStream().to("output");
    input.mapValues(v -> v.toUpperCase()).toTable(Named.as("latest"), Materialized.as("latest-store")).toStream().to("output-upper");
  }

  @Program("KTable.groupBy(...).count(), default names")
  static void tableGroupByCount(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table.groupBy((k, v) -> KeyValue.pair(v, v)).count().toStream().to("output");
  }

  @Program("KTable.groupBy(Grouped.as).reduce(adder, subtractor, Materialized.as)")
  static void tableGroupByReduceNamed(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .groupBy((k, v) -> KeyValue.pair(v, k), Grouped.with("by-value", Serdes.String(), Serdes.String()))
        .reduce((a, b) -> a + b, (a, b) -> a.replace(b, ""), Materialized.as("reduced-store"))
        .toStream()
        .to("output");
  }

  @Program("KTable.groupBy().aggregate(init, adder, subtractor), default names")
  static void tableGroupByAggregate(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .groupBy((k, v) -> KeyValue.pair(v, k))
        .aggregate(() -> 0L, (k, v, n) -> n + 1, (k, v, n) -> n - 1, Materialized.with(Serdes.String(), Serdes.Long()))
        .toStream()
        .to("output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("KTable.suppress(untilTimeLimit) unnamed, and one named with Suppressed.withName")
  static void tableSuppress(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table
        .suppress(Suppressed.untilTimeLimit(Duration.ofSeconds(10), BufferConfig.maxRecords(100)))
        .toStream()
        .to("output");
    table
        .mapValues(v -> v.toUpperCase())
        .suppress(Suppressed.<String>untilTimeLimit(Duration.ofSeconds(5), BufferConfig.unbounded()).withName("rate-limit"))
        .toStream()
        .to("output-upper");
  }


  @Program("KTable.toStream(KeyValueMapper) re-keys the changelog stream, and toStream(mapper, Named)")
  static void tableToStreamWithMapper(final StreamsBuilder builder) {
    final KTable<String, String> table = builder.table("input");
    table.toStream((k, v) -> v).to("output-by-value");
    table.toStream((k, v) -> k + v, Named.as("rekey")).to("output-rekeyed");
  }

  @Program("table-table join of two views (filter, mapValues): the sources materialize lazily for the value getters")
  static void tableJoinOnViews(final StreamsBuilder builder) {
    final KTable<String, String> left = builder.<String, String>table("left").filter((k, v) -> v != null);
    final KTable<String, String> right = builder.<String, String>table("right").mapValues(v -> v.toUpperCase());
    left.join(right, (l, r) -> l + r, Named.as("views")).toStream().to("output");
  }

  @Program("stream joined with a table that is an aggregation result (count by key)")
  static void streamJoinAggregatedTable(final StreamsBuilder builder) {
    final KStream<String, String> events = builder.stream("events");
    final KTable<String, Long> counts = builder.<String, String>stream("visits").groupByKey().count();
    events.join(counts, (event, count) -> event + count).to("output");
  }

  // ---------------------------------------------------------------- global tables and stores

  @Program("globalTable(topic) joined by a stream (join) with default names")
  static void globalTableJoin(final StreamsBuilder builder) {
    final KStream<String, String> orders = builder.stream("orders");
    final GlobalKTable<String, String> products = builder.globalTable("products");
    orders.join(products, (k, v) -> v, (order, product) -> order + product).to("output");
  }

  @Program("globalTable(topic, Consumed.as, Materialized.as) and a Named stream-globalTable leftJoin")
  static void globalTableLeftJoinNamed(final StreamsBuilder builder) {
    final KStream<String, String> orders = builder.stream("orders");
    final GlobalKTable<String, String> products = builder.globalTable(
        "products", Consumed.with(Serdes.String(), Serdes.String()).withName("products"), Materialized.as("products-store"));
    orders.leftJoin(products, (k, v) -> v, (order, product) -> order + product, Named.as("enrich")).to("output");
  }

  @Program("addGlobalStore with a store builder, a Consumed and a processor supplier")
  static void globalStore(final StreamsBuilder builder) {
    builder.addGlobalStore(
        Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore("global-kv"), Serdes.String(), Serdes.String())
            .withLoggingDisabled(),
        "global-input",
        Consumed.with(Serdes.String(), Serdes.String()),
        () -> new GlobalStoreUpdater("global-kv"));
    builder.stream("input").to("output");
  }

  @Program("addStateStore + process(supplier, storeName) with default names")
  static void processWithStore(final StreamsBuilder builder) {
    builder.addStateStore(
        Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore("counts"), Serdes.String(), Serdes.Long()));
    final KStream<String, String> input = builder.stream("input");
    input.process(() -> new CountingProcessor("counts"), "counts").to("output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("process(supplier, Named, storeName) and processValues(supplier, Named)")
  static void processNamed(final StreamsBuilder builder) {
    builder.addStateStore(
        Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore("counts"), Serdes.String(), Serdes.Long()));
    final KStream<String, String> input = builder.stream("input");
    input
        .processValues(UppercaseValues::new, Named.as("upper"))
        .process(() -> new CountingProcessor("counts"), Named.as("counter"), "counts")
        .to("output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("processValues(supplier) with default names")
  static void processValues(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.processValues(UppercaseValues::new).to("output");
  }

  // ---------------------------------------------------------------- stream-table joins

  @Program("stream-table join and leftJoin, default names")
  static void streamTableJoins(final StreamsBuilder builder) {
    final KStream<String, String> clicks = builder.stream("clicks");
    final KTable<String, String> users = builder.table("users");
    clicks.join(users, (click, user) -> click + user).to("output-inner");
    clicks.leftJoin(users, (click, user) -> click + user).to("output-left");
  }

  @Program("stream-table join with Joined.as(name) and serdes")
  static void streamTableJoinNamed(final StreamsBuilder builder) {
    final KStream<String, String> clicks = builder.stream("clicks");
    final KTable<String, String> users = builder.table("users", Materialized.as("users-store"));
    clicks
        .join(users, (click, user) -> click + user, Joined.with(Serdes.String(), Serdes.String(), Serdes.String()).withName("enrich"))
        .to("output");
  }

  @Program("selectKey then stream-table join (repartition for the join), unnamed and Joined-named")
  static void streamTableJoinAfterKeyChange(final StreamsBuilder builder) {
    final KStream<String, String> clicks = builder.stream("clicks");
    final KTable<String, String> users = builder.table("users");
    final KStream<String, String> byUser = clicks.selectKey((k, v) -> v);
    byUser.join(users, (click, user) -> click + user).to("output");
    byUser.leftJoin(users, (click, user) -> click + user, Joined.as("clicks-by-user")).to("output-left");
  }

  @Program("A source table materialized as a versioned store (KIP-889), then toStream")
  static void versionedTable(final StreamsBuilder builder) {
    builder
        .table("prices", Materialized.as(Stores.persistentVersionedKeyValueStore("prices-store", Duration.ofMinutes(5))))
        .toStream()
        .to("output");
  }

  @Program("stream-table join with a grace period against a versioned table (KIP-923), named and unnamed")
  static void streamTableJoinWithGrace(final StreamsBuilder builder) {
    final KStream<String, String> orders = builder.stream("orders");
    final KTable<String, String> prices = builder.table(
        "prices", Materialized.as(Stores.persistentVersionedKeyValueStore("prices-store", Duration.ofMinutes(5))));
    orders
        .join(prices, (order, price) -> order + price,
            Joined.with(Serdes.String(), Serdes.String(), Serdes.String(), "priced", Duration.ofMillis(100)))
        .to("output");
    orders
        .leftJoin(prices, (order, price) -> order + price, Joined.with(Serdes.String(), Serdes.String(), Serdes.String()).withGracePeriod(Duration.ofMillis(50)))
        .to("output-left");
  }

  // ---------------------------------------------------------------- stream-stream joins

  @Program("stream-stream join with JoinWindows.ofTimeDifferenceWithNoGrace, default names")
  static void streamStreamJoin(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    left.join(right, (l, r) -> l + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5))).to("output");
  }

  @Program("stream-stream leftJoin with JoinWindows.ofTimeDifferenceAndGrace, default names")
  static void streamStreamLeftJoin(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    left
        .leftJoin(right, (l, r) -> l + r, JoinWindows.ofTimeDifferenceAndGrace(Duration.ofMinutes(5), Duration.ofMinutes(1)))
        .to("output");
  }

  @Program("stream-stream outerJoin, default names (shared outer store)")
  static void streamStreamOuterJoin(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    left.outerJoin(right, (l, r) -> l + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5))).to("output");
  }

  @Program("stream-stream join with StreamJoined.with(serdes).withName(...).withStoreName(...)")
  static void streamStreamJoinNamed(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    left
        .join(
            right,
            (l, r) -> l + r,
            JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5)),
            StreamJoined.with(Serdes.String(), Serdes.String(), Serdes.String()).withName("pair").withStoreName("pair-store"))
        .to("output");
  }

  @Program("stream-stream outerJoin with StreamJoined.as(storeName) only")
  static void streamStreamOuterJoinNamed(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.stream("left");
    final KStream<String, String> right = builder.stream("right");
    left
        .outerJoin(right, (l, r) -> l + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5)), StreamJoined.as("either"))
        .to("output");
  }

  @Program("selectKey on both sides then a stream-stream join (both sides repartitioned)")
  static void streamStreamJoinAfterKeyChange(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.<String, String>stream("left").selectKey((k, v) -> v);
    final KStream<String, String> right = builder.<String, String>stream("right").selectKey((k, v) -> v);
    left.join(right, (l, r) -> l + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5))).to("output");
  }

  @Program(
      value = "Inner self-join of one stream, default names; single.store.self.join on and off",
      optimizations = {"single.store.self.join"})
  static void selfJoin(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.join(input, (l, r) -> l + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(1))).to("output");
  }

  // ---------------------------------------------------------------- table-table joins

  @Program("table-table join, leftJoin and outerJoin, default names (views)")
  static void tableTableJoins(final StreamsBuilder builder) {
    final KTable<String, String> left = builder.table("left");
    final KTable<String, String> right = builder.table("right");
    left.join(right, (l, r) -> l + r).toStream().to("output-inner");
    left.leftJoin(right, (l, r) -> l + r).toStream().to("output-left");
    left.outerJoin(right, (l, r) -> l + r).toStream().to("output-outer");
  }

  @Program("table-table join with Named + Materialized.as, and outerJoin with an unnamed Materialized")
  static void tableTableJoinMaterialized(final StreamsBuilder builder) {
    final KTable<String, String> left = builder.table("left");
    final KTable<String, String> right = builder.table("right");
    left.join(right, (l, r) -> l + r, Named.as("pair"), Materialized.as("pair-store")).toStream().to("output-inner");
    left.outerJoin(right, (l, r) -> l + r, Materialized.with(Serdes.String(), Serdes.String())).toStream().to("output-outer");
  }

  @Program("foreign-key table-table join, default names")
  static void fkJoin(final StreamsBuilder builder) {
    final KTable<String, String> orders = builder.table("orders");
    final KTable<String, String> customers = builder.table("customers");
    orders.join(customers, order -> order, (order, customer) -> order + customer).toStream().to("output");
  }

  @Program("foreign-key leftJoin with TableJoined.as(name) and Materialized.as(store)")
  static void fkLeftJoinNamed(final StreamsBuilder builder) {
    final KTable<String, String> orders = builder.table("orders");
    final KTable<String, String> customers = builder.table("customers");
    orders
        .leftJoin(
            customers,
            order -> order,
            (order, customer) -> order + customer,
            TableJoined.as("order-customer"),
            Materialized.as("enriched-orders"))
        .toStream()
        .to("output");
  }

  // ---------------------------------------------------------------- windows

  @Program("Tumbling TimeWindows.ofSizeWithNoGrace + count, default names")
  static void tumblingWindowCount(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.groupByKey().windowedBy(TimeWindows.ofSizeWithNoGrace(Duration.ofMinutes(5))).count().toStream().to("output");
  }

  @Program("Hopping TimeWindows (size 10m, advance 1m, grace 1m) + aggregate with Named and Materialized.as")
  static void hoppingWindowAggregate(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMinutes(10), Duration.ofMinutes(1)).advanceBy(Duration.ofMinutes(1)))
        .aggregate(() -> 0L, (k, v, total) -> total + v.length(), Named.as("total-length"), Materialized.as("hopping-store"))
        .toStream()
        .to("output");
  }

  @Program("SlidingWindows.ofTimeDifferenceWithNoGrace + count, default names")
  static void slidingWindowCount(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.groupByKey().windowedBy(SlidingWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5))).count().toStream().to("output");
  }

  @Program("SlidingWindows with grace + reduce with Named and Materialized.as")
  static void slidingWindowReduceNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(Duration.ofMinutes(5), Duration.ofMinutes(1)))
        .reduce((a, b) -> a + b, Named.as("sliding-concat"), Materialized.as("sliding-store"))
        .toStream()
        .to("output");
  }

  @Program("SessionWindows.ofInactivityGapWithNoGrace + count, default names")
  static void sessionWindowCount(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input.groupByKey().windowedBy(SessionWindows.ofInactivityGapWithNoGrace(Duration.ofMinutes(5))).count().toStream().to("output");
  }

  @Program("SessionWindows with grace + aggregate(init, agg, merger) with Named and Materialized.as")
  static void sessionWindowAggregateNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(SessionWindows.ofInactivityGapAndGrace(Duration.ofMinutes(5), Duration.ofMinutes(1)))
        .aggregate(() -> 0L, (k, v, n) -> n + 1, (k, a, b) -> a + b, Named.as("session-count"), Materialized.as("session-store"))
        .toStream()
        .to("output");
  }

  @Program("Windowed count + suppress(untilWindowCloses(unbounded)), default names")
  static void suppressUntilWindowCloses(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMinutes(5), Duration.ofMinutes(1)))
        .count()
        .suppress(Suppressed.untilWindowCloses(BufferConfig.unbounded()))
        .toStream()
        .to("output");
  }

  @Program("Windowed count (named store) + suppress(untilWindowCloses).withName")
  static void suppressUntilWindowClosesNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMinutes(5), Duration.ofMinutes(1)))
        .count(Materialized.as("window-counts"))
        .suppress(Suppressed.untilWindowCloses(BufferConfig.maxRecords(1000).shutDownWhenFull()).withName("final-counts"))
        .toStream()
        .to("output");
  }

  // ---------------------------------------------------------------- cogroup

  @Program("cogroup of two grouped streams + aggregate, default names")
  static void cogroup(final StreamsBuilder builder) {
    final KGroupedStream<String, String> clicks = builder.<String, String>stream("clicks").groupByKey();
    final KGroupedStream<String, String> views = builder.<String, String>stream("views").groupByKey();
    clicks
        .<Long>cogroup((k, v, n) -> n + 1)
        .cogroup(views, (k, v, n) -> n + 10)
        .aggregate(() -> 0L, Materialized.with(Serdes.String(), Serdes.Long()))
        .toStream()
        .to("output", Produced.with(Serdes.String(), Serdes.Long()));
  }

  @Program("cogroup (one side repartitioned by groupBy) windowed by tumbling windows, aggregate with Named and Materialized.as")
  static void cogroupWindowedNamed(final StreamsBuilder builder) {
    final KGroupedStream<String, String> clicks = builder.<String, String>stream("clicks").groupByKey();
    final KGroupedStream<String, String> views =
        builder.<String, String>stream("views").groupBy((k, v) -> v, Grouped.as("views-by-page"));
    clicks
        .<Long>cogroup((k, v, n) -> n + 1)
        .cogroup(views, (k, v, n) -> n + 10)
        .windowedBy(TimeWindows.ofSizeWithNoGrace(Duration.ofMinutes(1)))
        .aggregate(() -> 0L, Named.as("activity"), Materialized.as("activity-store"))
        .toStream()
        .to("output");
  }


  @Program("Tumbling window count with emitStrategy(onWindowClose()) (emit final results)")
  static void tumblingEmitOnWindowClose(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMinutes(5), Duration.ofMinutes(1)))
        .emitStrategy(EmitStrategy.onWindowClose())
        .count()
        .toStream()
        .to("output");
  }

  @Program("Session window count with emitStrategy(onWindowClose()) and a named store")
  static void sessionEmitOnWindowClose(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .groupByKey()
        .windowedBy(SessionWindows.ofInactivityGapWithNoGrace(Duration.ofMinutes(5)))
        .emitStrategy(EmitStrategy.onWindowClose())
        .count(Materialized.as("final-sessions"))
        .toStream()
        .to("output");
  }

  @Program("cogroup windowed by SessionWindows: aggregate needs a session merger")
  static void cogroupSessionWindows(final StreamsBuilder builder) {
    final KGroupedStream<String, String> clicks = builder.<String, String>stream("clicks").groupByKey();
    final KGroupedStream<String, String> views = builder.<String, String>stream("views").groupByKey();
    clicks
        .<Long>cogroup((k, v, n) -> n + 1)
        .cogroup(views, (k, v, n) -> n + 10)
        .windowedBy(SessionWindows.ofInactivityGapWithNoGrace(Duration.ofMinutes(5)))
        .aggregate(() -> 0L, (k, a, b) -> a + b, Materialized.with(Serdes.String(), Serdes.Long()))
        .toStream()
        .to("output");
  }

  // ---------------------------------------------------------------- optimizations

  @Program(
      value = "One key change feeding two aggregations: merge.repartition.topics on and off",
      optimizations = {"all", "merge.repartition.topics"})
  static void mergeRepartitionTopics(final StreamsBuilder builder) {
    final KStream<String, String> byValue = builder.<String, String>stream("input").selectKey((k, v) -> v);
    byValue.groupByKey().count().toStream().to("output-count");
    byValue.groupByKey().reduce((a, b) -> a + b).toStream().to("output-reduce");
  }

  @Program(
      value = "Key change feeding two Grouped-named aggregations and a join: merge.repartition.topics on and off",
      optimizations = {"all", "merge.repartition.topics"})
  static void mergeRepartitionTopicsNamed(final StreamsBuilder builder) {
    final KStream<String, String> byValue = builder.<String, String>stream("input").map((k, v) -> KeyValue.pair(v, k));
    final KTable<String, String> users = builder.table("users");
    byValue.groupByKey(Grouped.as("first")).count(Materialized.as("first-count")).toStream().to("output-count");
    byValue.groupByKey(Grouped.as("second")).reduce((a, b) -> a + b, Materialized.as("second-reduce")).toStream().to("output-reduce");
    byValue.join(users, (v, u) -> v + u).to("output-join");
  }

  @Program(
      value = "Two key-changed streams merged, then two aggregations: the merge is the key-changing root",
      optimizations = {"all"})
  static void mergeOfKeyChangedStreams(final StreamsBuilder builder) {
    final KStream<String, String> left = builder.<String, String>stream("left").selectKey((k, v) -> v);
    final KStream<String, String> right = builder.<String, String>stream("right").map((k, v) -> KeyValue.pair(v, k));
    final KStream<String, String> merged = left.merge(right);
    merged.groupByKey().count().toStream().to("output-count");
    merged.groupByKey().reduce((a, b) -> a + b).toStream().to("output-reduce");
  }

  @Program(
      value = "Key change, then one aggregation directly and one after mapValues and filter",
      optimizations = {"all", "merge.repartition.topics"})
  static void mergeRepartitionTopicsAfterValueChange(final StreamsBuilder builder) {
    final KStream<String, String> byValue = builder.<String, String>stream("input").selectKey((k, v) -> v);
    byValue.groupByKey().count().toStream().to("output-count");
    byValue.mapValues(v -> v.toUpperCase()).filter((k, v) -> !v.isEmpty()).groupByKey().reduce((a, b) -> a + b)
        .toStream()
        .to("output-reduce");
  }

  @Program(
      value = "Key change feeding a repartition() and a groupByKey: merge.repartition.topics on and off",
      optimizations = {"all"})
  static void mergeRepartitionTopicsWithExplicitRepartition(final StreamsBuilder builder) {
    final KStream<String, String> byValue = builder.<String, String>stream("input").selectKey((k, v) -> v);
    byValue.repartition().to("output-repartitioned");
    byValue.groupByKey(Grouped.as("grouped")).count().toStream().to("output-count");
  }

  @Program(
      value = "Table source joined by a stream: reuse.ktable.source.topics on and off",
      optimizations = {"all", "reuse.ktable.source.topics"})
  static void reuseSourceTopic(final StreamsBuilder builder) {
    final KTable<String, String> users = builder.table("users");
    final KStream<String, String> clicks = builder.stream("clicks");
    clicks.join(users, (click, user) -> click + user).to("output");
  }

  @Program(
      value = "Self-join named with StreamJoined: single.store.self.join on and off",
      optimizations = {"all", "single.store.self.join"})
  static void selfJoinNamed(final StreamsBuilder builder) {
    final KStream<String, String> input = builder.stream("input");
    input
        .join(input, (l, r) -> l + r, JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(1)), StreamJoined.as("self"))
        .to("output");
  }

  @Program(
      value = "Table source, key change and two aggregations: two rules given as a list, and all",
      optimizations = {"all", "reuse.ktable.source.topics,merge.repartition.topics"})
  static void ruleList(final StreamsBuilder builder) {
    final KTable<String, String> users = builder.table("users", Materialized.as("users-store"));
    final KStream<String, String> byRegion = builder.<String, String>stream("clicks").selectKey((k, v) -> v);
    byRegion.groupByKey().count().toStream().to("output-count");
    byRegion.join(users, (click, user) -> click + user).to("output-join");
  }
}
