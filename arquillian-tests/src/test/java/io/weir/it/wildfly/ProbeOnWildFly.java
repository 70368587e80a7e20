package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/** The probe application as the build packaged it (src/main of this module). */
final class ProbeOnWildFly {
    private ProbeOnWildFly() {
    }

    static WebArchive war() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, TestFiles.probeWar().toFile());
    }
}
