package io.weir.pool.spi;

import java.util.regex.Pattern;

/** The one place that masks passwords in text that users write with them inside, such as JDBC URLs. */
public final class Secrets {
    /** A key naming a password ({@code password=}, {@code ssl.keyPassword:}, {@code pwd=}) and its value. */
    private static final Pattern SECRET_PARAMETER =
            Pattern.compile("(?i)([a-z_.]*(?:password|pwd|passwd)[a-z_.]*\\s*[=:]\\s*)[^;&,)\\s]*");
    /** The password in a URL's user info: {@code //user:secret@host}. */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/:@\\s]+:)[^@/\\s]*@");

    private Secrets() {
    }

    /**
     * The throwable as is, or, if any message in its cause chain shows {@code password} or a
     * {@code password=} parameter (a driver repeating the URL), a copy of the chain with those masked.
     * The copy keeps each SQLState, vendor code and stack trace, and names the original class.
     */
    public static Throwable scrub(Throwable t, String password) {
        return leaks(t, password) ? copy(t, password, 0) : t;
    }

    private static boolean leaks(Throwable t, String password) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            String m = c.getMessage();
            if (m != null && (!mask(m, password).equals(m))) return true;
        }
        return false;
    }

    /** {@code text} without {@code password} (if any) or a URL's secrets, as {@link #mask(String)} hides them. */
    public static String mask(String text, String password) {
        String masked = mask(text);
        return password == null || password.isEmpty() ? masked : masked.replace(password, "<hidden>");
    }

    private static Throwable copy(Throwable t, String password, int depth) {
        String message = t.getClass().getName() + ": " + mask(String.valueOf(t.getMessage()), password);
        Throwable copy = t instanceof java.sql.SQLException
                ? new java.sql.SQLException(message, ((java.sql.SQLException) t).getSQLState(), ((java.sql.SQLException) t).getErrorCode())
                : new Exception(message);
        copy.setStackTrace(t.getStackTrace());
        Throwable cause = t.getCause();
        if (cause != null && cause != t && depth < 20) copy.initCause(copy(cause, password, depth + 1));
        return copy;
    }

    /** Hides password parameters ({@code password=x}, {@code user:x@host}) in a URL, a k=v list or a message. */
    public static String mask(String text) {
        if (text == null) return null;
        String masked = SECRET_PARAMETER.matcher(text).replaceAll("$1<hidden>");
        return USER_INFO.matcher(masked).replaceAll("$1<hidden>@");
    }
}
