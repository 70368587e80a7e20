package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.EngineParts;

/**
 * The engine's parts that create connections: the parts every engine unit test uses, with the
 * {@link Admission} that only this package can make.
 */
final class CreationParts extends EngineParts {
    final Admission admission = new Admission(bag, capacity, softEviction, retirement, houseKeeper, counters);

    CreationParts(int maximumPoolSize) {
        super(maximumPoolSize);
    }
}
