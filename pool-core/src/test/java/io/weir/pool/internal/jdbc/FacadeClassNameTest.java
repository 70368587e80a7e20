package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.PhysicalPool;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FacadeClassNameTest {
    @Test
    void theSpiNamesTheClassOfTheFacades() {
        assertEquals(ConnectionFacade.class.getName(), PhysicalPool.FACADE_CLASS_NAME);
    }
}
