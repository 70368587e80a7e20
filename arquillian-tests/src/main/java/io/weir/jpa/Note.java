package io.weir.jpa;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** The table is created by the test (weir_jpa_note), so that both JPA providers map the same one. */
@Entity
@Table(name = "weir_jpa_note")
@NamedQuery(name = "Note.countByTag", query = "SELECT COUNT(n) FROM Note n WHERE n.tag = :tag")
public class Note {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String tag;

    private String body;

    protected Note() {
    }

    Note(String tag, String body) {
        this.tag = tag;
        this.body = body;
    }

    Long id() {
        return id;
    }

    String tag() {
        return tag;
    }

    String body() {
        return body;
    }

    void rewrite(String newBody) {
        this.body = newBody;
    }
}
