package io.weir.rar;

import jakarta.resource.Referenceable;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.ManagedConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import javax.naming.Reference;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Method;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server tells connection definitions apart by equals/hashCode, and may serialize the factories. */
class FactoryIdentityTest {

    static List<ConfigProperty> properties() {
        return ConfigProperty.all();
    }

    /** A value of the property's type that differs from the one {@code f} has and passes the setter's own checks. */
    static Object otherValue(WeirManagedConnectionFactory f, ConfigProperty p) throws Exception {
        Object current = WeirManagedConnectionFactory.class.getMethod("get" + p.name()).invoke(f);
        if (p.type() == Integer.class) return Integer.valueOf(7).equals(current) ? 8 : 7;
        if (p.type() == Long.class) return Long.valueOf(123_456L).equals(current) ? 654_321L : 123_456L;
        if (p.type() == Boolean.class) return current == null ? !"true".equals(p.defaultValue()) : !(Boolean) current;
        return "other-" + current;
    }

    static void set(WeirManagedConnectionFactory f, ConfigProperty p, Object value) throws Exception {
        Method setter = WeirManagedConnectionFactory.class.getMethod("set" + p.name(), p.type());
        setter.invoke(f, value);
    }

    private static WeirManagedConnectionFactory configured() {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setJdbcUrl("jdbc:h2:mem:identity");
        f.setUsername("app");
        f.setPassword("secret");
        f.setMaximumPoolSize("5");
        f.setReadOnly("true");
        f.setConnectionTimeout("4000");
        return f;
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T object) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(object);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    @Test
    void factoriesWithTheSameConfigPropertiesAreEqualWithTheSameHashCode() {
        assertEquals(configured(), configured());
        assertEquals(configured().hashCode(), configured().hashCode());
    }

    @ParameterizedTest
    @MethodSource("properties")
    void everyConfigPropertyTakesPartInEquality(ConfigProperty property) throws Exception {
        WeirManagedConnectionFactory a = configured();
        WeirManagedConnectionFactory b = configured();

        set(b, property, otherValue(b, property));

        assertNotEquals(a, b, property.name());
        assertNotEquals(a.hashCode(), b.hashCode(), property.name());
    }

    @Test
    void aFactorySurvivesSerializationEqualToItself() throws Exception {
        WeirManagedConnectionFactory original = configured();

        WeirManagedConnectionFactory copy = roundTrip(original);

        assertEquals(original, copy);
        assertEquals(original.hashCode(), copy.hashCode());
        assertEquals("secret", copy.getPassword());
    }

    @Test
    void aDeserializedFactoryStillCreatesManagedConnections() throws Exception {
        WeirManagedConnectionFactory copy = roundTrip(TestFactories.h2(TestFactories.newH2Url(), 1));
        WeirResourceAdapter adapter = new WeirResourceAdapter();
        copy.setResourceAdapter(adapter);

        WeirManagedConnection mc = (WeirManagedConnection) copy.createManagedConnection(null, null);

        assertSame(copy, mc.factory());
        mc.destroy();
        adapter.stop();
    }

    @Test
    void theConnectionFactoryIsSerializableAndReferenceable() throws Exception {
        WeirManagedConnectionFactory mcf = configured();
        WeirConnectionFactory ds = (WeirConnectionFactory) mcf.createConnectionFactory(new SerializableManager());
        Reference reference = new Reference(javax.sql.DataSource.class.getName());
        ds.setReference(reference);

        WeirConnectionFactory copy = roundTrip(ds);

        assertTrue(ds instanceof Referenceable);
        assertEquals(reference, copy.getReference());
    }

    @Test
    void toStringNeverShowsThePassword() {
        WeirManagedConnectionFactory f = configured();
        f.setJdbcUrl("jdbc:postgresql://db/app?password=hunter2");

        String text = f.toString();

        assertFalse(text.contains("secret"), text);
        assertFalse(text.contains("hunter2"), text);
        assertTrue(text.contains("MaximumPoolSize=5"), text);
    }

    @Test
    void theResourceAdapterIsEqualOnlyToItself() {
        WeirResourceAdapter a = new WeirResourceAdapter();
        assertEquals(a, a);
        assertNotEquals(a, new WeirResourceAdapter());
    }

    private static final class SerializableManager implements ConnectionManager {
        private static final long serialVersionUID = 1L;

        @Override
        public Object allocateConnection(ManagedConnectionFactory mcf, ConnectionRequestInfo info) throws ResourceException {
            throw new ResourceException("not used");
        }
    }
}
