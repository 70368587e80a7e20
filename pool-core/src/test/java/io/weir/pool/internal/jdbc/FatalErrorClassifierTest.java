package io.weir.pool.internal.jdbc;

import io.weir.pool.ApiBridge;
import io.weir.pool.SQLExceptionOverride;
import io.weir.pool.spi.Settings;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FatalErrorClassifierTest {
    private final FatalErrorClassifier classifier = FatalErrorClassifier.create(new Settings(), null);

    @Test
    void connectionExceptionClassIsFatal() {
        assertTrue(classifier.isFatal(new SQLException("link failure", "08S01")));
        assertTrue(classifier.isFatal(new SQLException("connection failure", "08006")));
    }

    @Test
    void postgresAdminAndCrashShutdownAreFatal() {
        assertTrue(classifier.isFatal(new SQLException("terminating connection due to administrator command", "57P01")));
        assertTrue(classifier.isFatal(new SQLException("crash shutdown", "57P02")));
        assertTrue(classifier.isFatal(new SQLException("cannot connect now", "57P03")));
    }

    @Test
    void sybaseIoErrorsAreFatal() {
        assertTrue(classifier.isFatal(new SQLException("io", "JZ0C0")));
        assertTrue(classifier.isFatal(new SQLException("io", "JZ0C1")));
    }

    @Test
    void knownVendorCodeOfAKilledSessionIsFatal() {
        assertTrue(classifier.isFatal(new SQLException("Connection was killed", "70100", 1927)));
        assertTrue(classifier.isFatal(new SQLException("ORA-00028: your session has been killed", "72000", 28)));
    }

    @Test
    void fatalErrorDeepInTheNextExceptionChainIsFatal() {
        SQLException top = new SQLException("batch failed", "42000");
        top.setNextException(new SQLException("syntax", "42601"));
        top.setNextException(new SQLException("connection reset", "08006"));
        assertTrue(classifier.isFatal(top));
    }

    @Test
    void fatalCauseIsFatal() {
        assertTrue(classifier.isFatal(new SQLException("wrapped", "HY000", new SQLException("io", "08001"))));
    }

    @Test
    void recoverableExceptionIsFatal() {
        assertTrue(classifier.isFatal(new SQLRecoverableException("reconnect needed")));
    }

    @Test
    void featureNotSupportedAloneIsNotFatal() {
        assertFalse(classifier.isFatal(new SQLException("cached plan must not change result type", "0A000")));
    }

    @Test
    void ordinaryErrorsAreNotFatal() {
        assertFalse(classifier.isFatal(new SQLException("duplicate key", "23505")));
        assertFalse(classifier.isFatal(new SQLException("no state")));
    }

    @Test
    void timeoutAloneIsNotFatal() {
        assertFalse(classifier.isFatal(new SQLTimeoutException("statement timeout", "57014")));
    }

    @Test
    void timeoutExceptionIsATimeout() {
        assertTrue(classifier.isTimeout(new SQLTimeoutException("query timed out", "70100")));
    }

    @Test
    void postgresStatementTimeoutIsATimeout() {
        assertTrue(classifier.isTimeout(new SQLException("canceling statement due to statement timeout", "57014")));
    }

    @Test
    void ordinaryErrorIsNoTimeout() {
        assertFalse(classifier.isTimeout(new SQLException("duplicate key", "23505")));
    }

    @Test
    void aCyclicCauseChainEnds() {
        SQLException a = new SQLException("a", "42000");
        SQLException b = new SQLException("b", "42000", a);
        a.initCause(b);
        assertFalse(classifier.isFatal(a));
    }

    @Test
    void overrideCanForceEviction() {
        FatalErrorClassifier c = withOverride(EvictEverything.class);
        assertTrue(c.isFatal(new SQLException("duplicate key", "23505")));
    }

    @Test
    void overrideCanVetoEviction() {
        FatalErrorClassifier c = withOverride(KeepEverything.class);
        assertFalse(c.isFatal(new SQLException("connection failure", "08006")));
    }

    @Test
    void overrideDefaultLeavesTheDecisionToWeir() {
        FatalErrorClassifier c = withOverride(DecideNothing.class);
        assertTrue(c.isFatal(new SQLException("connection failure", "08006")));
        assertFalse(c.isFatal(new SQLException("duplicate key", "23505")));
    }

    @Test
    void unknownOverrideClassFailsNamingTheKeyAndValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ApiBridge.errorOverride("com.example.NoSuchOverride"));
        assertTrue(e.getMessage().contains("exceptionOverrideClassName=com.example.NoSuchOverride"), e.getMessage());
    }

    @Test
    void overrideClassOfTheWrongTypeFailsNamingTheKeyAndValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ApiBridge.errorOverride(String.class.getName()));
        assertTrue(e.getMessage().contains("exceptionOverrideClassName=java.lang.String"), e.getMessage());
        assertTrue(e.getMessage().contains(SQLExceptionOverride.class.getName()), e.getMessage());
    }

    @Test
    void overrideWithoutPublicNoArgumentConstructorFailsNamingTheKeyAndValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ApiBridge.errorOverride(NeedsArgument.class.getName()));
        assertTrue(e.getMessage().contains("exceptionOverrideClassName=" + NeedsArgument.class.getName()), e.getMessage());
    }

    private static FatalErrorClassifier withOverride(Class<? extends SQLExceptionOverride> type) {
        return FatalErrorClassifier.create(new Settings(), ApiBridge.errorOverride(type.getName()));
    }

    public static final class EvictEverything implements SQLExceptionOverride {
        @Override
        public Decision adjudicate(SQLException exception) {
            return Decision.EVICT;
        }
    }

    public static final class KeepEverything implements SQLExceptionOverride {
        @Override
        public Decision adjudicate(SQLException exception) {
            return Decision.DO_NOT_EVICT;
        }
    }

    public static final class DecideNothing implements SQLExceptionOverride {
        @Override
        public Decision adjudicate(SQLException exception) {
            return Decision.DEFAULT;
        }
    }

    public static final class NeedsArgument implements SQLExceptionOverride {
        public NeedsArgument(String ignored) {
        }

        @Override
        public Decision adjudicate(SQLException exception) {
            return Decision.DEFAULT;
        }
    }
}
