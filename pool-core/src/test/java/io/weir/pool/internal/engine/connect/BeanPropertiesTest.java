package io.weir.pool.internal.engine.connect;

import io.weir.pool.spi.Setting;
import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BeanPropertiesTest {

    /** A data source as drivers write them: setters of several types, one of them overloaded. */
    public static class Bean {
        String url;
        int port;
        long timeout;
        boolean ssl;
        char[] password;
        Properties extra;
        String overloaded;

        public void setUrl(String url) { this.url = url; }
        public void setPort(int port) { this.port = port; }
        public void setTimeout(Long timeout) { this.timeout = timeout; }
        public void setSsl(boolean ssl) { this.ssl = ssl; }
        public void setPassword(char[] password) { this.password = password; }
        public void setExtra(Properties extra) { this.extra = extra; }
        public void setOverloaded(int value) { this.overloaded = "int " + value; }
        public void setOverloaded(String value) { this.overloaded = "text " + value; }
        public void setFailing(String value) { throw new IllegalStateException("refused " + value); }
        public void setSecretKeyPassword(String value) { throw new IllegalStateException("refused " + value); }
    }

    /** No public no-argument constructor. */
    public static class NeedsArgument {
        public NeedsArgument(String required) {
        }
    }

    private static Properties props(String... keyValues) {
        Properties p = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) p.setProperty(keyValues[i], keyValues[i + 1]);
        return p;
    }

    private static Bean bean(Properties p) {
        return BeanProperties.instantiate(Setting.DATA_SOURCE_CLASS_NAME, Bean.class.getName(), Bean.class, p);
    }

    @Test
    void eachPropertyIsConvertedToItsSettersType() {
        Bean b = bean(props("url", "jdbc:x", "port", " 5432 ", "timeout", "250", "ssl", "TRUE", "password", "pw",
                "extra", "a=1;b=2"));

        assertEquals("jdbc:x", b.url);
        assertEquals(5432, b.port);
        assertEquals(250L, b.timeout);
        assertTrue(b.ssl);
        assertArrayEquals("pw".toCharArray(), b.password);
        assertEquals(props("a", "1", "b", "2"), b.extra);
    }

    @Test
    void anOverloadThatCannotTakeTheValueLeavesItToAnotherOne() {
        assertEquals("text five", bean(props("overloaded", "five")).overloaded);
    }

    @Test
    void aBooleanPropertyTakesOnlyTrueOrFalse() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> bean(props("ssl", "yes")));

        assertTrue(e.getMessage().contains("has no property 'ssl'"), e.getMessage());
    }

    @Test
    void anUnknownPropertyIsNamedWithItsClass() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> bean(props("colour", "blue")));

        assertEquals("dataSourceProperties: " + Bean.class.getName() + " has no property 'colour' (value 'blue')", e.getMessage());
    }

    @Test
    void aSetterThatFailsIsReportedWithItsCause() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> bean(props("failing", "x")));

        assertTrue(e.getMessage().contains(".setFailing(x) failed: java.lang.IllegalStateException: refused x"), e.getMessage());
        assertTrue(e.getCause() instanceof IllegalStateException);
    }

    @Test
    void aPasswordPropertyIsNeverShownInAFailure() {
        IllegalArgumentException failed = assertThrows(IllegalArgumentException.class,
                () -> bean(props("secretKeyPassword", "s3cret")));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> bean(props("adminPassword", "s3cret")));

        for (IllegalArgumentException e : new IllegalArgumentException[] {failed, unknown}) {
            assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
            assertTrue(e.getMessage().contains("<hidden>"), e.getMessage());
        }
        // the setter's exception repeats the value, so it is not kept as the cause either
        assertEquals(null, failed.getCause());
    }

    @Test
    void aClassThatIsMissingIsNamedWithItsSetting() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BeanProperties.instantiate(Setting.DATA_SOURCE_CLASS_NAME, "org.example.NoSuchDataSource", Object.class, props()));

        assertEquals("dataSourceClassName=org.example.NoSuchDataSource: class not found; is the driver on the class path?",
                e.getMessage());
    }

    @Test
    void aClassOfTheWrongTypeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BeanProperties.instantiate(Setting.XA_DATA_SOURCE_CLASS_NAME, Bean.class.getName(), javax.sql.XADataSource.class, props()));

        assertEquals("xaDataSourceClassName=" + Bean.class.getName() + " is not a javax.sql.XADataSource", e.getMessage());
    }

    @Test
    void aClassWithoutANoArgumentConstructorIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BeanProperties.instantiate(Setting.DATA_SOURCE_CLASS_NAME, NeedsArgument.class.getName(), Object.class, props()));

        assertTrue(e.getMessage().startsWith("dataSourceClassName=" + NeedsArgument.class.getName()
                + " could not be instantiated with a public no-argument constructor"), e.getMessage());
    }
}
