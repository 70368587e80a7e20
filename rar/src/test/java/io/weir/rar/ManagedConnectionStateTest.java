package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.TransactionControl;
import io.weir.rar.ManagedConnectionState.Binding;
import io.weir.rar.ManagedConnectionState.Life;
import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import javax.transaction.xa.XAResource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The managed connection's state machine on its own: each legal move, and the refusal of each illegal one. */
class ManagedConnectionStateTest {

    @Nested
    class LifeMoves {
        @Test
        void aFatalErrorMakesAnOpenOneFailed() {
            assertEquals(Life.FAILED, Life.OPEN.fail());
        }

        @ParameterizedTest
        @EnumSource(value = Life.class, names = {"FAILED", "DRAINING", "DESTROYED"})
        void aFatalErrorLeavesEveryOtherLifeAsItIs(Life life) {
            assertEquals(life, life.fail());
        }

        @Test
        void destroyingAnOpenOneWithWorkInFlightDrainsIt() {
            assertEquals(Life.DRAINING, Life.OPEN.destroy(true));
        }

        @Test
        void destroyingAnIdleOpenOneDestroysIt() {
            assertEquals(Life.DESTROYED, Life.OPEN.destroy(false));
        }

        @Test
        void destroyingAFailedOneDestroysItEvenWithWorkInFlight() {
            assertEquals(Life.DESTROYED, Life.FAILED.destroy(true));
        }

        @ParameterizedTest
        @EnumSource(value = Life.class, names = {"DRAINING", "DESTROYED"})
        void destroyingADestroyedOneIsRefused(Life life) {
            assertThrows(IllegalStateException.class, () -> life.destroy(false));
        }

        @Test
        void aDrainingOneDrainsToDestroyed() {
            assertEquals(Life.DESTROYED, Life.DRAINING.drained());
        }

        @ParameterizedTest
        @EnumSource(value = Life.class, names = {"OPEN", "FAILED", "DESTROYED"})
        void onlyADrainingOneDrains(Life life) {
            assertThrows(IllegalStateException.class, life::drained);
        }

        @Test
        void onlyAnOpenOneIsMatched() {
            for (Life life : Life.values()) assertEquals(life == Life.OPEN, life.matchable(), life.name());
        }

        @Test
        void everyLifeButDestroyedBinds() {
            for (Life life : Life.values()) assertEquals(life != Life.DESTROYED, life.binds(), life.name());
        }
    }

    @Nested
    class BindingMoves {
        @Test
        void aCallBindsAnUnboundOne() {
            assertEquals(Binding.BOUND, Binding.UNBOUND.bind());
        }

        @ParameterizedTest
        @EnumSource(value = Binding.class, names = {"BOUND", "LOCAL_TRANSACTION", "XA_TRANSACTION"})
        void aCallLeavesABoundOneAsItIs(Binding binding) {
            assertEquals(binding, binding.bind());
        }

        @ParameterizedTest
        @EnumSource(value = Binding.class, names = {"UNBOUND", "BOUND"})
        void aTransactionBeginsOutsideATransaction(Binding binding) {
            assertEquals(Binding.LOCAL_TRANSACTION, binding.begin(Binding.LOCAL_TRANSACTION));
            assertEquals(Binding.XA_TRANSACTION, binding.begin(Binding.XA_TRANSACTION));
        }

        @ParameterizedTest
        @EnumSource(value = Binding.class, names = {"LOCAL_TRANSACTION", "XA_TRANSACTION"})
        void aTransactionCannotBeginWhileOneRuns(Binding binding) {
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> binding.begin(Binding.LOCAL_TRANSACTION));
            assertTrue(refused.getMessage().contains(binding.describe()), refused.getMessage());
        }

        @ParameterizedTest
        @EnumSource(value = Binding.class, names = {"UNBOUND", "BOUND"})
        void onlyATransactionKindBegins(Binding kind) {
            assertThrows(IllegalArgumentException.class, () -> Binding.UNBOUND.begin(kind));
        }

