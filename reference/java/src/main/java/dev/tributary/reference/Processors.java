package dev.tributary.reference;

import java.time.Duration;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.processor.PunctuationType;
import org.apache.kafka.streams.processor.api.FixedKeyProcessor;
import org.apache.kafka.streams.processor.api.FixedKeyProcessorContext;
import org.apache.kafka.streams.processor.api.FixedKeyRecord;
import org.apache.kafka.streams.processor.api.Processor;
import org.apache.kafka.streams.processor.api.ProcessorContext;
import org.apache.kafka.streams.processor.api.Record;
import org.apache.kafka.streams.state.KeyValueIterator;
import org.apache.kafka.streams.state.KeyValueStore;

/** Small Processor API classes used by the catalogues. Their behaviour is trivial on purpose. */
final class Processors {
  private Processors() {}

  /** Counts records per key in a key-value store and forwards the new count. */
  static final class CountingProcessor implements Processor<String, String, String, Long> {
    private final String storeName;
    private ProcessorContext<String, Long> context;
    private KeyValueStore<String, Long> store;

    CountingProcessor(final String storeName) {
      this.storeName = storeName;
    }

    @Override
    public void init(final ProcessorContext<String, Long> context) {
      this.context = context;
      this.store = context.getStateStore(storeName);
    }

    @Override
    public void process(final Record<String, String> record) {
      final Long previous = store.get(record.key());
      final long count = previous == null ? 1L : previous + 1L;
      store.put(record.key(), count);
      context.forward(record.withValue(count));
    }
  }

  /** Re-keys each record by its value (the Processor API may change keys). */
  static final class KeyByValue implements Processor<String, String, String, String> {
    private ProcessorContext<String, String> context;

    @Override
    public void init(final ProcessorContext<String, String> context) {
      this.context = context;
    }

    @Override
    public void process(final Record<String, String> record) {
      context.forward(record.withKey(record.value()));
    }
  }

  /** Upper-cases each value, keeping the key. */
  static final class UppercaseValues implements FixedKeyProcessor<String, String, String> {
    private FixedKeyProcessorContext<String, String> context;

    @Override
    public void init(final FixedKeyProcessorContext<String, String> context) {
      this.context = context;
    }

    @Override
    public void process(final FixedKeyRecord<String, String> record) {
      context.forward(record.withValue(record.value() == null ? null : record.value().toUpperCase()));
    }
  }

  /** Keeps a global key-value store equal to its topic (a put per record, a delete per tombstone). */
  static final class GlobalStoreUpdater implements Processor<String, String, Void, Void> {
    private final String storeName;
    private KeyValueStore<String, String> store;

    GlobalStoreUpdater(final String storeName) {
      this.storeName = storeName;
    }

    @Override
    public void init(final ProcessorContext<Void, Void> context) {
      this.store = context.getStateStore(storeName);
    }

    @Override
    public void process(final Record<String, String> record) {
      if (record.value() == null) {
        store.delete(record.key());
      } else {
        store.put(record.key(), record.value());
      }
    }
  }

  /**
   * Counts records per key in the store {@value #STORE} and forwards nothing while processing. A wall-clock
   * punctuator every 10 s forwards {@code ("wall:" + key, count)} for every key and a stream-time punctuator every
   * 5 s forwards {@code ("stream:" + key, count)}; both use the punctuation timestamp as record timestamp.
   */
  static final class PunctuatingCounter implements Processor<String, String, String, Long> {
    static final String STORE = "punctuation-counts";
    private ProcessorContext<String, Long> context;
    private KeyValueStore<String, Long> store;

    @Override
    public void init(final ProcessorContext<String, Long> context) {
      this.context = context;
      this.store = context.getStateStore(STORE);
      context.schedule(Duration.ofSeconds(10), PunctuationType.WALL_CLOCK_TIME, ts -> emitAll("wall:", ts));
      context.schedule(Duration.ofSeconds(5), PunctuationType.STREAM_TIME, ts -> emitAll("stream:", ts));
    }

    @Override
    public void process(final Record<String, String> record) {
      final Long previous = store.get(record.key());
      store.put(record.key(), previous == null ? 1L : previous + 1L);
    }

    private void emitAll(final String prefix, final long timestamp) {
      try (KeyValueIterator<String, Long> all = store.all()) {
        while (all.hasNext()) {
          final KeyValue<String, Long> entry = all.next();
          context.forward(new Record<>(prefix + entry.key, entry.value, timestamp));
        }
      }
    }
  }
}
