package dev.tributary.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.streams.processor.TaskId;
import org.apache.kafka.streams.processor.assignment.ProcessId;
import org.apache.kafka.streams.processor.internals.assignment.AssignmentInfo;
import org.apache.kafka.streams.processor.internals.assignment.SubscriptionInfo;
import org.apache.kafka.streams.state.HostInfo;

/**
 * {@code assignor-wire <outDir>}: encodes a catalogue of Kafka Streams' {@link SubscriptionInfo} and
 * {@link AssignmentInfo} values with Java's own classes at every protocol version (1 to 11), and writes
 * {@code subscriptions.json} and {@code assignments.json}: each case's field values, Java's bytes (hex) and Java's
 * decoding of those bytes. Cases marked {@code orderFixed} hold at most one element per hashed collection, so the
 * bytes do not depend on Java's hash order and another encoder must reproduce them exactly; the other cases use
 * insertion-ordered collections, so that their bytes too are the same at every run.
 *
 * <p>If {@code <outDir>/tributary-encodings.json} exists (bytes Tributary wrote), Java decodes each one and writes
 * its view to {@code tributary-decoded.json}.
 */
final class AssignorWireGoldens {
  private AssignorWireGoldens() {}

  private static final UUID PROCESS = UUID.fromString("8f3c1a52-6b7d-4e21-9a0b-3c4d5e6f7a81");
  private static final long NEXT_REBALANCE = 1_767_225_600_000L;
  private static final HexFormat HEX = HexFormat.of();
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  static void run(final Path outDir) throws IOException {
    Files.createDirectories(outDir);
    final ArrayNode subscriptions = JsonNodeFactory.instance.arrayNode();
    for (int v = 1; v <= 11; v++) {
      final Map<TaskId, Long> sums = new LinkedHashMap<>();
      sums.put(new TaskId(0, 0), -2L);
      sums.put(new TaskId(1, 2), 1234L);
      subscription(subscriptions, "basic-v" + v, v, v < 3 ? -1 : 11, "localhost:8080", sums, (byte) 5, 0,
          Map.of("zone", "eu-1"), true);
    }
    final Map<TaskId, Long> many = new LinkedHashMap<>();
    many.put(new TaskId(0, 1), -2L);
    many.put(new TaskId(0, 0), 17L);
    many.put(new TaskId(2, 3), 9_007_199_254_740_991L);
    many.put(new TaskId(1, 0), 0L);
    many.put(new TaskId(0, 4), -2L);
    final Map<String, String> tags = new LinkedHashMap<>();
    tags.put("zone", "eu-1");
    tags.put("rack", "r\u00e9-7");
    subscription(subscriptions, "rich-v11", 11, 11, "[::1]:9092", many, (byte) -3, 4, tags, true);
    subscription(subscriptions, "rich-v10", 10, 11, "host-1.example:80", many, (byte) 127, 0, Map.of(), true);
    subscription(subscriptions, "rich-v8", 8, 11, "host-1.example:80", many, (byte) -128, 0, Map.of(), true);
    subscription(subscriptions, "probing-v3", 3, 11, "localhost:8080", Map.of(), (byte) 0, 0, Map.of(), true);
    subscription(subscriptions, "empty-v11", 11, 11, null, Map.of(), (byte) 0, 0, Map.of(), true);
    write(outDir.resolve("subscriptions.json"), subscriptions);

    final ArrayNode assignments = JsonNodeFactory.instance.arrayNode();
    final TopicPartition in0 = new TopicPartition("in", 0);
    final TopicPartition in1 = new TopicPartition("in", 1);
    for (int v = 1; v <= 11; v++) {
      assignment(assignments, "basic-v" + v, v, v < 3 ? -1 : 11,
          List.of(new TaskId(0, 0), new TaskId(0, 1)),
          Map.of(new TaskId(1, 0), Set.of(in0)),
          Map.of(new HostInfo("localhost", 8080), Set.of(in0)),
          Map.of(new HostInfo("other", 9090), Set.of(in1)),
          0, NEXT_REBALANCE, true);
    }
    final Map<TaskId, Set<TopicPartition>> standbys = new LinkedHashMap<>();
    standbys.put(new TaskId(1, 1), linked(new TopicPartition("left", 1), new TopicPartition("right", 1)));
    standbys.put(new TaskId(2, 0), linked(new TopicPartition("app-KSTREAM-REPARTITION-0000000003-repartition", 0)));
    final Map<HostInfo, Set<TopicPartition>> active = new LinkedHashMap<>();
    active.put(new HostInfo("a.example", 1), linked(new TopicPartition("left", 0), new TopicPartition("right", 0)));
    active.put(new HostInfo("b.example", 2), linked(new TopicPartition("left", 1), new TopicPartition("\u00fcber", 3)));
    final Map<HostInfo, Set<TopicPartition>> standby = new LinkedHashMap<>();
    standby.put(new HostInfo("a.example", 1), linked(new TopicPartition("left", 1)));
    standby.put(new HostInfo("b.example", 2), linked());
    for (final int v : new int[] {11, 8, 6, 5, 4, 2}) {
      assignment(assignments, "rich-v" + v, v, v < 3 ? -1 : 11,
          List.of(new TaskId(0, 0), new TaskId(1, 0), new TaskId(1, 0)),
          standbys, active, standby, 0, 0L, false);
    }
    assignment(assignments, "probing-v8", 8, 11, List.of(), Map.of(), Map.of(), Map.of(), 0, 0L, true);
    assignment(assignments, "shutdown-v11", 11, 11, List.of(), Map.of(), Map.of(), Map.of(), 4, Long.MAX_VALUE, true);
    assignment(assignments, "never-v11", 11, 11, List.of(new TaskId(3, 7)), Map.of(), Map.of(), Map.of(), 0,
        Long.MAX_VALUE, true);
    write(outDir.resolve("assignments.json"), assignments);

    final Path ours = outDir.resolve("tributary-encodings.json");
    if (Files.exists(ours)) {
      decodeOurs(ours, outDir.resolve("tributary-decoded.json"));
    }
    System.out.println("assignor-wire: " + subscriptions.size() + " subscriptions, " + assignments.size()
        + " assignments in " + outDir);
  }