        @ParameterizedTest
        @EnumSource(value = Binding.class, names = {"LOCAL_TRANSACTION", "XA_TRANSACTION"})
        void theEndOfTheRunningTransactionLeavesItBound(Binding kind) {
            assertEquals(Binding.BOUND, kind.end(kind));
        }

        @ParameterizedTest
        @EnumSource(value = Binding.class, names = {"UNBOUND", "BOUND"})
        void theEndOfATransactionOutsideOneChangesNothing(Binding binding) {
            assertEquals(binding, binding.end(Binding.LOCAL_TRANSACTION));
        }

        @Test
        void theEndOfATransactionOfTheOtherKindIsRefused() {
            assertThrows(IllegalStateException.class, () -> Binding.XA_TRANSACTION.end(Binding.LOCAL_TRANSACTION));
            assertThrows(IllegalStateException.class, () -> Binding.LOCAL_TRANSACTION.end(Binding.XA_TRANSACTION));
        }

        @ParameterizedTest
        @EnumSource(Binding.class)
        void aReleaseUnbindsFromAnyBinding(Binding binding) {
            assertEquals(Binding.UNBOUND, binding.release());
        }
    }

    /** A lease that counts how it went back. */
    static final class CountingLease implements ConnectionLease {
        int givenBack;
        int evicted;

        @Override
        public Connection physicalConnection() {
            return null;
        }

        @Override
        public XAResource xaResource() {
            return null;
        }

        @Override
        public boolean markBrokenIfFatal(SQLException error) {
            return false;
        }

        @Override
        public void giveBack() {
            givenBack++;
        }

        @Override
        public void evict() {
            evicted++;
        }

        @Override
        public boolean confirmAlive() {
            return true;
        }
    }

    @Nested
    class StateMoves {
        private final ManagedConnectionState state = new ManagedConnectionState();
        private final List<String> calls = new ArrayList<>();
        private final CountingLease lease = new CountingLease();
        private final List<CountingLease> borrowed = new ArrayList<>();
        private boolean callRunning;

        private final ManagedConnectionState.Borrow pool = () -> {
            CountingLease next = borrowed.isEmpty() ? lease : new CountingLease();
            borrowed.add(next);
            return next;
        };

        private ConnectionHandle handle() {
            ConnectionHandle h = new ConnectionHandle(null);
            h.attach(RecordingFacades.detached(calls, () -> callRunning));
            state.handleAdded(h);
            return h;
        }

        private ConnectionHandle boundHandle() throws SQLException {
            ConnectionHandle h = handle();
            state.bind(pool);
            return h;
        }

        @Test
        void aNewStateIsOpenUnboundAndUnused() {
            assertEquals(Life.OPEN, state.life());
            assertEquals(Binding.UNBOUND, state.binding());
            assertNull(state.lease());
            assertTrue(state.unused());
        }

        @Test
        void theFirstCallBorrowsAndLaterCallsGetTheSameLease() throws SQLException {
            handle();

            assertSame(lease, state.bind(pool));
            assertSame(lease, state.bind(pool));

            assertEquals(1, borrowed.size());
            assertEquals(Binding.BOUND, state.binding());
            assertFalse(state.unused());
        }

        @Test
        void aFailedBorrowLeavesItUnbound() {
            handle();
            SQLException down = new SQLException("no connection", "08001");

            assertSame(down, assertThrows(SQLException.class, () -> state.bind(() -> { throw down; })));

            assertEquals(Binding.UNBOUND, state.binding());
            assertNull(state.lease());
        }

        @Test
        void closingTheLastHandleGivesTheLeaseBack() throws SQLException {
            ConnectionHandle h = boundHandle();

            assertTrue(state.handleClosed(h));

            assertEquals(1, lease.givenBack);
            assertEquals(Binding.UNBOUND, state.binding());
            assertTrue(state.unused());
        }

        @Test
        void closingAHandleWhileAnotherIsOpenKeepsTheLease() throws SQLException {
            ConnectionHandle first = boundHandle();
            handle();

            state.handleClosed(first);

            assertEquals(0, lease.givenBack);
            assertSame(lease, state.lease());
        }

        @Test
        void closingAHandleCallsNoFacade() throws SQLException {
            ConnectionHandle first = boundHandle();
            ConnectionHandle second = handle();

            state.handleClosed(first);
            state.handleClosed(second);

            assertEquals(List.of(), calls);
            assertEquals(1, lease.givenBack);
        }

        @Test
        void closingAHandleNoLongerHeldChangesNothing() throws SQLException {
            ConnectionHandle h = boundHandle();
            state.cleanup();

            assertFalse(state.handleClosed(h));

            assertEquals(1, lease.givenBack);
        }

        @Test
        void aHandleMovedAwayLetsGoOfTheLeaseAndTheLeaseGoesBack() throws SQLException {
            ConnectionHandle h = boundHandle();

            state.handleMovedAway(h);

            assertEquals(List.of(">unbind", "<unbind"), calls);
            assertEquals(1, lease.givenBack);
            assertEquals(0, state.openHandles());
        }

        @Test
        void aTransactionBeginsOnTheLeaseTheHandlesHold() throws SQLException {
            boundHandle();

            assertSame(lease, state.beginTransaction(Binding.XA_TRANSACTION, pool));

            assertEquals(Binding.XA_TRANSACTION, state.binding());
            assertEquals(1, borrowed.size());
        }

        @Test
        void aSecondTransactionIsRefusedAndTheFirstRunsOn() throws SQLException {
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);

            assertThrows(IllegalStateException.class, () -> state.beginTransaction(Binding.XA_TRANSACTION, pool));

            assertEquals(Binding.LOCAL_TRANSACTION, state.binding());
        }

        @Test
        void theLeaseOutlivesTheLastHandleUntilTheTransactionEnds() throws SQLException {
            ConnectionHandle h = handle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);

            state.handleClosed(h);
            assertEquals(0, lease.givenBack, "the transaction still needs it");
            state.endTransaction(Binding.LOCAL_TRANSACTION);

            assertEquals(1, lease.givenBack);
            assertEquals(Binding.UNBOUND, state.binding());
        }

        @Test
        void theEndOfATransactionKeepsTheLeaseForTheOpenHandles() throws SQLException {
            handle();
            state.beginTransaction(Binding.XA_TRANSACTION, pool);

            state.endTransaction(Binding.XA_TRANSACTION);

            assertEquals(Binding.BOUND, state.binding());
            assertEquals(0, lease.givenBack);
        }

        @Test
        void aLocalTransactionsLeaseAwaitsItsFirstCallUntilAHandleBinds() throws SQLException {
            handle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);
            assertSame(lease, state.leaseAwaitingFirstCall());

            state.bind(pool);

            assertNull(state.leaseAwaitingFirstCall());
        }

        @Test
        void aLeaseAHandleBoundBeforeTheTransactionBeganDoesNotAwaitAFirstCall() throws SQLException {
            boundHandle();

            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);

            assertNull(state.leaseAwaitingFirstCall());
        }

        @Test
        void anXaBranchsLeaseNeverAwaitsAFirstCall() throws SQLException {
            handle();

            state.beginTransaction(Binding.XA_TRANSACTION, pool);

            assertNull(state.leaseAwaitingFirstCall());
        }

        @Test
        void aDeadLeaseIsRetiredAtOnceAndItsReplacementGoesBackHealthy() throws SQLException {
            ConnectionHandle h = handle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);
            CountingLease fresh = new CountingLease();

            state.retireDeadLease();
            state.replaceLease(fresh);
            assertSame(fresh, state.bind(pool));
            state.endTransaction(Binding.LOCAL_TRANSACTION);
            state.handleClosed(h);

            assertEquals(1, lease.evicted);
            assertEquals(0, lease.givenBack);
            assertEquals(1, fresh.givenBack);
        }

        @Test
        void aFatalErrorRetiresTheLeaseBoundNow() throws SQLException {
            ConnectionHandle h = boundHandle();

            state.fail();
            state.handleClosed(h);

            assertEquals(Life.FAILED, state.life());
            assertEquals(1, lease.evicted);
            assertEquals(0, lease.givenBack);
        }

        @Test
        void aLeaseBoundAfterAFatalErrorGoesBackHealthy() throws SQLException {
            state.fail();
            ConnectionHandle h = boundHandle();

            state.handleClosed(h);

            assertEquals(1, lease.givenBack);
            assertEquals(0, lease.evicted);
        }

        @Test
        void cleanupClosesEveryHandleAndGivesTheLeaseBack() throws SQLException {
            ConnectionHandle h = boundHandle();

            assertEquals(List.of(h), state.cleanup());

            assertEquals(List.of(">invalidate", "<invalidate"), calls);
            assertEquals(1, lease.givenBack);
            assertEquals(Life.OPEN, state.life());
        }

        @Test
        void cleanupLeavesTheLeaseToARunningTransaction() throws SQLException {
            boundHandle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);

            state.cleanup();

            assertEquals(0, lease.givenBack);
            assertEquals(Binding.LOCAL_TRANSACTION, state.binding());
        }

        @Test
        void destroyingAnIdleOneGivesNothingBackAndDestroysIt() {
            assertEquals(List.of(), state.destroy());

            assertEquals(Life.DESTROYED, state.life());
            assertEquals(0, lease.givenBack);
        }

        @Test
        void destroyingOneWithAnOpenHandleDrainsUntilTheHandleCloses() throws SQLException {
            ConnectionHandle h = boundHandle();

            assertEquals(List.of(), state.destroy());
            assertEquals(Life.DRAINING, state.life());
            assertSame(lease, state.bind(pool), "a draining one still serves its handles");
            state.handleClosed(h);

            assertEquals(Life.DESTROYED, state.life());
            assertEquals(1, lease.givenBack);
            assertEquals(List.of(), calls);
        }

        @Test
        void destroyingOneInATransactionDrainsUntilTheTransactionEnds() throws SQLException {
            state.beginTransaction(Binding.XA_TRANSACTION, pool);

            state.destroy();
            assertEquals(Life.DRAINING, state.life());
            state.endTransaction(Binding.XA_TRANSACTION);

            assertEquals(Life.DESTROYED, state.life());
            assertEquals(1, lease.givenBack);
        }

        @Test
        void destroyingAFailedOneClosesItsHandlesAndRetiresItsLeaseAtOnce() throws SQLException {
            ConnectionHandle h = boundHandle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);
            state.fail();

            assertEquals(List.of(h), state.destroy());

            assertEquals(Life.DESTROYED, state.life());
            assertEquals(Binding.UNBOUND, state.binding());
            assertEquals(1, lease.evicted);
        }

        @Test
        void aSecondDestroyIsRefused() {
            state.destroy();

            assertThrows(IllegalStateException.class, state::destroy);
        }

        @Test
        void aDestroyedOneTakesNoHandle() {
            state.destroy();

            assertThrows(IllegalStateException.class, this::handle);
        }

        @Test
        void aDrainingOneTakesNoHandle() throws SQLException {
            boundHandle();
            state.destroy();

            assertThrows(IllegalStateException.class, this::handle);
        }

        @Test
        void aDestroyedOneBindsNothing() {
            state.destroy();

            assertThrows(IllegalStateException.class, () -> state.bind(pool));
            assertThrows(IllegalStateException.class, () -> state.beginTransaction(Binding.LOCAL_TRANSACTION, pool));
            assertTrue(borrowed.isEmpty());
        }

        @Test
        void aLeakIsTakenBackAndItsHandlesClosed() throws SQLException {
            ConnectionHandle h = boundHandle();

            assertEquals(List.of(h), state.reclaimLeak(lease));

            assertEquals(1, lease.givenBack);
            assertEquals(Binding.UNBOUND, state.binding());
        }

        @Test
        void aLeakIsNotTakenBackInATransaction() throws SQLException {
            boundHandle();
            state.beginTransaction(Binding.XA_TRANSACTION, pool);

            assertNull(state.reclaimLeak(lease));

            assertEquals(0, lease.givenBack);
        }

        @Test
        void aLeakIsNotTakenBackUnderARunningCall() throws SQLException {
            boundHandle();
            callRunning = true;

            assertNull(state.reclaimLeak(lease));

            assertEquals(0, lease.givenBack);
            assertEquals(1, state.openHandles());
        }

        @Test
        void aLeaseNoLongerHeldIsNotTakenBack() throws SQLException {
            ConnectionHandle h = boundHandle();
            state.handleClosed(h);

            assertNull(state.reclaimLeak(lease));

            assertEquals(1, lease.givenBack);
        }

        @Test
        void takingBackTheLeakOfADrainingOneDestroysIt() throws SQLException {
            boundHandle();
            state.destroy();

            state.reclaimLeak(lease);

            assertEquals(Life.DESTROYED, state.life());
        }

        @Test
        void theAdapterStoppingTakesBackADrainingOnesLocalTransaction() throws SQLException {
            ConnectionHandle h = boundHandle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);
            state.destroy();

            assertEquals(List.of(h), state.abandon());

            assertEquals(1, lease.givenBack);
            assertEquals(Binding.UNBOUND, state.binding());
            assertEquals(Life.DESTROYED, state.life());
        }

        @Test
        void aLostLocalTransactionOfADrainingOneEndsAndItIsDestroyed() throws SQLException {
            ConnectionHandle h = boundHandle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);
            state.destroy();
            state.handleClosed(h);

            assertTrue(state.endLostTransaction());

            assertEquals(1, lease.givenBack);
            assertEquals(Binding.UNBOUND, state.binding());
            assertEquals(Life.DESTROYED, state.life());
        }

        @Test
        void aLocalTransactionWithAHandleOpenOrAnXaBranchIsNotLost() throws SQLException {
            boundHandle();
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);
            state.destroy();
            assertFalse(state.endLostTransaction(), "a handle is open");

            ManagedConnectionState xa = new ManagedConnectionState();
            xa.beginTransaction(Binding.XA_TRANSACTION, pool);
            xa.destroy();
            assertFalse(xa.endLostTransaction(), "an XA branch is the transaction manager's");

            assertEquals(0, lease.givenBack);
            assertEquals(Life.DRAINING, state.life());
        }

        @Test
        void theAdapterStoppingLeavesAnXaBranchARunningCallAndAnOpenOne() throws SQLException {
            boundHandle();
            assertNull(state.abandon(), "an open managed connection is the server's");
            callRunning = true;
            state.destroy();
            assertNull(state.abandon(), "a running call finishes its work");
            callRunning = false;
            state.beginTransaction(Binding.XA_TRANSACTION, pool);
            assertNull(state.abandon(), "an XA branch is the transaction manager's");

            assertEquals(0, lease.givenBack);
            assertEquals(Life.DRAINING, state.life());
        }

        @Test
        void theApplicationLeavingAutoCommitStartsItsTransaction() throws SQLException {
            boundHandle();

            assertEquals(ConnectionEvent.LOCAL_TRANSACTION_STARTED, state.afterTransactionControl(TransactionControl.AUTO_COMMIT_OFF));
            assertEquals(ConnectionEvent.LOCAL_TRANSACTION_COMMITTED, state.afterTransactionControl(TransactionControl.COMMIT));
        }

        @Test
        void theApplicationDemarcatesNothingInAContainerTransaction() throws SQLException {
            state.beginTransaction(Binding.LOCAL_TRANSACTION, pool);

            assertEquals(ApplicationTransaction.NO_EVENT, state.afterTransactionControl(TransactionControl.AUTO_COMMIT_OFF));
        }

        @Test
        void theApplicationDemarcatesNothingWithNothingBound() {
            assertEquals(ApplicationTransaction.NO_EVENT, state.afterTransactionControl(TransactionControl.AUTO_COMMIT_OFF));
        }

        @Test
        void theApplicationTransactionEndsWhenTheLeaseGoesBack() throws SQLException {
            ConnectionHandle h = boundHandle();
            state.afterTransactionControl(TransactionControl.AUTO_COMMIT_OFF);
            state.handleClosed(h);
            boundHandle();

            assertEquals(ConnectionEvent.LOCAL_TRANSACTION_STARTED, state.afterTransactionControl(TransactionControl.AUTO_COMMIT_OFF));
        }
    }
}
