package io.weir.pool.spi;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A failed setting names the settings involved in whatever terms the caller gives, from the parts of its message, not by rewriting text. */
class InvalidSettingExceptionTest {
    /** A naming no text could be rewritten into without knowing which words are settings. */
    private static final Function<Setting, String> MARKED = s -> "<" + s.name() + ">";

    @Test
    void anOutOfRangeValueNamesItsSettingThroughTheCallersNaming() {
        InvalidSettingException e = assertThrows(InvalidSettingException.class, () -> StubSourced.settings("x").set(Setting.IDLE_TIMEOUT, 5L));

        assertEquals("<IDLE_TIMEOUT> must be 0 (disabled) or at least 1000 ms, was 5", e.message(MARKED));
        assertEquals(List.of(Setting.IDLE_TIMEOUT), e.settings());
    }

    @Test
    void unparsableTextNamesItsSettingThroughTheCallersNaming() {
        InvalidSettingException e = assertThrows(InvalidSettingException.class, () -> Setting.MAXIMUM_POOL_SIZE.parse("abc"));

        assertEquals("<MAXIMUM_POOL_SIZE> must be a whole number, was 'abc'", e.message(MARKED));
    }

    @Test
    void anInvalidCombinationNamesEachSettingThroughTheCallersNaming() {
        Settings c = StubSourced.settings("x");
        c.set(Setting.KEEPALIVE_TIME, 60_000L);
        c.set(Setting.MAX_LIFETIME, 30_000L);

        InvalidSettingException e = assertThrows(InvalidSettingException.class, c::validate);

        assertEquals("<KEEPALIVE_TIME>=60000 must be below <MAX_LIFETIME>=30000", e.message(MARKED));
        assertEquals(List.of(Setting.KEEPALIVE_TIME, Setting.MAX_LIFETIME), e.settings());
    }

    @Test
    void alternativesLeaveOutTheSettingsTheCallerHasNoNameFor() {
        InvalidSettingException e = assertThrows(InvalidSettingException.class, () -> new Settings().validate());

        assertEquals("No connection source: set one of <JDBC_URL>, <DATA_SOURCE_CLASS_NAME> or <XA_DATA_SOURCE_CLASS_NAME>",
                e.message(s -> s.textual() ? MARKED.apply(s) : null));
    }

    @Test
    void theMessageByDefaultNamesSettingsByKey() {
        InvalidSettingException e = assertThrows(InvalidSettingException.class, () -> new Settings().validate());

        assertEquals("No connection source: set one of jdbcUrl, dataSourceClassName, dataSource, xaDataSourceClassName or xaDataSource",
                e.getMessage());
    }

    @Test
    void itCrossesSerializationAsAPlainIllegalArgumentExceptionWithItsMessage() throws Exception {
        InvalidSettingException e = assertThrows(InvalidSettingException.class, () -> StubSourced.settings("x").set(Setting.IDLE_TIMEOUT, 5L));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(e);
        }

        Object read = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())).readObject();

        assertEquals(IllegalArgumentException.class, read.getClass());
        assertEquals(e.getMessage(), ((IllegalArgumentException) read).getMessage());
    }
}