  private static void subscription(final ArrayNode out, final String name, final int version, final int latest,
                                   final String endpoint, final Map<TaskId, Long> sums, final byte unique,
                                   final int errorCode, final Map<String, String> tags, final boolean orderFixed) {
    final SubscriptionInfo info =
        new SubscriptionInfo(version, latest, new ProcessId(PROCESS), endpoint, sums, unique, errorCode, tags);
    final ObjectNode row = out.addObject();
    row.put("name", name);
    row.put("orderFixed", orderFixed);
    final ObjectNode fields = row.putObject("fields");
    fields.put("version", version);
    fields.put("latestSupportedVersion", latest);
    fields.put("processId", PROCESS.toString());
    fields.put("userEndpoint", endpoint == null ? "" : endpoint);
    final ArrayNode sumRows = fields.putArray("taskOffsetSums");
    sums.forEach((task, sum) -> sumRows.addObject().put("task", task.toString()).put("offsetSum", sum));
    fields.put("uniqueField", unique);
    fields.put("errorCode", errorCode);
    final ArrayNode tagRows = fields.putArray("clientTags");
    tags.forEach((k, val) -> tagRows.addObject().put("key", k).put("value", val));
    final ByteBuffer bytes = info.encode();
    row.put("hex", hex(bytes));
    row.set("decoded", subscriptionView(SubscriptionInfo.decode(bytes)));
  }

