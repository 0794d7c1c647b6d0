package dev.tributary.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.kafka.streams.StreamsBuilder;

/**
 * {@code errors <outDir>}: runs every {@link ErrorCase} of {@link ErrorCatalogue} and writes
 * {@code <outDir>/errors.json}: for each case, the phase that threw and Java's exception class and message.
 * A case that does not throw stops the harness: the catalogue only holds programs Java rejects.
 */
final class ErrorsCommand {
  private ErrorsCommand() {}

  private record Case(Method method, ErrorCase spec, int line) {}

  static void run(final Path outDir) throws IOException {
    final CatalogueSource source = CatalogueSource.of(ErrorCatalogue.class);
    final List<Case> cases = new ArrayList<>();
    for (final Method method : ErrorCatalogue.class.getDeclaredMethods()) {
      final ErrorCase spec = method.getAnnotation(ErrorCase.class);
      if (spec != null) {
        method.setAccessible(true);
        cases.add(new Case(method, spec, source.lineOf(method.getName())));
      }
    }
    cases.sort(Comparator.comparingInt(Case::line));
    final ArrayNode rows = JsonNodeFactory.instance.arrayNode();
    for (final Case c : cases) {
      final ObjectNode row = rows.addObject();
      row.put("case", c.method().getName());
      row.put("description", c.spec().value());
      row.put("optimization", c.spec().optimization());
      row.put("source", source.location(c.line()));
      final Throwable thrown = thrown(c, row);
      row.put("exception", thrown.getClass().getSimpleName());
      row.put("message", thrown.getMessage());
      System.out.println("  errors " + c.method().getName() + " -> " + row.get("phase").asText() + " " + thrown.getClass().getSimpleName());
    }
    Files.createDirectories(outDir);
    final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    Files.writeString(outDir.resolve("errors.json"), json.writeValueAsString(rows) + "\n", StandardCharsets.UTF_8);
    System.out.println("errors: " + cases.size() + " cases in " + outDir);
  }

  private static Throwable thrown(final Case c, final ObjectNode row) {
    final StreamsBuilder builder = new StreamsBuilder();
    try {
      c.method().invoke(null, builder);
    } catch (final InvocationTargetException e) {
      row.put("phase", "dsl");
      return e.getCause();
    } catch (final IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
    try {
      builder.build(DescribeCommand.properties(c.spec().optimization()));
    } catch (final RuntimeException e) {
      row.put("phase", "build");
      return e;
    }
    throw new IllegalStateException("error case " + c.method().getName() + " was accepted by Kafka Streams");
  }
}
