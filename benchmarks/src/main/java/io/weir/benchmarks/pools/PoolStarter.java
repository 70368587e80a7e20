package io.weir.benchmarks.pools;

/** Starts one kind of pool over the stub database, set up as the {@link PoolSpec} says. */
@FunctionalInterface
public interface PoolStarter {

    OpenPool start(PoolSpec spec) throws Exception;
}
