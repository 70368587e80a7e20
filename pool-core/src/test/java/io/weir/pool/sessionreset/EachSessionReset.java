package io.weir.pool.sessionreset;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Runs a test once with sessionReset=jdbc (the state must leak) and once with full (it must not). */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "sessionReset={0}")
@ValueSource(strings = {"jdbc", "full"})
@interface EachSessionReset {
}
