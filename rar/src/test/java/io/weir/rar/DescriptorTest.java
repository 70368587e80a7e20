package io.weir.rar;

import io.weir.pool.spi.Setting;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.sql.DataSource;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.File;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The packaged ra.xml (written by the build) and the factory's bean properties follow the pool's
 * settings table: same names, descriptions and defaults, every value as text (Weir checks it); Password is confidential.
 */
class DescriptorTest {
    private static Element definition;

    @BeforeAll
    static void readPackagedDescriptor() throws Exception {
        String path = System.getProperty("weir.raXml");
        assertNotNull(path, "the build passes the path of the generated ra.xml as weir.raXml");
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        Document doc = dbf.newDocumentBuilder().parse(new File(path));
        definition = (Element) doc.getElementsByTagNameNS("*", "connection-definition").item(0);
        assertNotNull(definition, "ra.xml declares a connection definition");
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagNameNS("*", tag);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent();
    }

    private static List<Element> configProperties() {
        NodeList nodes = definition.getElementsByTagNameNS("*", "config-property");
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) list.add((Element) nodes.item(i));
        return list;
    }

    private static String capitalized(String key) {
        return Character.toUpperCase(key.charAt(0)) + key.substring(1);
    }

    @Test
    void everyTextualSettingIsAConfigPropertyOfRaXml() {
        Set<String> expected = Stream.of(Setting.values()).filter(Setting::textual)
                .map(s -> capitalized(s.key())).collect(Collectors.toCollection(TreeSet::new));

        Set<String> declared = configProperties().stream().map(e -> text(e, "config-property-name"))
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(expected, declared);
    }

    @Test
    void raXmlTypesDescriptionsAndDefaultsComeFromTheSettingsTable() {
        for (Element e : configProperties()) {
            ConfigProperty p = ConfigProperty.all().stream()
                    .filter(c -> c.name().equals(text(e, "config-property-name"))).findFirst().orElseThrow();
            assertEquals(p.type().getName(), text(e, "config-property-type"), p.name());
            assertEquals(p.description(), text(e, "description"), p.name());
            assertEquals(p.defaultValue(), text(e, "config-property-value"), p.name());
        }
    }

    @Test
    void onlyThePasswordIsConfidential() {
        List<String> confidential = configProperties().stream()
                .filter(e -> "true".equals(text(e, "config-property-confidential")))
                .map(e -> text(e, "config-property-name")).toList();

        assertEquals(List.of("Password"), confidential);
    }

    @Test
    void literalDefaultsAreTheSettingsDefaults() {
        assertEquals("10", ConfigProperty.of(Setting.MAXIMUM_POOL_SIZE).defaultValue());
        assertEquals("30000", ConfigProperty.of(Setting.CONNECTION_TIMEOUT).defaultValue());
        assertEquals("true", ConfigProperty.of(Setting.AUTO_COMMIT).defaultValue());
        assertEquals(null, ConfigProperty.of(Setting.MINIMUM_IDLE).defaultValue(), "'same as maximumPoolSize' is no value");
    }

    @Test
    void theFactoryHasATextGetterAndSetterForEveryConfigProperty() throws Exception {
        for (ConfigProperty p : ConfigProperty.all()) {
            assertEquals(String.class, p.type(), p.name());
            Method getter = WeirManagedConnectionFactory.class.getMethod("get" + p.name());
            Method setter = WeirManagedConnectionFactory.class.getMethod("set" + p.name(), p.type());
            assertEquals(p.type(), getter.getReturnType(), p.name());
            assertNotNull(setter);
        }
    }

    @Test
    void theFactoryHasNoBeanPropertyThatIsNotAConfigProperty() {
        Set<String> declared = ConfigProperty.all().stream().map(ConfigProperty::name).collect(Collectors.toSet());
        Set<String> extra = Stream.of(WeirManagedConnectionFactory.class.getMethods())
                .filter(m -> m.getName().startsWith("set") && m.getParameterCount() == 1 && !Modifier.isStatic(m.getModifiers()))
                .map(m -> m.getName().substring(3))
                .filter(name -> !declared.contains(name))
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(Set.of("LogWriter", "ResourceAdapter"), extra, "setters the spec defines, and nothing else");
    }

    @Test
    void theConnectionDefinitionIsADataSourceOfConnections() {
        assertEquals(WeirManagedConnectionFactory.class.getName(), text(definition, "managedconnectionfactory-class"));
        assertEquals("javax.sql.DataSource", text(definition, "connectionfactory-interface"));
        assertEquals(WeirConnectionFactory.class.getName(), text(definition, "connectionfactory-impl-class"));
        assertEquals("java.sql.Connection", text(definition, "connection-interface"));
    }

    @Test
    void theConnectionImplClassIsTheClassOfTheHandlesTheAdapterHandsOut() throws Exception {
        try (StubDatabase db = StubDatabase.create(); SimulatedServer server = new SimulatedServer()) {
            DataSource ds = server.deploy(TestFactories.stub(db, 1));
            try (Connection handle = ds.getConnection()) {
                assertEquals(handle.getClass().getName(), text(definition, "connection-impl-class"));
            }
        }
    }
}
