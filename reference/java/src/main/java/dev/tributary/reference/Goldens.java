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
      default -> usage("unknown subcommand '" + command + "'");
    }
  }

  private static String single(final String[] rest, final String synopsis) {
    if (rest.length != 1) {
      usage("expected: " + synopsis);
    }
    return rest[0];
  }

  private static void usage(final String problem) {
    System.err.println("goldens: " + problem);
    System.err.println("usage: goldens describe <outDir> | driver <dir> | errors <outDir>");
    System.exit(2);
  }
}
