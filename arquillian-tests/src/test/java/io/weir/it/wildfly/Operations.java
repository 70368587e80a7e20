package io.weir.it.wildfly;

import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.as.controller.client.ModelControllerClient;
import org.jboss.dmr.ModelNode;

import java.io.IOException;
import java.util.List;

/** Management operations on the test server or domain controller, failing loudly with the answer. */
public final class Operations {
    private Operations() {
    }

    /** An operation on an address given as type, name, type, name, ... */
    public static ModelNode operation(String name, String... address) {
        ModelNode op = new ModelNode();
        op.get("operation").set(name);
        ModelNode path = op.get("address").setEmptyList();
        for (int i = 0; i < address.length; i += 2) {
            path.add(address[i], address[i + 1]);
        }
        return op;
    }

    /** The names of the root's children of one type, e.g. "deployment". */
    static List<String> childNames(ManagementClient client, String type, String... address) throws IOException {
        ModelNode op = operation("read-children-names", address);
        op.get("child-type").set(type);
        return execute(client, op).asList().stream().map(ModelNode::asString).toList();
    }

    static ModelNode execute(ManagementClient client, ModelNode op) throws IOException {
        return execute(client.getControllerClient(), op);
    }

    public static ModelNode execute(ModelControllerClient client, ModelNode op) throws IOException {
        ModelNode answer = client.execute(op);
        if (!"success".equals(answer.get("outcome").asString())) {
            throw new IllegalStateException(op + " failed: " + answer);
        }
        return answer.get("result");
    }
}
