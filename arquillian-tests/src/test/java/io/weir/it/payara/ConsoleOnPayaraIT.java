package io.weir.it.payara;

import io.weir.it.Browser;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Payara's admin console, driven in a headless browser as an administrator uses it: the connector
 * connection pool wizard, and a Weir setting changed under Additional Properties while the example
 * application, whose data source is injected with {@code @Resource}, runs. The screenshots of
 * docs/console.md come from here (see {@link Browser#screenshot}).
 */
@ExtendWith(PayaraDomain.class)
class ConsoleOnPayaraIT {
    private static final String CONSOLE = "http://localhost:" + PayaraDomain.ADMIN_PORT + "/";
    /** The shared domain's pool of examples/payara/configure-weir.asadmin, whose PoolName is WeirDS. */
    private static final String POOL = "WeirPool";
    private static final String EXAMPLE = "weir-example";
    /** Made by the wizard test and deleted after it. */
    private static final String WIZARD_POOL = "WeirConsolePool";
    private static final String ROW = "propertyForm:basicTable:rowGroup1:";

    private static Probe example;
    private static Browser browser;

    @BeforeAll
    static void deployTheExampleAndOpenTheConsole() {
        PayaraDomain.shared().admin("deploy", "--force=true", "--contextroot", EXAMPLE, TestFiles.exampleWar().toString());
        example = PayaraDomain.shared().probe(EXAMPLE);
        browser = Browser.open();
        // the first request deploys the console itself, which then says that it is starting until it is
        browser.go(CONSOLE);
        browser.await(() -> {
            if (browser.pageText().contains("Common Tasks")) return Boolean.TRUE;
            Browser.sleep(2_000);
            browser.go(CONSOLE);
            return null;
        }, "the admin console did not start", Duration.ofMinutes(3));
    }

    @AfterAll
    static void closeAndUndeploy() {
        try {
            if (browser != null) browser.close();
        } finally {
            PayaraDomain.shared().admin("undeploy", EXAMPLE);
        }
    }

    /**
     * New connector connection pool, resource adapter weir-rar: the second step lists every config-property
     * of the adapter's ra.xml with its default, and gives the confidential ones (Password) a masked field and
     * a confirmation; the pool made from it holds the values typed in and the defaults.
     */
    @Test
    void theNewPoolWizardPrefillsWeirsSettingsWithTheirDefaultsAndMasksThePassword() throws Exception {
        browser.go(CONSOLE + "jca/connectorConnectionPools.jsf");
        browser.click(By.id("propertyForm:poolTable:topActionsGroup1:newButton"));
        browser.replaceText(browser.await(By.id("propertyForm:propertySheet:generalPropertySheet:jndiProp:name")), WIZARD_POOL);
        browser.click(By.xpath("//select[contains(@id, 'resAdapterProp')]/option[.='weir-rar']"));
        browser.await(By.xpath("//select[contains(@id, 'connectionDefProp')]/option[.='javax.sql.DataSource']"));
        browser.screenshot("payara-new-pool-step-1");
        browser.click(By.id("propertyForm:title:topButtons:nextButton"));
        browser.await(By.id("propertyForm:propertyContentPage:topButtons:finishButton"));

        Map<String, String> rows = propertyRows();
        Map<String, ConfigProperty> declared = raXmlConfigProperties();
        assertEquals(declared.keySet(), rows.keySet(), "the wizard lists the config-properties of ra.xml");
        for (ConfigProperty p : declared.values()) {
            if (p.confidential) {
                assertEquals("password", valueField(rows.get(p.name)).getAttribute("type"), p.name + " is masked");
            } else {
                assertEquals(p.value, valueField(rows.get(p.name)).getAttribute("value"), p.name + "'s default");
            }
        }

        try {
            type(rows, "PoolName", "WeirConsole");
            type(rows, "JdbcUrl", "jdbc:h2:mem:weir-console");
            type(rows, "DriverClassName", "org.h2.Driver");
            type(rows, "Username", "sa");
            String password = rows.get("Password");
            browser.replaceText(browser.await(By.id(password + "col3:confV")), "weir-console-secret");
            browser.replaceText(browser.await(By.id(password + "col5:confV2")), "weir-console-secret");
            browser.script("arguments[0].scrollIntoView({block: 'start'})", browser.await(By.id(rows.get("JdbcUrl") + "col2:col1St")));
            browser.screenshot("payara-new-pool-step-2");
            browser.click(By.id("propertyForm:propertyContentPage:topButtons:finishButton"));
            browser.await(By.linkText(WIZARD_POOL));

            String pool = poolInDomainXml(WIZARD_POOL);
            assertTrue(pool.contains("<property name=\"JdbcUrl\" value=\"jdbc:h2:mem:weir-console\">"), pool);
            assertTrue(pool.contains("<property name=\"MaximumPoolSize\" value=\"" + declared.get("MaximumPoolSize").value + "\">"), pool);
        } finally {
            PayaraDomain.shared().admin("delete-connector-connection-pool", "--cascade=true", WIZARD_POOL);
        }
    }

    /**
     * Connector Connection Pools &gt; WeirPool &gt; Additional Properties: MaximumPoolSize changed and saved; the
     * example application's next request through its injected data source uses a pool of the new size, which
     * its /api/pool page reads from Weir's MXBean.
     */
    @Test
    void maximumPoolSizeSavedInTheConsoleReachesTheExampleApplicationsInjectedDataSource() {
        int before = exampleMaximumPoolSize();
        int changed = before + 1;
        try {
            browser.go(CONSOLE + "jca/connectorConnectionPoolEdit.jsf?name=" + POOL);
            browser.click(By.linkText("Additional Properties"));
            browser.await(By.id("propertyForm:propertyContentPage:topButtons:saveButton"));
            Map<String, String> rows = propertyRows();
            type(rows, "MaximumPoolSize", Integer.toString(changed));
            browser.script("arguments[0].scrollIntoView({block: 'center'})", valueField(rows.get("MaximumPoolSize")));
            browser.screenshot("payara-pool-properties");
            browser.click(By.id("propertyForm:propertyContentPage:topButtons:saveButton"));
            browser.awaitText("New values successfully saved");

            assertEquals(changed, exampleMaximumPoolSize());
        } finally {
            PayaraDomain.shared().admin("set", "resources.connector-connection-pool." + POOL + ".property.MaximumPoolSize=" + before);
        }
    }

    /** The pool's element in domain.xml, which Payara writes as the console saves. */
    private static String poolInDomainXml(String name) throws IOException {
        String domain = Files.readString(PayaraDomain.domainXml());
        Matcher pool = Pattern.compile("<connector-connection-pool [^>]*name=\"" + name + "\".*?</connector-connection-pool>", Pattern.DOTALL)
                .matcher(domain);
        assertTrue(pool.find(), "no connector-connection-pool " + name + " in domain.xml");
        return pool.group();
    }

    /** Lists the notes (through the injected data source), then reads WeirDS's MaximumPoolSize on the example's /api/pool. */
    private static int exampleMaximumPoolSize() {
        assertEquals(200, example.send("GET", "api/notes").statusCode());
        String pools = example.send("GET", "api/pool").body();
        Matcher size = Pattern.compile("\"WeirDS\":\\{[^}]*\"maximumPoolSize\":(\\d+)").matcher(pools);
        assertTrue(size.find(), pools);
        return Integer.parseInt(size.group(1));
    }

    /** The Additional Properties table: each property's name and the id prefix of its row. */
    private static Map<String, String> propertyRows() {
        Map<String, String> rows = new LinkedHashMap<>();
        for (WebElement name : browser.await(() -> {
            var names = browser.findAll(By.cssSelector("input[id^='" + ROW + "'][id$=':col2:col1St']"));
            return names.isEmpty() ? null : names;
        }, "no Additional Properties table")) {
            String id = name.getAttribute("id");
            rows.put(name.getAttribute("value"), id.substring(0, id.length() - "col2:col1St".length()));
        }
        return rows;
    }

    /** The field the console shows for a row's value: a text field, or a masked one for a confidential property. */
    private static WebElement valueField(String row) {
        WebElement text = browser.await(() -> browser.findAll(By.id(row + "col3:col1St")).stream().findFirst().orElse(null), row);
        return text.isDisplayed() ? text : browser.await(By.id(row + "col3:confV"));
    }

    private static void type(Map<String, String> rows, String property, String value) {
        browser.replaceText(valueField(rows.get(property)), value);
    }

    private record ConfigProperty(String name, String value, boolean confidential) {
    }

    /** The connection definition's config-properties in the deployed adapter's ra.xml, as the console reads them. */
    private static Map<String, ConfigProperty> raXmlConfigProperties() throws Exception {
        Map<String, ConfigProperty> properties = new LinkedHashMap<>();
        try (ZipFile rar = new ZipFile(TestFiles.weirRar().toFile()); InputStream raXml = rar.getInputStream(rar.getEntry("META-INF/ra.xml"))) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            NodeList list = factory.newDocumentBuilder().parse(raXml).getElementsByTagNameNS("*", "config-property");
            for (int i = 0; i < list.getLength(); i++) {
                Element p = (Element) list.item(i);
                String name = text(p, "config-property-name");
                String value = text(p, "config-property-value");
                properties.put(name, new ConfigProperty(name, value == null ? "" : value, "true".equals(text(p, "config-property-confidential"))));
            }
        }
        return properties;
    }

    private static String text(Element parent, String child) {
        NodeList found = parent.getElementsByTagNameNS("*", child);
        return found.getLength() == 0 ? null : found.item(0).getTextContent().strip();
    }
}