  private static ObjectNode subscriptionView(final SubscriptionInfo info) {
    final ObjectNode view = JsonNodeFactory.instance.objectNode();
    view.put("version", info.version());
    view.put("latestSupportedVersion", info.latestSupportedVersion());
    view.put("processId", info.processId().id().toString());
    view.put("userEndpoint", info.userEndPoint() == null ? "" : info.userEndPoint());
    final ArrayNode sums = view.putArray("taskOffsetSums");
    info.taskOffsetSums().entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> sums.addObject().put("task", e.getKey().toString()).put("offsetSum", e.getValue()));
    view.put("errorCode", info.errorCode());
    final ArrayNode tags = view.putArray("clientTags");
    info.clientTags().entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> tags.addObject().put("key", e.getKey()).put("value", e.getValue()));
    return view;
  }

  private static void assignment(final ArrayNode out, final String name, final int version, final int common,
                                 final List<TaskId> activeTasks, final Map<TaskId, Set<TopicPartition>> standbyTasks,
                                 final Map<HostInfo, Set<TopicPartition>> byHost,
                                 final Map<HostInfo, Set<TopicPartition>> standbyByHost, final int errorCode,
                                 final long nextRebalanceMs, final boolean orderFixed) {
    final AssignmentInfo info =
        new AssignmentInfo(version, common, activeTasks, standbyTasks, byHost, standbyByHost, errorCode);
    info.setNextRebalanceTime(nextRebalanceMs);
    final ObjectNode row = out.addObject();
    row.put("name", name);
    row.put("orderFixed", orderFixed);
    final ObjectNode fields = row.putObject("fields");
    fields.put("version", version);
    fields.put("commonlySupportedVersion", common);
    final ArrayNode tasks = fields.putArray("activeTasks");
    activeTasks.forEach(t -> tasks.add(t.toString()));
    final ArrayNode standbyRows = fields.putArray("standbyTasks");
    standbyTasks.forEach((t, ps) -> partitions(standbyRows.addObject().put("task", t.toString()), ps));
    hosts(fields.putArray("partitionsByHost"), byHost);
    hosts(fields.putArray("standbyPartitionsByHost"), standbyByHost);
    fields.put("errorCode", errorCode);
    fields.put("nextRebalanceMs", Long.toString(nextRebalanceMs));
    final ByteBuffer bytes = info.encode();
    row.put("hex", hex(bytes));
    row.set("decoded", assignmentView(AssignmentInfo.decode(bytes)));
  }

  private static ObjectNode assignmentView(final AssignmentInfo info) {
    final ObjectNode view = JsonNodeFactory.instance.objectNode();
    view.put("version", info.version());
    view.put("commonlySupportedVersion", info.commonlySupportedVersion());
    final ArrayNode tasks = view.putArray("activeTasks");
    info.activeTasks().forEach(t -> tasks.add(t.toString()));
    final ArrayNode standbyRows = view.putArray("standbyTasks");
    info.standbyTasks().entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> partitions(standbyRows.addObject().put("task", e.getKey().toString()), e.getValue()));
    hosts(view.putArray("partitionsByHost"), info.partitionsByHost());
    hosts(view.putArray("standbyPartitionsByHost"),
        info.standbyPartitionByHost() == null ? Map.of() : info.standbyPartitionByHost());
    view.put("errorCode", info.errCode());
    view.put("nextRebalanceMs", Long.toString(info.nextRebalanceMs()));
    return view;
  }

  private static void hosts(final ArrayNode out, final Map<HostInfo, Set<TopicPartition>> byHost) {
    byHost.entrySet().stream()
        .sorted(Comparator.comparing((Map.Entry<HostInfo, Set<TopicPartition>> e) -> e.getKey().host())
            .thenComparingInt(e -> e.getKey().port()))
        .forEach(e -> partitions(out.addObject().put("host", e.getKey().host()).put("port", e.getKey().port()),
            e.getValue()));
  }

  private static void partitions(final ObjectNode row, final Set<TopicPartition> partitions) {
    final ArrayNode out = row.putArray("partitions");
    final List<TopicPartition> sorted = new ArrayList<>(partitions);
    sorted.sort(Comparator.comparing(TopicPartition::topic).thenComparingInt(TopicPartition::partition));
    sorted.forEach(p -> out.addObject().put("topic", p.topic()).put("partition", p.partition()));
  }

  /** Java's view of each {"kind": "subscription"|"assignment", "name", "hex"} that Tributary wrote. */
  private static void decodeOurs(final Path in, final Path out) throws IOException {
    final ArrayNode rows = JsonNodeFactory.instance.arrayNode();
    for (final var entry : JSON.readTree(in.toFile())) {
      final ByteBuffer bytes = ByteBuffer.wrap(HEX.parseHex(entry.get("hex").asText()));
      final ObjectNode row = rows.addObject();
      row.put("kind", entry.get("kind").asText());
      row.put("name", entry.get("name").asText());
      row.set("decoded", entry.get("kind").asText().equals("subscription")
          ? subscriptionView(SubscriptionInfo.decode(bytes))
          : assignmentView(AssignmentInfo.decode(bytes)));
    }
    write(out, rows);
  }

  /** A set in the given order: Set.of iterates in an order that changes from one JVM run to the next. */
  private static Set<TopicPartition> linked(final TopicPartition... partitions) {
    return new LinkedHashSet<>(List.of(partitions));
  }

  private static String hex(final ByteBuffer bytes) {
    final byte[] copy = new byte[bytes.remaining()];
    bytes.duplicate().get(copy);
    return HEX.formatHex(copy);
  }

  private static void write(final Path file, final ArrayNode rows) throws IOException {
    Files.writeString(file, JSON.writeValueAsString(rows) + "\n", StandardCharsets.UTF_8);
  }
}
