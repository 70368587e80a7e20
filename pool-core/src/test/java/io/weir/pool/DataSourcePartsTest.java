package io.weir.pool;

import io.weir.pool.internal.jdbc.ErrorOverride;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What a data source hands its engine: the application's override answers reach the engine unchanged. */
class DataSourcePartsTest {

    @Test
    void everyDecisionOfAnOverrideReachesTheEngineAsTheVerdictOfItsName() {
        for (SQLExceptionOverride.Decision d : SQLExceptionOverride.Decision.values()) {
            assertEquals(d.name(), ErrorOverride.Verdict.of(d).name());
        }
    }

    @Test
    void anOverrideThatAnswersNothingLeavesTheDecisionToTheClassifier() {
        assertEquals(ErrorOverride.Verdict.DEFAULT, ErrorOverride.Verdict.of(null));
    }
}
