package io.weir.it.wildfly;

import io.weir.it.AdminCommand;
import io.weir.it.Browser;
import io.weir.it.TestFiles;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * WildFly's management console (HAL), driven in a headless browser as an administrator uses it: a
 * config-property of Weir's connection definition WeirDS edited, the server reloaded from the console,
 * and the pool's new size read back from the probe application. The screenshots of docs/console.md come
 * from here (see {@link Browser#screenshot}); not the one of HAL's Extended statistics, which in this
 * server, with its many test definitions under one resource adapter, shows another definition's numbers.
 */
class ConsoleOnWildFlyIT extends ProbeOnWildFly {
    private static final String USER = "weir-console";
    /** A throw-away server's management user; add-user.sh wants a digit and a symbol, a URL's user part takes them as they are. */
    private static final String PASSWORD = "weir-console-1";
    private static final String[] MAXIMUM_POOL_SIZE = {"subsystem", "resource-adapters", "resource-adapter", "weir",
            "connection-definitions", "WeirDS", "config-properties", "MaximumPoolSize"};
    /** Uses WeirDS, whose pool starts at its first use and registers its MXBean then. */
    private static final String USE_PAGE = "api/named/query?jndi=java:/jdbc/WeirDS";
    private static final String POOL_PAGE = "api/named/mxbean?pool=WeirDS";

    @ArquillianResource
    ManagementClient management;

    private Browser browser;
    private String console;

    /** A management user, as an administrator adds one with add-user.sh; the realm reads the file again as it changes. */
    @BeforeEach
    void addAManagementUserAndSignIn() {
        Path configuration = TestFiles.existing("wildfly.base.dir").resolve("configuration");
        AdminCommand.run(List.of(TestFiles.existing("jboss.home").resolve("bin/add-user.sh").toString(),
                        "-sc", configuration.toString(), "-u", USER, "-p", PASSWORD, "-s"),
                Map.of("JAVA_HOME", System.getProperty("java.home")), 120, "add-user.sh");
        String host = "127.0.0.1:" + management.getMgmtPort();
        console = "http://" + host + "/console/index.html";
        browser = Browser.open();
        // HAL stays blank headless unless the browser has signed in to the management interface first
        browser.go("http://" + USER + ":" + PASSWORD + "@" + host + "/management");
        browser.awaitText("product-name");
        // HAL's first load on a busy machine can take a minute; it shows the signed-in user's name once it runs
        browser.go(console);
        browser.await(() -> {
            if (browser.pageText().contains(USER)) return Boolean.TRUE;
            Browser.sleep(5_000);
            if (!browser.pageText().contains(USER)) browser.go(console);
            return null;
        }, "HAL did not load", Duration.ofMinutes(3));
    }

    @AfterEach
    void closeTheBrowser() {
        if (browser != null) browser.close();
    }

    @Test
    void maximumPoolSizeEditedInHalTakesEffectAfterHalsReload() throws Exception {
        ModelNode read = Operations.operation("read-attribute", MAXIMUM_POOL_SIZE);
        read.get("name").set("value");
        ModelNode configured = Operations.execute(management, read);
        probe().get(USE_PAGE);
        int changed = Integer.parseInt(probe().get(POOL_PAGE).getProperty("MaximumPoolSize")) + 1;
        try {
            open("resource-adapter;name=weir");
            browser.click(By.xpath("//span[contains(., 'Connection Defin')]"));
            browser.click(By.xpath("//td[normalize-space(.)='WeirDS']"));
            browser.awaitText("PoolName \u21d2 WeirDS");
            browser.screenshot("hal-connection-definition");

            browser.click(By.xpath("//a[normalize-space(.)='Edit']"));
            var properties = browser.await(By.id("resource-adapter-connection-definition-attributes-form-config-properties-editing"));
            properties.sendKeys("MaximumPoolSize=" + changed, Keys.ENTER);
            browser.screenshot("hal-edit-config-properties");
            browser.click(By.xpath("//button[normalize-space(.)='Save']"));
            browser.click(By.xpath("//a[normalize-space(.)='Reload Required']"));
            browser.await(By.xpath("//*[contains(., 'Are you sure you want to reload')]"));
            browser.screenshot("hal-reload");
            browser.click(By.xpath("//button[normalize-space(.)='Yes']"));
            ServerReload.awaitReloaded(management, probe(), USE_PAGE);

            probe().get(USE_PAGE);
            assertEquals(String.valueOf(changed), probe().get(POOL_PAGE).getProperty("MaximumPoolSize"));
        } finally {
            ModelNode write = Operations.operation("write-attribute", MAXIMUM_POOL_SIZE);
            write.get("name").set("value");
            write.get("value").set(configured);
            Operations.execute(management, write);
            ServerReload.reloadAndWait(management, probe(), USE_PAGE);
        }
    }

    /** One of HAL's places, as its links name them after the {@code #}. */
    private void open(String place) {
        browser.go(console + "#" + place);
        browser.reload();
    }
}
