package io.weir.pool.internal.engine.connect;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Setting;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Locale;
import java.util.Properties;

/** Instantiates a configured class and sets string-valued bean properties on it, without java.beans. */
final class BeanProperties {
    private BeanProperties() {
    }

    /** An instance of the class {@code setting} names; fails with an {@link InvalidSettingException} naming it. */
    static <T> T instantiate(Setting setting, String className, Class<T> type, Properties properties) {
        Class<?> c;
        try {
            c = Class.forName(className, true, classLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new InvalidSettingException(e, setting, "=" + className + ": class not found; is the driver on the class path?");
        }
        if (!type.isAssignableFrom(c)) {
            throw new InvalidSettingException(setting, "=" + className + " is not a " + type.getName());
        }
        T instance;
        try {
            instance = type.cast(c.getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new InvalidSettingException(e, setting, "=" + className + " could not be instantiated with a public "
                    + "no-argument constructor: " + e);
        }
        for (String name : properties.stringPropertyNames()) {
            set(instance, className, name, properties.getProperty(name));
        }
        return instance;
    }

    private static ClassLoader classLoader() {
        ClassLoader tccl = Thread.currentThread().getContextClassLoader();
        return tccl != null ? tccl : BeanProperties.class.getClassLoader();
    }

    private static void set(Object bean, String className, String property, String value) {
        String setter = "set" + property.substring(0, 1).toUpperCase(Locale.ROOT) + property.substring(1);
        boolean secret = property.toLowerCase(Locale.ROOT).contains("password");
        String shown = secret ? "<hidden>" : value;
        for (Method m : bean.getClass().getMethods()) {
            if (!m.getName().equals(setter) || m.getParameterCount() != 1 || Modifier.isStatic(m.getModifiers())) continue;
            Object converted;
            try {
                converted = convert(m.getParameterTypes()[0], value);
            } catch (IllegalArgumentException e) {
                continue; // another overload may take it
            }
            if (converted == null) continue;
            try {
                m.invoke(bean, converted);
                return;
            } catch (ReflectiveOperationException e) {
                Throwable cause = e.getCause() != null ? e.getCause() : e;
                InvalidSettingException failed = new InvalidSettingException(Setting.DATA_SOURCE_PROPERTIES, ": " + className + "."
                        + setter + "(" + shown + ") failed: " + (secret ? cause.getClass().getName() : cause.toString()));
                if (!secret) failed.initCause(cause);
                throw failed;
            }
        }
        throw new InvalidSettingException(Setting.DATA_SOURCE_PROPERTIES, ": " + className + " has no property '" + property
                + "' (value '" + shown + "')");
    }

    private static Object convert(Class<?> type, String value) {
        if (type == String.class) return value;
        if (type == int.class || type == Integer.class) return Integer.valueOf(value.trim());
        if (type == long.class || type == Long.class) return Long.valueOf(value.trim());
        if (type == short.class || type == Short.class) return Short.valueOf(value.trim());
        if (type == boolean.class || type == Boolean.class) {
            String v = value.trim().toLowerCase(Locale.ROOT);
            if (!v.equals("true") && !v.equals("false")) throw new IllegalArgumentException(value);
            return Boolean.valueOf(v);
        }
        if (type == char[].class) return value.toCharArray();
        if (type == Properties.class) return (Properties) Setting.DATA_SOURCE_PROPERTIES.parse(value);
        return null;
    }
}
