package io.weir.it;

import io.weir.probe.Report;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;
import org.jboss.shrinkwrap.api.spec.WebArchive;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The applications besides the probe, each from its own package of src/main (kept out of the probe
 * war), with the descriptors that name one server's JNDI names. One place for both servers: WildFly
 * deploys them through Arquillian, Payara through asadmin ({@link #export}).
 */
public final class Applications {
    /** The JPA application's name and context root. */
    public static final String JPA = "weir-jpa";
    /** The crash application's name and context root. */
    public static final String CRASH = "weir-crash";
    /** The named-definition probe's name and context root. */
    public static final String NAMED = "weir-named";

    private Applications() {
    }

    /** io.weir.jpa, its persistence unit's {@code <jta-data-source>} being {@code jndiName}, a Weir definition over PostgreSQL. */
    public static WebArchive jpa(String jndiName) {
        return jpa(JPA, jndiName);
    }

    /** The JPA application under another name and context root, over its own definition. */
    public static WebArchive jpa(String name, String jndiName) {
        return ShrinkWrap.create(WebArchive.class, name + ".war")
                .addPackage("io.weir.jpa")
                .addClass(Report.class)
                .addAsResource(new StringAsset("""
                        <persistence xmlns="https://jakarta.ee/xml/ns/persistence" version="3.0">
                          <persistence-unit name="notes" transaction-type="JTA">
                            <jta-data-source>%s</jta-data-source>
                            <class>io.weir.jpa.Note</class>
                            <exclude-unlisted-classes>true</exclude-unlisted-classes>
                          </persistence-unit>
                        </persistence>
                        """.formatted(jndiName)), "META-INF/persistence.xml")
                .setWebXML(new StringAsset(webXml("jdbc/Notes", jndiName)));
    }

    /**
     * io.weir.crash, which halts its server in a two-phase commit: its references jdbc/CrashPg and
     * jdbc/CrashMaria mapped to the server's JNDI names of two Weir XA definitions.
     */
    public static WebArchive crash(String postgresJndiName, String mariadbJndiName) {
        return ShrinkWrap.create(WebArchive.class, CRASH + ".war")
                .addPackage("io.weir.crash")
                .setWebXML(new StringAsset(webXml("jdbc/CrashPg", postgresJndiName, "jdbc/CrashMaria", mariadbJndiName)));
    }

    /**
     * Only the probe's scenarios on a definition looked up by its global JNDI name (io.weir.probe.NamedDataSourceResource,
     * and io.weir.probe.NamedTransactionResource in container transactions), for servers that hold none of the probe's
     * own definitions.
     */
    public static WebArchive named() {
        return ShrinkWrap.create(WebArchive.class, NAMED + ".war")
                .addClasses(io.weir.probe.ProbeApplication.class, io.weir.probe.NamedDataSourceResource.class,
                        io.weir.probe.NamedTransactionResource.class, io.weir.probe.NamedTransactionBean.class, io.weir.probe.NamedBeanManagedBean.class,
                        io.weir.probe.DataSourceScenarios.class, Report.class);
    }

    /**
     * io.weir.injected under {@code name} (its context root): scenarios on a DataSource injected with {@code @Resource},
     * as applications take theirs, its reference jdbc/Injected mapped to {@code jndiName}. The definition must exist
     * when it deploys.
     */
    public static WebArchive injected(String name, String jndiName) {
        return ShrinkWrap.create(WebArchive.class, name + ".war")
                .addPackage("io.weir.injected")
                .addClasses(io.weir.probe.ProbeApplication.class, io.weir.probe.DataSourceScenarios.class, Report.class)
                .setWebXML(new StringAsset(webXml("jdbc/Injected", jndiName)));
    }

    /**
     * An application as most are built, under {@code name} (its context root): JPA (io.weir.jpa, its persistence
     * unit on {@code jndiName}) and a DataSource injected with {@code @Resource} (io.weir.injected, its reference
     * on the same {@code jndiName}), both in container transactions, side by side under /api.
     */
    public static WebArchive jpaAndInjected(String name, String jndiName) {
        return jpa(name, jndiName)
                .addPackage("io.weir.injected")
                .addClass(io.weir.probe.DataSourceScenarios.class)
                .setWebXML(new StringAsset(webXml("jdbc/Notes", jndiName, "jdbc/Injected", jndiName)));
    }

    /**
     * A web.xml mapping each resource reference (name, then the server's JNDI name) to a data source.
     * Payara takes a reference without res-auth as Application sign-on, which wants a user name.
     */
    private static String webXml(String... referencesAndJndiNames) {
        StringBuilder xml = new StringBuilder("<web-app xmlns=\"https://jakarta.ee/xml/ns/jakartaee\" version=\"6.0\">\n");
        for (int i = 0; i < referencesAndJndiNames.length; i += 2) {
            xml.append("""
                      <resource-ref>
                        <res-ref-name>%s</res-ref-name>
                        <res-type>javax.sql.DataSource</res-type>
                        <res-auth>Container</res-auth>
                        <lookup-name>%s</lookup-name>
                      </resource-ref>
                    """.formatted(referencesAndJndiNames[i], referencesAndJndiNames[i + 1]));
        }
        return xml.append("</web-app>\n").toString();
    }

    /** The archive as a file in {@code folder}, for asadmin deploy. */
    public static Path export(WebArchive application, Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path file = folder.resolve(application.getName());
        application.as(ZipExporter.class).exportTo(file.toFile(), true);
        return file;
    }
}
