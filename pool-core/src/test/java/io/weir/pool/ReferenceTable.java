package io.weir.pool;

import io.weir.pool.spi.Setting;
import java.util.Objects;
import java.util.StringJoiner;

/** Renders {@link Setting} as the Markdown reference table of the README (kept in step by a test). */
final class ReferenceTable {
    static final String BEGIN = "<!-- settings:begin (generated from Setting.java; mvn -pl pool-core test -Dtest=ReadmeReferenceTableTest -Dweir.updateReadme=true) -->";
    static final String END = "<!-- settings:end -->";

    private ReferenceTable() {
    }

    static String markdown() {
        StringJoiner out = new StringJoiner("\n", "", "\n");
        out.add("| setting | default | runtime | meaning |");
        out.add("|---|---|---|---|");
        for (Setting s : Setting.values()) {
            String dflt = (s.defaultText().isEmpty() ? "-" : "`" + s.defaultText() + "`")
                    + (Objects.equals(s.serverDefault(), s.defaultValue()) ? "" : ", in a server `" + s.serverDefault() + "`");
            String meaning = s.serverDescription().isEmpty() ? s.description() : s.description() + " " + s.serverDescription();
            String unit = s.kind() == Setting.Kind.MILLIS ? " (ms)" : "";
            String where = s.textual() ? "" : " *(code only)*";
            out.add("| `" + s.key() + "`" + unit + where + " | " + dflt + " | " + (s.runtime() ? "yes" : "") + " | "
                    + meaning.replace("|", "\\|").replace("<", "&lt;") + " |");
        }
        return out.toString();
    }
}
