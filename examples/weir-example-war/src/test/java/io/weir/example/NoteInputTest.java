package io.weir.example;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Bad input is refused with a 4xx and one sentence of the application's own, before the database sees it. */
class NoteInputTest {

    @Test
    void aNoteLongerThanTheColumnIsRefusedWith400NamingTheLimit() {
        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> NoteInput.text("x".repeat(1001)));

        assertEquals(400, refused.status);
        assertEquals("A note has at most 1000 characters; this one has 1001.", refused.getMessage());
    }

    @Test
    void aNoteOfExactlyTheColumnLengthIsAccepted() {
        assertEquals(1000, NoteInput.text("x".repeat(1000)).length());
    }

    @Test
    void aNoteWithoutContentTypeIsRefusedWith415SayingWhichToSend() {
        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> NoteInput.text(null, "buy milk"));

        assertEquals(415, refused.status);
        assertEquals("A note is sent as plain text: give the request the header Content-Type: text/plain.", refused.getMessage());
    }

    @Test
    void aNoteOfAnotherContentTypeIsRefusedWith415NamingIt() {
        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class,
                () -> NoteInput.text("application/x-www-form-urlencoded", "buy milk"));

        assertEquals(415, refused.status);
        assertEquals("A note is sent as plain text: give the request the header Content-Type: text/plain"
                + " (it has application/x-www-form-urlencoded).", refused.getMessage());
    }

    @Test
    void aPlainTextNoteWithACharsetIsAccepted() {
        assertEquals("buy milk", NoteInput.text("text/plain; charset=UTF-8", "buy milk"));
    }

    @Test
    void aMissingOrBlankNoteIsRefusedWith400() {
        for (String body : new String[] {null, "", "  \n"}) {
            NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> NoteInput.text(body));
            assertEquals(400, refused.status);
            assertEquals("A note needs a text: send it as the request body.", refused.getMessage());
        }
    }

    @Test
    void aNonNumericIdAnswers404() {
        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> NoteInput.id("abc"));

        assertEquals(404, refused.status);
        assertEquals("There is no such note: note ids are numbers.", refused.getMessage());
    }

    @Test
    void aRefusalCarriesNoStackTraceForAServerToLog() {
        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> NoteInput.id("12x"));

        assertEquals(0, refused.getStackTrace().length);
    }

    @Test
    void theResourceRefusesATooLongNoteBeforeTheStoreSeesIt() {
        NoteResource resource = new NoteResource();
        resource.store = new NoteStore() {
            @Override
            public Note create(String text) {
                throw new AssertionError("the store must not see a refused note");
            }
        };

        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> resource.create("text/plain", "x".repeat(1001), null));
        assertEquals(400, refused.status);
    }

    @Test
    void theResourceAnswers404ForANoteThatDoesNotExist() {
        NoteResource resource = new NoteResource();
        resource.store = new NoteStore() {
            @Override
            public java.util.Optional<Note> find(long id) {
                return java.util.Optional.empty();
            }
        };

        NoteInput.Invalid refused = assertThrows(NoteInput.Invalid.class, () -> resource.get("42"));
        assertEquals(404, refused.status);
        assertEquals("There is no note 42.", refused.getMessage());
    }
}
