package io.weir.example;

/** One row of the NOTE table, as JSON. */
public class Note {
    public long id;
    public String text;

    public Note() {
    }

    public Note(long id, String text) {
        this.id = id;
        this.text = text;
    }
}
