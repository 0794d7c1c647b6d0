package dev.tributary.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.kstream.internals.foreignkeyjoin.SubscriptionResponseWrapper;
import org.apache.kafka.streams.kstream.internals.foreignkeyjoin.SubscriptionResponseWrapperSerde;
import org.apache.kafka.streams.kstream.internals.foreignkeyjoin.SubscriptionWrapper;
import org.apache.kafka.streams.kstream.internals.foreignkeyjoin.SubscriptionWrapperSerde;
import org.apache.kafka.streams.state.internals.Murmur3;

/**
 * The fk-wire golden family: the bytes Kafka Streams' own foreign-key join serdes write (SubscriptionWrapperSerde,
 * SubscriptionResponseWrapperSerde) and the Murmur3 hash it puts in them, for a few inputs with String serdes, as
 * hex in one JSON file (fk-wire/wrappers.json), and the internal topics of a foreign-key join (fk-wire/program.json).
 */
final class FkWireCommand {
  private static final HexFormat HEX = HexFormat.of();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final String PK_TOPIC = "app-fk-topic-pk";
  private static final String RESPONSE_TOPIC = "app-response-topic";
  private static final List<String> HASHED =
      List.of("", "a", "abc", "book", "0123456789abcdef", "0123456789abcdef0", "a-little-bit-longer-string-than-32");

  private FkWireCommand() {}

  static void run(final Path outDir) throws Exception {
    final ObjectNode root = NODES.objectNode();
    root.put("kafkaVersion", System.getProperty("kafka.version", "unknown"));
    root.set("murmur3", murmur3());
    root.set("subscriptions", subscriptions());
    root.set("responses", responses());
    Files.createDirectories(outDir);
    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(outDir.resolve("wrappers.json").toFile(), root);
    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(outDir.resolve("program.json").toFile(), FkWireProgram.run());
  }

  private static byte[] utf8(final String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static String hashHex(final long[] hash) {
    return HEX.formatHex(ByteBuffer.allocate(16).putLong(hash[0]).putLong(hash[1]).array());
  }

  private static ArrayNode murmur3() {
    final ArrayNode cases = NODES.arrayNode();
    for (final String input : HASHED) {
      cases.add(NODES.objectNode().put("input", HEX.formatHex(utf8(input))).put("hash", hashHex(Murmur3.hash128(utf8(input)))));
    }
    return cases;
  }

  private static ArrayNode subscriptions() {
    final SubscriptionWrapperSerde<String> serde = new SubscriptionWrapperSerde<>(() -> PK_TOPIC, Serdes.String());
    final ArrayNode cases = NODES.arrayNode();
    final long[] hash = Murmur3.hash128(utf8("c1:book"));
    for (final byte version : new byte[] {0, 1}) {
      for (final SubscriptionWrapper.Instruction instruction : SubscriptionWrapper.Instruction.values()) {
        for (final boolean hashed : new boolean[] {true, false}) {
          final Integer partition = version == 0 ? null : 3;
          final SubscriptionWrapper<String> wrapper =
              new SubscriptionWrapper<>(hashed ? hash : null, instruction, "order-1", version, partition);
          cases.add(
              NODES.objectNode()
                  .put("version", version)
                  .put("instruction", instruction.name())
                  .put("hash", hashed ? hashHex(hash) : null)
                  .put("primaryKey", HEX.formatHex(utf8("order-1")))
                  .put("primaryPartition", partition)
                  .put("bytes", HEX.formatHex(serde.serializer().serialize("ignored", new RecordHeaders(), wrapper))));
        }
      }
    }
    return cases;
  }

  private static ArrayNode responses() {
    final SubscriptionResponseWrapperSerde<String> serde = new SubscriptionResponseWrapperSerde<>(Serdes.String());
    final ArrayNode cases = NODES.arrayNode();
    final long[] hash = Murmur3.hash128(utf8("c1:book"));
    for (final String value : new String[] {"Alice", null}) {
      for (final boolean hashed : new boolean[] {true, false}) {
        final SubscriptionResponseWrapper<String> wrapper = new SubscriptionResponseWrapper<>(hashed ? hash : null, value, 2);
        cases.add(
            NODES.objectNode()
                .put("hash", hashed ? hashHex(hash) : null)
                .put("foreignValue", value == null ? null : HEX.formatHex(utf8(value)))
                .put("bytes", HEX.formatHex(serde.serializer().serialize(RESPONSE_TOPIC, new RecordHeaders(), wrapper))));
      }
    }
    return cases;
  }
}
