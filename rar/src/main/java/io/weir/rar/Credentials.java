package io.weir.rar;

import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.ManagedConnectionFactory;
import jakarta.resource.spi.security.PasswordCredential;

import javax.security.auth.Subject;
import java.util.Objects;

/**
 * The user name and password a physical connection is opened with. Each distinct pair gets its
 * own pool; it is also the request info of {@code getConnection(user, password)}, so the server
 * keeps managed connections of different users apart.
 */
public final class Credentials implements ConnectionRequestInfo {
    private final String username;
    private final String password;

    /** A blank user name and an empty password count as none, as the pool's settings treat them. */
    public Credentials(String username, String password) {
        this.username = username == null || username.isBlank() ? null : username.trim();
        this.password = password == null || password.isEmpty() ? null : password;
    }

    /**
     * The credentials for one allocation: the container's {@link PasswordCredential} for this
     * factory if the subject holds one, else the application's request info, else the configured ones.
     */
    static Credentials resolve(Subject subject, ConnectionRequestInfo info, ManagedConnectionFactory factory,
                               Credentials configured) {
        if (subject != null) {
            for (PasswordCredential pc : subject.getPrivateCredentials(PasswordCredential.class)) {
                ManagedConnectionFactory target = pc.getManagedConnectionFactory();
                if (target == null || target.equals(factory)) {
                    return new Credentials(pc.getUserName(), pc.getPassword() == null ? null : new String(pc.getPassword()));
                }
            }
        }
        if (info instanceof Credentials) {
            return (Credentials) info;
        }
        return configured;
    }

    public String username() {
        return username;
    }

    String password() {
        return password;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Credentials)) return false;
        Credentials other = (Credentials) o;
        return Objects.equals(username, other.username) && Objects.equals(password, other.password);
    }

    @Override
    public int hashCode() {
        return Objects.hash(username, password);
    }

    @Override
    public String toString() {
        return "Credentials[user=" + username + "]";
    }
}
