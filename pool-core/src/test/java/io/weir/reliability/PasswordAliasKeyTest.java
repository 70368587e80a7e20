package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 7 of issue 8, configuration side: a password written under a key Weir does not know
 * (the aliases its own URL masking knows: pwd, passwd) must not be echoed in the error that
 * rejects the key.
 */
@ExtendWith(SecretWatch.class)
class PasswordAliasKeyTest {

    @Test
    void passwordUnderAnAliasKeyIsNotEchoedInTheError() {
        for (String key : new String[] {"passwd", "pwd", "dataSourcePassword"}) {
            Properties props = new Properties();
            props.setProperty(key, SecretWatch.secret("Weir-Secret-alias-" + UUID.randomUUID()));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new WeirConfig(props));
            SecretWatch.record("unknown key " + key, e);
            assertTrue(e.getMessage().contains(key), "the error names the key: " + e.getMessage());
        }
    }
}
