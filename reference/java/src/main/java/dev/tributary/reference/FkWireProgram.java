package dev.tributary.reference;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.KTable;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.kstream.TableJoined;
import org.apache.kafka.streams.state.KeyValueStore;
import org.apache.kafka.streams.test.TestRecord;

/**
 * The fk-wire program: a foreign-key inner join and a left join (orders on the customer before ':' in the order's
 * value, none without one; named "fk") run in Java's TopologyTestDriver; every record of its subscription registration topic, response topic and
 * subscription store changelog, as hex (fk-wire/program.json), with the input it was given.
 */
final class FkWireProgram {
  static final String APP = "fk-wire";
  private static final HexFormat HEX = HexFormat.of();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  /** topic, key, value (null: tombstone), timestamp. */
  private static final List<String[]> INPUT =
      List.of(
          new String[] {"customers", "c1", "Alice", "1"},
          new String[] {"orders", "o1", "c1:book", "2"},
          new String[] {"orders", "o2", "c2:pen", "3"},
          new String[] {"orders", "o1", "c2:book", "4"},
          new String[] {"customers", "c2", "Bob", "5"},
          new String[] {"orders", "o2", null, "6"},
          new String[] {"customers", "c2", "Bobby", "7"},
          new String[] {"customers", "c1", null, "8"},
          new String[] {"orders", "o3", "pen", "9"},
          new String[] {"orders", "o1", "c2:cup", "10"});
  static final List<String> TOPICS =
      List.of(
          APP + "-fk-subscription-registration-topic",
          APP + "-fk-subscription-response-topic",
          APP + "-fk-subscription-store-changelog");

  private FkWireProgram() {}

  /** The inner and the left join of the same input. */
  static ObjectNode run() {
    final ObjectNode root = NODES.objectNode();
    final ArrayNode input = root.putArray("input");
    for (final String[] r : INPUT) {
      input.add(NODES.objectNode().put("topic", r[0]).put("key", r[1]).put("value", r[2]).put("timestamp", Long.parseLong(r[3])));
    }
    root.set("inner", topicsOf(false));
    root.set("left", topicsOf(true));
    return root;
  }

  /** The part before ':' of an order, or no foreign key. */
  private static String customerOf(final String order) {
    final int colon = order.indexOf(':');
    return colon < 0 ? null : order.substring(0, colon);
  }

  private static ObjectNode topicsOf(final boolean leftJoin) {
    final StreamsBuilder builder = new StreamsBuilder();
    final KTable<String, String> orders = builder.table("orders", Consumed.with(Serdes.String(), Serdes.String()));
    final KTable<String, String> customers =
        builder.table("customers", Consumed.with(Serdes.String(), Serdes.String()));
    final Materialized<String, String, KeyValueStore<Bytes, byte[]>> result =
        Materialized.with(Serdes.String(), Serdes.String());
    (leftJoin
            ? orders.leftJoin(customers, FkWireProgram::customerOf, (o, c) -> o + "/" + c, TableJoined.as("fk"), result)
            : orders.join(customers, FkWireProgram::customerOf, (o, c) -> o + "/" + c, TableJoined.as("fk"), result))
        .toStream()
        .to("out", Produced.with(Serdes.String(), Serdes.String()));
    final Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, APP);
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "dummy:9092");
    final ObjectNode topics = NODES.objectNode();
    try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props)) {
      for (final String[] r : INPUT) {
        final TestInputTopic<String, String> topic =
            driver.createInputTopic(r[0], new StringSerializer(), new StringSerializer());
        topic.pipeInput(r[1], r[2], Long.parseLong(r[3]));
      }
      for (final String name : TOPICS) {
        final ArrayNode records = topics.putArray(name);
        for (final TestRecord<byte[], byte[]> r :
            driver.createOutputTopic(name, new ByteArrayDeserializer(), new ByteArrayDeserializer()).readRecordsToList()) {
          final ObjectNode headers = NODES.objectNode();
          for (final Header h : r.headers()) headers.put(h.key(), h.value() == null ? null : HEX.formatHex(h.value()));
          records.add(
              NODES.objectNode()
                  .put("key", r.key() == null ? null : HEX.formatHex(r.key()))
                  .put("value", r.value() == null ? null : HEX.formatHex(r.value()))
                  .put("timestamp", r.timestamp())
                  .set("headers", headers));
        }
      }
    }
    return topics;
  }
}
