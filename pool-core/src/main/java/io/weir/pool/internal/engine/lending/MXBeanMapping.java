package io.weir.pool.internal.engine.lending;

import io.weir.pool.spi.Setting;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Implements a pool's MXBean interface over the engine, with no method written per setting: a getter or
 * {@code is} method named for a setting's key ({@code get<Key>}) reads that setting's live value, a
 * setter named for a {@link Setting#runtime() runtime} setting changes it, and any other method is the
 * {@link PoolControl} method of the same signature. Made for an interface once per pool start, it checks
 * the interface first: every method maps to something, every runtime setting has its setter and, but for
 * a secret, its getter, and no secret can be read. A proxy, because the interface is a management one:
 * nothing on the borrow path calls it.
 */
public final class MXBeanMapping<M> {
    private final Class<M> type;
    private final Map<Method, Access> accesses;

    /** What one method of the interface does, given the pool's control. */
    @FunctionalInterface
    private interface Access {
        Object invoke(PoolControl control, Object[] args) throws Throwable;
    }

    /** What a method named for a setting that it does not fit gets: nothing, and a problem reported. */
    private static final Access REFUSED = (control, args) -> {
        throw new IllegalStateException("refused accessor");
    };

    private MXBeanMapping(Class<M> type, Map<Method, Access> accesses) {
        this.type = type;
        this.accesses = accesses;
    }

    /**
     * The mapping of {@code type}'s methods; fails with an {@link IllegalArgumentException} naming each method
     * that maps to nothing and each accessor of a runtime setting that the interface lacks.
     */
    public static <M> MXBeanMapping<M> of(Class<M> type) {
        Map<Method, Access> accesses = new HashMap<>();
        List<String> problems = new ArrayList<>();
        for (Method m : type.getMethods()) {
            Access a = settingAccess(m, problems);
            if (a == null) a = controlAccess(m);
            if (a == null) problems.add(m.getName() + ": no setting of that name, and no such method of the pool's control");
            else if (a != REFUSED) accesses.put(m, a);
        }
        for (Setting s : Setting.values()) {
            if (!s.runtime()) continue;
            if (s.kind() != Setting.Kind.SECRET && !declares(type, accessorName(s, "get"), valueType(s), null)) {
                problems.add(accessorName(s, "get") + ": missing; " + s.key() + " changes at runtime, so the MXBean shows it");
            }
            if (!declares(type, accessorName(s, "set"), void.class, valueType(s))) {
                problems.add(accessorName(s, "set") + ": missing; " + s.key() + " changes at runtime, so the MXBean sets it");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(type.getName() + " does not map onto the pool: " + String.join("; ", problems));
        }
        return new MXBeanMapping<>(type, Map.copyOf(accesses));
    }

    public Class<M> type() {
        return type;
    }

    /** The interface implemented over {@code control}. */
    M implement(PoolControl control) {
        InvocationHandler handler = (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
                switch (method.getName()) {
                    case "equals": return proxy == args[0];
                    case "hashCode": return System.identityHashCode(proxy);
                    default: return control.toString();
                }
            }
            return accesses.get(method).invoke(control, args);
        };
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    /**
     * The access of a setting's getter or setter, or null if {@code m} is named for no setting, or
     * {@link #REFUSED} with the reason added to {@code problems} if it is named for one it does not fit.
     */
    private static Access settingAccess(Method m, List<String> problems) {
        String name = m.getName();
        boolean getter = m.getParameterCount() == 0 && (name.startsWith("get") || name.startsWith("is"));
        boolean setter = m.getParameterCount() == 1 && name.startsWith("set") && m.getReturnType() == void.class;
        if (!getter && !setter) return null;
        String property = name.substring(name.startsWith("is") ? 2 : 3);
        if (property.isEmpty()) return null;
        Setting s = Setting.forKey(Character.toLowerCase(property.charAt(0)) + property.substring(1));
        if (s == null) return null;
        if (!name.equals(accessorName(s, getter ? "get" : "set"))) return null;
        Class<?> expected = valueType(s);
        Class<?> actual = getter ? m.getReturnType() : m.getParameterTypes()[0];
        String refusal = getter && s.kind() == Setting.Kind.SECRET ? s.key() + " is write-only"
                : setter && !s.runtime() ? s.key() + " is fixed at start"
                : expected == null ? s.key() + " cannot be shown on an MXBean"
                : actual != expected ? s.key() + " is a " + expected.getName()
                : null;
        if (refusal != null) {
            problems.add(name + ": " + refusal);
            return REFUSED;
        }
        return getter ? (control, args) -> control.value(s) : (control, args) -> {
            control.change(s, args[0]);
            return null;
        };
    }

    /** The access of the {@link PoolControl} method with {@code m}'s signature, or null if it has none. */
    private static Access controlAccess(Method m) {
        Method target;
        try {
            target = PoolControl.class.getMethod(m.getName(), m.getParameterTypes());
        } catch (NoSuchMethodException e) {
            return null;
        }
        if (target.getDeclaringClass() != PoolControl.class || target.getReturnType() != m.getReturnType()) return null;
        return (control, args) -> {
            try {
                return target.invoke(control, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
    }

    /** {@code get<Key>} or {@code set<Key>}, and {@code is<Key>} for a boolean's getter. */
    private static String accessorName(Setting s, String prefix) {
        String verb = prefix.equals("get") && s.kind() == Setting.Kind.BOOLEAN ? "is" : prefix;
        return verb + Character.toUpperCase(s.key().charAt(0)) + s.key().substring(1);
    }

    /** The type an MXBean shows the setting as, or null if it cannot show it. */
    private static Class<?> valueType(Setting s) {
        switch (s.kind()) {
            case INT: return int.class;
            case MILLIS: return long.class;
            case BOOLEAN: return boolean.class;
            case STRING:
            case SECRET: return String.class;
            default: return null;
        }
    }

    private static boolean declares(Class<?> type, String name, Class<?> returns, Class<?> parameter) {
        try {
            Method m = parameter == null ? type.getMethod(name) : type.getMethod(name, parameter);
            return m.getReturnType() == returns;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
