package io.weir.example;

/**
 * What a request may carry, checked before anything reaches the database, so that a bad request gets
 * one sentence back instead of the driver's message, and the server logs nothing for it.
 */
final class NoteInput {
    /** The NOTE table's text column holds this many characters. */
    static final int MAX_LENGTH = 1000;

    private NoteInput() {
    }

    /**
     * A note's text from a request body, which must be declared text/plain: the application checks it itself,
     * because servers differ when a request has no Content-Type (RESTEasy refuses it, Jersey accepts it).
     */
    static String text(String contentType, String body) {
        String type = contentType == null ? "" : contentType.split(";", 2)[0].trim();
        if (!type.equalsIgnoreCase("text/plain")) {
            throw new Invalid(415, "A note is sent as plain text: give the request the header Content-Type: text/plain"
                    + (type.isEmpty() ? "." : " (it has " + type + ")."));
        }
        return text(body);
    }

    /** A note's text: present, not blank, at most {@link #MAX_LENGTH} characters. */
    static String text(String body) {
        if (body == null || body.isBlank()) {
            throw new Invalid(400, "A note needs a text: send it as the request body.");
        }
        if (body.length() > MAX_LENGTH) {
            throw new Invalid(400, "A note has at most " + MAX_LENGTH + " characters; this one has " + body.length() + ".");
        }
        return body;
    }

    /** A note's id from the path: a number, else no note has it. */
    static long id(String path) {
        try {
            return Long.parseLong(path);
        } catch (NumberFormatException e) {
            throw new Invalid(404, "There is no such note: note ids are numbers.");
        }
    }

    static Invalid noNote(long id) {
        return new Invalid(404, "There is no note " + id + ".");
    }

    /** A request the application refuses: its status and the sentence the client gets. */
    static final class Invalid extends RuntimeException {
        private static final long serialVersionUID = 1L;

        final int status;

        Invalid(int status, String message) {
            // no stack trace: this is an answer to the client, not a failure of the server
            super(message, null, false, false);
            this.status = status;
        }
    }
}
