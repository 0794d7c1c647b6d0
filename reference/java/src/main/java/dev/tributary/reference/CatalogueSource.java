package dev.tributary.reference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The Java source of a catalogue class, read to find the line where each program method is declared, so the
 * generated catalogues can point the TypeScript port at the exact code to translate.
 */
final class CatalogueSource {
  /** Source folder relative to reference/java, the working directory of the harness (scripts/goldens.sh runs it there). */
  private static final String DIR = "src/main/java/dev/tributary/reference/";

  private final String relativePath;
  private final List<String> lines;

  private CatalogueSource(final String relativePath, final List<String> lines) {
    this.relativePath = relativePath;
    this.lines = lines;
  }

  static CatalogueSource of(final Class<?> catalogue) throws IOException {
    final String relativePath = DIR + catalogue.getSimpleName() + ".java";
    return new CatalogueSource(relativePath, Files.readAllLines(Path.of(relativePath), StandardCharsets.UTF_8));
  }

  /** The 1-based line of {@code static void <methodName>(final StreamsBuilder builder)}. */
  int lineOf(final String methodName) {
    final String signature = "static void " + methodName + "(final StreamsBuilder builder)";
    int found = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(signature)) {
        if (found != -1) {
          throw new IllegalStateException(methodName + " is declared twice in " + relativePath);
        }
        found = i + 1;
      }
    }
    if (found == -1) {
      throw new IllegalStateException("cannot find '" + signature + "' in " + relativePath);
    }
    return found;
  }

  /** {@code path:line} from the repository root. */
  String location(final int line) {
    return "reference/java/" + relativePath + ":" + line;
  }

  /** A Markdown link to the line, written from a file two folders below the repository root's test/. */
  String markdownLink(final int line) {
    final String name = relativePath.substring(relativePath.lastIndexOf('/') + 1);
    return "[" + name + ":" + line + "](../../../reference/java/" + relativePath + "#L" + line + ")";
  }
}
