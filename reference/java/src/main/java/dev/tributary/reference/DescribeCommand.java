package dev.tributary.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.Topology;

/**
 * {@code describe <outDir>}: builds every {@link Program} of {@link DescribeCatalogue} and writes
 * {@code topology.describe().toString()} verbatim (no newline added) to {@code <outDir>/<file>.txt}, plus
 * {@code CATALOGUE.md} (for people) and {@code catalogue.json} (for the TypeScript golden test).
 */
final class DescribeCommand {
  /** application.id used for every build; describe() does not print it. */
  static final String APPLICATION_ID = "goldens";

  private DescribeCommand() {}

  private record Entry(Method method, Program program, int line) {}

  private record Golden(String file, String program, String optimization, String description, int line) {}

  static void run(final Path outDir) throws IOException, ReflectiveOperationException {
    final CatalogueSource source = CatalogueSource.of(DescribeCatalogue.class);
    final List<Entry> entries = entries(source);
    Files.createDirectories(outDir);
    removeOldGoldens(outDir);
    final List<Golden> goldens = new ArrayList<>();
    for (final Entry entry : entries) {
      final List<String> variants = new ArrayList<>();
      variants.add(StreamsConfig.NO_OPTIMIZATION);
      variants.addAll(List.of(entry.program().optimizations()));
      String unoptimized = null;
      for (final String optimization : variants) {
        final String file = entry.method().getName() + suffix(optimization) + ".txt";
        final String text = describe(entry.method(), optimization);
        Files.writeString(outDir.resolve(file), text, StandardCharsets.UTF_8);
        final boolean sameAsUnoptimized = text.equals(unoptimized);
        if (unoptimized == null) {
          unoptimized = text;
        }
        final String description = entry.program().value()
            + (sameAsUnoptimized ? " (same text as " + entry.method().getName() + ".txt)" : "");
        goldens.add(new Golden(file, entry.method().getName(), optimization, description, entry.line()));
        System.out.println("  describe " + file);
      }
    }
    Files.writeString(outDir.resolve("CATALOGUE.md"), markdown(goldens, source), StandardCharsets.UTF_8);
    writeJson(outDir.resolve("catalogue.json"), goldens, source);
    System.out.println("describe: " + entries.size() + " programs, " + goldens.size() + " goldens in " + outDir);
  }

  /** Builds one program with the given topology.optimization value and returns describe() as text. */
  static String describe(final Method method, final String optimization) throws ReflectiveOperationException {
    final StreamsBuilder builder = new StreamsBuilder();
    try {
      method.invoke(null, builder);
    } catch (final InvocationTargetException e) {
      throw new IllegalStateException("program " + method.getName() + " failed to build", e.getCause());
    }
    final Topology topology = builder.build(properties(optimization));
    return topology.describe().toString();
  }

  static Properties properties(final String optimization) {
    final Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, APPLICATION_ID);
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:9092");
    props.put(StreamsConfig.TOPOLOGY_OPTIMIZATION_CONFIG, optimization);
    return props;
  }

  static String suffix(final String optimization) {
    if (StreamsConfig.NO_OPTIMIZATION.equals(optimization)) {
      return "";
    }
    if (StreamsConfig.OPTIMIZE.equals(optimization)) {
      return ".optimized";
    }
    return "." + optimization.replace(",", "+");
  }

  private static List<Entry> entries(final CatalogueSource source) {
    final List<Entry> entries = new ArrayList<>();
    for (final Method method : DescribeCatalogue.class.getDeclaredMethods()) {
      final Program program = method.getAnnotation(Program.class);
      if (program == null) {
        continue;
      }
      if (!Modifier.isStatic(method.getModifiers())
          || method.getParameterCount() != 1
          || method.getParameterTypes()[0] != StreamsBuilder.class) {
        throw new IllegalStateException(method.getName() + " must be static void " + method.getName() + "(StreamsBuilder)");
      }
      method.setAccessible(true);
      entries.add(new Entry(method, program, source.lineOf(method.getName())));
    }
    entries.sort(Comparator.comparingInt(Entry::line));
    return entries;
  }

  private static void removeOldGoldens(final Path outDir) throws IOException {
    try (DirectoryStream<Path> old = Files.newDirectoryStream(outDir, "*.txt")) {
      for (final Path path : old) {
        Files.delete(path);
      }
    }
  }

  private static String markdown(final List<Golden> goldens, final CatalogueSource source) {
    final StringBuilder md = new StringBuilder();
    md.append("# describe() golden catalogue\n\n")
        .append("Generated by `npm run goldens` (reference/java, Apache Kafka Streams ")
        .append(System.getProperty("kafka.version", "4.x"))
        .append("). Do not edit: edit the Java program and regenerate.\n\n")
        .append("Each `<file>` holds `topology.describe().toString()` exactly, with no newline added. The topology is\n")
        .append("built by the program (a static method taking a fresh `StreamsBuilder`) and then\n")
        .append("`builder.build(props)` with `application.id=" + APPLICATION_ID + "` and `topology.optimization` set\n")
        .append("to the value in the table (`none` for the plain file, `all` for `.optimized`, else the rule ids).\n")
        .append("Lambdas do not change describe(). Store and topic sets with several entries print in Java `HashSet`\n")
        .append("order: for a small set, ascending bucket `(h ^ (h >>> 16)) & 15` where `h` is Java's `String.hashCode()`\n")
        .append("(e.g. `streamStreamOuterJoinNamed.txt`).\n")
        .append("`catalogue.json` lists the same rows for tests.\n\n")
        .append("| file | topology.optimization | program | source | description |\n")
        .append("| --- | --- | --- | --- | --- |\n");
    for (final Golden golden : goldens) {
      md.append("| `")
          .append(golden.file())
          .append("` | `")
          .append(golden.optimization())
          .append("` | `")
          .append(golden.program())
          .append("` | ")
          .append(source.markdownLink(golden.line()))
          .append(" | ")
          .append(golden.description())
          .append(" |\n");
    }
    return md.toString();
  }

  private static void writeJson(final Path path, final List<Golden> goldens, final CatalogueSource source)
      throws IOException {
    final List<Map<String, Object>> rows = new ArrayList<>();
    for (final Golden golden : goldens) {
      final Map<String, Object> row = new LinkedHashMap<>();
      row.put("file", golden.file());
      row.put("program", golden.program());
      row.put("optimization", golden.optimization());
      row.put("description", golden.description());
      row.put("source", source.location(golden.line()));
      rows.add(row);
    }
    final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    Files.writeString(path, mapper.writeValueAsString(rows) + "\n", StandardCharsets.UTF_8);
  }
}
