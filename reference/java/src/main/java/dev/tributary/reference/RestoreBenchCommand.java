package dev.tributary.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StoreQueryParameters;
import org.apache.kafka.streams.processor.StateRestoreListener;
import org.apache.kafka.streams.state.QueryableStoreTypes;
import org.apache.kafka.streams.state.ReadOnlyKeyValueStore;

/**
 * {@code restore <spec.json>}: the Java side of {@code bench/restore.ts}. The TypeScript side has filled the count
 * store's changelog ({@code <applicationId>-word-counts-changelog}, {@code partitions} partitions) with
 * {@code expectedRestored} records; this starts the word count of {@link RuntimeBench#wordCount} with an empty
 * state directory and times, through a {@link StateRestoreListener}, how long it takes from {@code start()} until
 * every partition of the store is restored, from its first restored batch, and until the app is RUNNING. Then it reads {@code sampleKey} from the
 * store, which must hold {@code sampleCount}. The figures go to the spec's {@code out} file.
 */
final class RestoreBenchCommand {
  private RestoreBenchCommand() {}

  /** Counts restored records, prints progress every tenth of the total, and notes when each partition ends. */
  private static final class Progress implements StateRestoreListener {
    private final long total;
    private final long start;
    private final CountDownLatch partitionsLeft;
    private final AtomicLong restored = new AtomicLong();
    private final AtomicLong nextReport;
    private final AtomicLong lastEnd = new AtomicLong(-1);
    private final AtomicLong firstBatch = new AtomicLong(-1);

    Progress(final long total, final int partitions, final long start) {
      this.total = total;
      this.start = start;
      this.partitionsLeft = new CountDownLatch(partitions);
      this.nextReport = new AtomicLong(total / 10);
    }

    @Override
    public void onRestoreStart(final TopicPartition partition, final String store, final long startOffset, final long endOffset) {}

    @Override
    public void onBatchRestored(final TopicPartition partition, final String store, final long batchEndOffset, final long numRestored) {
      firstBatch.compareAndSet(-1, System.nanoTime());
      final long now = restored.addAndGet(numRestored);
      final long report = nextReport.get();
      if (now >= report && now < total && nextReport.compareAndSet(report, report + total / 10)) {
        System.out.printf("    Java: %,d of %,d records restored after %.1f s%n", now, total, RuntimeBench.seconds(System.nanoTime() - start));
      }
    }

    @Override
    public void onRestoreEnd(final TopicPartition partition, final String store, final long totalRestored) {
      lastEnd.set(System.nanoTime());
      partitionsLeft.countDown();
    }
  }

  static void run(final Path specFile) throws Exception {
    final JsonNode spec = RuntimeBench.readSpec(specFile);
    final long total = RuntimeBench.number(spec, "expectedRestored");
    final int partitions = (int) RuntimeBench.number(spec, "partitions");
    final Duration timeout = Duration.ofMillis(RuntimeBench.number(spec, "timeoutMs"));
    final Path stateDir = Files.createTempDirectory("tributary-restore-bench-");
    try (KafkaStreams streams = new KafkaStreams(
        RuntimeBench.wordCount(RuntimeBench.text(spec, "inputTopic"), RuntimeBench.text(spec, "outputTopic")),
        RuntimeBench.streamsProps(spec, stateDir))) {
      final CountDownLatch running = new CountDownLatch(1);
      final AtomicLong runningAt = new AtomicLong(-1);
      streams.setStateListener((next, previous) -> {
        if (next == KafkaStreams.State.RUNNING && runningAt.compareAndSet(-1, System.nanoTime())) {
          running.countDown();
        }
      });
      final long start = System.nanoTime();
      final Progress progress = new Progress(total, partitions, start);
      streams.setGlobalStateRestoreListener(progress);
      streams.start();
      if (!progress.partitionsLeft.await(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        throw new IllegalStateException("only " + progress.restored.get() + " of " + total + " records restored within " + timeout);
      }
      if (!running.await(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        throw new IllegalStateException("restored, but not RUNNING within " + timeout);
      }
      final ReadOnlyKeyValueStore<String, Long> store = streams.store(
          StoreQueryParameters.fromNameAndType(RuntimeBench.STORE, QueryableStoreTypes.<String, Long>keyValueStore()));
      final Long sample = store.get(RuntimeBench.text(spec, "sampleKey"));
      if (sample == null || sample != RuntimeBench.number(spec, "sampleCount")) {
        throw new IllegalStateException("after the restore, '" + RuntimeBench.text(spec, "sampleKey") + "' counts " + sample
            + ", expected " + RuntimeBench.number(spec, "sampleCount"));
      }
      final long restoredAt = progress.lastEnd.get();
      final ObjectNode figures = JsonNodeFactory.instance.objectNode();
      figures.put("restored", progress.restored.get());
      figures.put("millis", (restoredAt - start) / 1_000_000);
      figures.put("millisToFirstBatch", (progress.firstBatch.get() - start) / 1_000_000);
      figures.put("millisToRunning", (runningAt.get() - start) / 1_000_000);
      figures.put("recordsPerSecond", progress.restored.get() / RuntimeBench.seconds(restoredAt - start));
      streams.close(Duration.ofSeconds(60));
      streams.cleanUp();
      RuntimeBench.writeFigures(spec, figures);
    }
  }
}
