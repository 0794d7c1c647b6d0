package dev.tributary.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Properties;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.test.TestRecord;

/**
 * {@code internal-topics <outDir>}: runs every {@link InternalTopicsCatalogue} program in a
 * {@link TopologyTestDriver} (cache off) with its fixed input and writes {@code <program>.json}: every record of
 * every internal topic (changelogs and repartition topics) the driver saw produced, byte for byte (key and value
 * in hex, record timestamp, headers). Formats: test/goldens/internal-topics/README.md.
 */
final class InternalTopicsCommand {
  /** application.id of every run: internal topics are named {@code internal-topics-<name>}. */
  static final String APPLICATION_ID = "internal-topics";

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final HexFormat HEX = HexFormat.of();

  private InternalTopicsCommand() {}

  static void run(final Path outDir) throws IOException {
    Files.createDirectories(outDir);
    for (final InternalTopicsCatalogue.Program program : InternalTopicsCatalogue.programs()) {
      final ObjectNode golden = runProgram(program);
      final Path file = outDir.resolve(program.name() + ".json");
      Files.writeString(file, JSON.writeValueAsString(golden) + "\n");
      System.out.println("  internal-topics " + file.getFileName());
    }
  }

  private static ObjectNode runProgram(final InternalTopicsCatalogue.Program program) {
    final StreamsBuilder builder = new StreamsBuilder();
    program.build().accept(builder, UnaryOperator.identity());
    final Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, APPLICATION_ID);
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "unused:9092");
    props.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0);
    props.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
    props.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
    final ObjectNode golden = NODES.objectNode();
    golden.put("program", program.name());
    golden.put("description", program.description());
    golden.put("applicationId", APPLICATION_ID);
    final ArrayNode input = golden.putArray("input");
    final ArrayNode topics = golden.putArray("topics");
    try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props, Instant.EPOCH)) {
      for (final InternalTopicsCatalogue.Input record : program.input()) {
        final TestInputTopic<String, String> topic =
            driver.createInputTopic(record.topic(), new StringSerializer(), new StringSerializer());
        topic.pipeInput(record.key(), record.value(), record.timestamp());
        final ObjectNode step = input.addObject();
        step.put("topic", record.topic());
        step.put("key", record.key());
        step.put("value", record.value());
        step.put("timestamp", record.timestamp());
      }
      for (final String name : new TreeSet<>(driver.producedTopicNames())) {
        if (!name.startsWith(APPLICATION_ID + "-")) {
          continue;
        }
        final TestOutputTopic<byte[], byte[]> out =
            driver.createOutputTopic(name, new ByteArrayDeserializer(), new ByteArrayDeserializer());
        final ObjectNode topic = topics.addObject();
        topic.put("topic", name);
        final ArrayNode records = topic.putArray("records");
        for (final TestRecord<byte[], byte[]> record : out.readRecordsToList()) {
          records.add(recordNode(record));
        }
      }
    }
    return golden;
  }

  private static ObjectNode recordNode(final TestRecord<byte[], byte[]> record) {
    final ObjectNode node = NODES.objectNode();
    node.put("key", hex(record.key()));
    node.put("value", hex(record.value()));
    node.put("timestamp", record.timestamp());
    final ArrayNode headers = node.putArray("headers");
    for (final Header header : record.headers()) {
      final ObjectNode h = headers.addObject();
      h.put("key", header.key());
      h.put("value", hex(header.value()));
    }
    return node;
  }

  private static String hex(final byte[] bytes) {
    return bytes == null ? null : HEX.formatHex(bytes);
  }
}
