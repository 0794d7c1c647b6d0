package dev.tributary.reference;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method of {@link DescribeCatalogue} as a catalogue program. The method takes a fresh
 * {@code StreamsBuilder} and adds one small topology to it.
 *
 * <p>The harness always writes {@code <method>.txt} built with {@code topology.optimization=none}. Each entry of
 * {@link #optimizations()} adds one more golden built with that value: {@code all} gives
 * {@code <method>.optimized.txt}, any other value (a rule id or a comma-separated list of rule ids) gives
 * {@code <method>.<value>.txt} with commas replaced by {@code +}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@interface Program {
  /** One line saying what the program covers. */
  String value();

  /** Extra {@code topology.optimization} values to build the program with, besides {@code none}. */
  String[] optimizations() default {};
}
