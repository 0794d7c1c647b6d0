package dev.tributary.reference;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method of {@link ErrorCatalogue}: a program that Kafka Streams rejects, either while the DSL call runs or
 * when {@code builder.build(props)} runs with the given {@code topology.optimization} value.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@interface ErrorCase {
  /** One line saying what mistake the program makes. */
  String value();

  /** The {@code topology.optimization} value passed to {@code builder.build(props)}. */
  String optimization() default "none";
}
