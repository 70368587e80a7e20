package io.weir.example;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The notes table, in container-managed transactions: every method runs in a JTA transaction the
 * container begins and commits (or rolls back on a system exception), with Weir's connection enlisted.
 */
@Stateless
public class NoteStore {
    @Resource(name = "jdbc/WeirDS")
    DataSource dataSource;

    public List<Note> findAll() {
        try (Connection c = dataSource.getConnection();
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT id, text FROM note ORDER BY id")) {
            List<Note> notes = new ArrayList<>();
            while (rs.next()) {
                notes.add(new Note(rs.getLong(1), rs.getString(2)));
            }
            return notes;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public Optional<Note> find(long id) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT id, text FROM note WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Note(rs.getLong(1), rs.getString(2))) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public Note create(String text) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("INSERT INTO note(text) VALUES (?)", Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, text);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return new Note(keys.getLong(1), text);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean update(long id, String text) {
        return executeUpdate("UPDATE note SET text = ? WHERE id = ?", text, id) == 1;
    }

    public boolean delete(long id) {
        return executeUpdate("DELETE FROM note WHERE id = ?", id) == 1;
    }

    private int executeUpdate(String sql, Object... parameters) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                ps.setObject(i + 1, parameters[i]);
            }
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
