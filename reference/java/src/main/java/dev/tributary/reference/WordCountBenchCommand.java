package dev.tributary.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.stream.IntStream;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsConfig;

/**
 * {@code wordcount-e2e <spec.json>}: the Java side of {@code bench/runtimeWordCount.ts}. Runs the word count of
 * {@link RuntimeBench#wordCount} as a {@link KafkaStreams} app on the spec's broker, over the input topic the
 * TypeScript side filled, and times it from {@code start()} (group join included) until a reader assigned to
 * every partition of the output topic (read-committed under exactly-once) has read {@code expectedOutputs}
 * records. The spec gives the app id, topics, partitions, processing guarantee, commit interval and cache size;
 * the figures go to the spec's {@code out} file.
 */
final class WordCountBenchCommand {
  private WordCountBenchCommand() {}

  static void run(final Path specFile) throws Exception {
    final JsonNode spec = RuntimeBench.readSpec(specFile);
    final String output = RuntimeBench.text(spec, "outputTopic");
    final long inputRecords = RuntimeBench.number(spec, "inputRecords");
    final long expected = RuntimeBench.number(spec, "expectedOutputs");
    final int partitions = (int) RuntimeBench.number(spec, "partitions");
    final Duration timeout = Duration.ofMillis(RuntimeBench.number(spec, "timeoutMs"));
    final boolean exactlyOnce = RuntimeBench.text(spec, "processingGuarantee").equals(StreamsConfig.EXACTLY_ONCE_V2);
    final Path stateDir = Files.createTempDirectory("tributary-wordcount-bench-");
    final List<TopicPartition> outputs =
        IntStream.range(0, partitions).mapToObj(p -> new TopicPartition(output, p)).toList();
    try (KafkaConsumer<byte[], byte[]> reader = reader(RuntimeBench.text(spec, "bootstrap"), exactlyOnce);
        KafkaStreams streams = new KafkaStreams(
            RuntimeBench.wordCount(RuntimeBench.text(spec, "inputTopic"), output), RuntimeBench.streamsProps(spec, stateDir))) {
      reader.assign(outputs);
      reader.seekToBeginning(outputs);
      outputs.forEach(reader::position);
      final long start = System.nanoTime();
      streams.start();
      long seen = 0;
      long firstOutput = -1;
      long nextReport = expected / 10;
      while (seen < expected) {
        if (System.nanoTime() - start > timeout.toNanos()) {
          throw new IllegalStateException("only " + seen + " of " + expected + " outputs within " + timeout);
        }
        final int polled = reader.poll(Duration.ofMillis(50)).count();
        if (polled > 0 && firstOutput < 0) {
          firstOutput = System.nanoTime();
        }
        seen += polled;
        if (seen >= nextReport && seen < expected) {
          System.out.printf("    Java: %,d of %,d outputs after %.1f s%n", seen, expected, RuntimeBench.seconds(System.nanoTime() - start));
          nextReport += expected / 10;
        }
      }
      final long end = System.nanoTime();
      streams.close(Duration.ofSeconds(60));
      streams.cleanUp();
      final ObjectNode figures = JsonNodeFactory.instance.objectNode();
      figures.put("inputRecords", inputRecords);
      figures.put("outputs", seen);
      figures.put("millis", (end - start) / 1_000_000);
      figures.put("millisToFirstOutput", (firstOutput - start) / 1_000_000);
      figures.put("recordsPerSecond", inputRecords / RuntimeBench.seconds(end - start));
      RuntimeBench.writeFigures(spec, figures);
    }
  }

  private static KafkaConsumer<byte[], byte[]> reader(final String bootstrap, final boolean readCommitted) {
    final Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, readCommitted ? "read_committed" : "read_uncommitted");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    return new KafkaConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer());
  }
}
