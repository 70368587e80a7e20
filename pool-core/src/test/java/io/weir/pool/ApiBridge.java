package io.weir.pool;

import io.weir.pool.internal.engine.lending.PoolParts;
import io.weir.pool.internal.jdbc.ErrorOverride;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;
import io.weir.pool.spi.Settings;

/**
 * What the engine's tests take from the public API: the settings a {@link WeirConfig} holds, so they
 * can configure the engine through the typed bean, and the override the API makes from a class name.
 */
public final class ApiBridge {
    private ApiBridge() {
    }

    /** The settings behind {@code config} (not a copy). */
    public static Settings settings(WeirConfig config) {
        return config.settings();
    }

    /** The parts a data source without metrics gives the engine it starts. */
    public static PoolParts dataSourceParts() {
        return new DataSourceParts(null);
    }

    /** The override a data source gives its engine for exceptionOverrideClassName={@code className}. */
    public static ErrorOverride errorOverride(String className) {
        return new DataSourceParts(null).errorOverride(className);
    }

    /** The classifier a data source's engine makes for {@code config}, with its exception override if it names one. */
    public static FatalErrorClassifier classifier(WeirConfig config) {
        String name = config.getExceptionOverrideClassName();
        return FatalErrorClassifier.create(config.settings(), name == null ? null : errorOverride(name));
    }
}
