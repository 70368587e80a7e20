package io.weir.rar;

import javax.transaction.xa.Xid;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A transaction branch id as a transaction manager makes them: global id plus branch qualifier. */
final class TestXid implements Xid {
    private final byte[] global;
    private final byte[] branch;

    TestXid(String global, String branch) {
        this.global = global.getBytes(StandardCharsets.UTF_8);
        this.branch = branch.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public int getFormatId() {
        return 0x5745;
    }

    @Override
    public byte[] getGlobalTransactionId() {
        return global.clone();
    }

    @Override
    public byte[] getBranchQualifier() {
        return branch.clone();
    }

    static boolean same(Xid a, Xid b) {
        return a.getFormatId() == b.getFormatId()
                && Arrays.equals(a.getGlobalTransactionId(), b.getGlobalTransactionId())
                && Arrays.equals(a.getBranchQualifier(), b.getBranchQualifier());
    }

    @Override
    public String toString() {
        return new String(global, StandardCharsets.UTF_8) + "/" + new String(branch, StandardCharsets.UTF_8);
    }
}
