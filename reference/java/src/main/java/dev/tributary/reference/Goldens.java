package dev.tributary.reference;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * Entry point of the Java reference harness. Each subcommand regenerates one family of golden files from
 * Apache Kafka Streams itself; goldens are never written by hand or from TypeScript output.
 *
 * <pre>
 *   describe &lt;outDir&gt;   topology.describe() texts of the DescribeCatalogue programs, plus CATALOGUE.md
 *   driver &lt;dir&gt;        TopologyTestDriver outputs for every &lt;scenario&gt;.input.json in dir
 *   errors &lt;outDir&gt;     which exception Java throws, and when, for each ErrorCatalogue program
 *   assignor-wire &lt;outDir&gt;   SubscriptionInfo / AssignmentInfo bytes at every protocol version (AssignorWireGoldens)
 *   internal-topics &lt;outDir&gt;   every changelog and repartition record of the InternalTopicsCatalogue programs
 *   fk-wire &lt;outDir&gt;    the bytes of Java's foreign-key join wrappers and their Murmur3 hashes
 *   bench &lt;bootstrap&gt; &lt;outFile&gt; [records]   Kafka Streams throughput on a real broker (default 100000 records)
 *   wordcount-e2e &lt;spec.json&gt;   end-to-end word count on a real broker (the Java side of bench/runtimeWordCount.ts)
 *   restore &lt;spec.json&gt;   restoring a count store from its changelog (the Java side of bench/restore.ts)
 *   app &lt;spec.json&gt;       a WireCatalogue topology as a running KafkaStreams app, driven over stdin (test/wire/javaApp.ts)
 * </pre>
 *
 * Run from reference/java (scripts/goldens.sh does): {@code mvn compile exec:exec -Dgoldens.command=describe -Dgoldens.dir=DIR}.
 */
public final class Goldens {
  private Goldens() {}

  public static void main(final String[] args) throws Exception {
    if (args.length < 1) {
      usage("missing subcommand");
      return;
    }
    final String command = args[0];
    final String[] rest = Arrays.copyOfRange(args, 1, args.length);
    switch (command) {
      case "describe" -> DescribeCommand.run(Path.of(single(rest, "describe <outDir>")));
      case "driver" -> DriverCommand.run(Path.of(single(rest, "driver <dir>")));
      case "errors" -> ErrorsCommand.run(Path.of(single(rest, "errors <outDir>")));
      case "assignor-wire" -> AssignorWireGoldens.run(Path.of(single(rest, "assignor-wire <outDir>")));
      case "internal-topics" -> InternalTopicsCommand.run(Path.of(single(rest, "internal-topics <outDir>")));
      case "fk-wire" -> FkWireCommand.run(Path.of(single(rest, "fk-wire <outDir>")));
      case "bench" -> bench(rest);
      case "driver-bench" -> DriverBenchCommand.run(Path.of(single(rest, "driver-bench <outFile>")));
      case "wordcount-e2e" -> WordCountBenchCommand.run(Path.of(single(rest, "wordcount-e2e <spec.json>")));
      case "restore" -> RestoreBenchCommand.run(Path.of(single(rest, "restore <spec.json>")));
      case "app" -> WireApp.run(Path.of(single(rest, "app <spec.json>")));
      default -> usage("unknown subcommand '" + command + "'");
    }
  }

  private static void bench(final String[] rest) throws Exception {
    if (rest.length < 2 || rest.length > 3) {
      usage("expected: bench <bootstrap> <outFile> [records]");
    }
    final long records = rest.length == 3 ? Long.parseLong(rest[2]) : 100_000L;
    if (records < 1) {
      usage("bench needs at least one record");
    }
    BenchCommand.run(rest[0], Path.of(rest[1]), records);
  }

  private static String single(final String[] rest, final String synopsis) {
    if (rest.length != 1) {
      usage("expected: " + synopsis);
    }
    return rest[0];
  }

  private static void usage(final String problem) {
    System.err.println("goldens: " + problem);
    System.err.println("usage: goldens describe <outDir> | driver <dir> | errors <outDir> | assignor-wire <outDir> | internal-topics <outDir> | fk-wire <outDir> | bench <bootstrap> <outFile> [records] | driver-bench <outFile> | wordcount-e2e <spec.json> | restore <spec.json> | app <spec.json>");
    System.exit(2);
  }
}
