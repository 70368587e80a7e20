package io.weir.benchmarks.server;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The lines of PostgreSQL's log that say a client went away without closing its connection, counted for one
 * application_name. The log's line prefix must end in {@value #APPLICATION} followed by %a and a space
 * (run.sh sets {@code log_line_prefix = '%m [%p] app=%a '}).
 */
final class PostgresLog {
    static final String APPLICATION = "app=";
    static final String PREFIX = "%m [%p] " + APPLICATION + "%a ";

    /** The lines found: an EOF (and among them those inside a transaction, which PostgreSQL rolled back), a terminated or a reset connection. */
    record Counts(long unexpectedEof, long eofInTransaction, long terminating, long couldNotReceive) {
        long unclean() {
            return unexpectedEof + terminating + couldNotReceive;
        }
    }

    private PostgresLog() {
    }

    static Counts count(List<String> lines, String applicationName) {
        String marker = " " + APPLICATION + applicationName + " ";
        long eof = 0;
        long eofInTransaction = 0;
        long terminating = 0;
        long couldNotReceive = 0;
        for (String line : lines) {
            if (!line.contains(marker)) continue;
            if (line.contains("unexpected EOF on client connection")) {
                eof++;
                if (line.contains("with an open transaction")) eofInTransaction++;
            } else if (line.contains("terminating connection")) {
                terminating++;
            } else if (line.contains("could not receive data from client")) {
                couldNotReceive++;
            }
        }
        return new Counts(eof, eofInTransaction, terminating, couldNotReceive);
    }

    /** The log's length now, where {@link #linesFrom} starts reading later; 0 where it does not exist. */
    static long length(Path log) {
        return log.toFile().length();
    }

    static List<String> linesFrom(Path log, long offset) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(log.toFile(), "r")) {
            f.seek(Math.min(offset, f.length()));
            byte[] bytes = new byte[(int) (f.length() - f.getFilePointer())];
            f.readFully(bytes);
            return new String(bytes, StandardCharsets.UTF_8).lines().toList();
        }
    }
}
