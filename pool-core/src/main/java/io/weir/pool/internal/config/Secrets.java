package io.weir.pool.internal.config;

import java.util.regex.Pattern;

/** Masks passwords in text that users write with them inside, such as JDBC URLs. */
public final class Secrets {
    private static final Pattern PASSWORD_PARAM =
            Pattern.compile("(?i)((?:password|pwd|passwd)\\s*=)[^;&,)]*");
    private static final Pattern USER_INFO = Pattern.compile("(//[^/:@]+:)[^@/]*@");

    private Secrets() {
    }

    public static String maskUrl(String url) {
        if (url == null) return null;
        String masked = PASSWORD_PARAM.matcher(url).replaceAll("$1<hidden>");
        return USER_INFO.matcher(masked).replaceAll("$1<hidden>@");
    }
}
