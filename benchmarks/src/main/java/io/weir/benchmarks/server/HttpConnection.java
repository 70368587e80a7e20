package io.weir.benchmarks.server;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One kept-alive HTTP/1.1 connection that sends the same GET again and again and reads each response
 * whole (by Content-Length or chunks), keeping a short body's text. Hand-written rather than java.net.http so that the client adds
 * as little work per request as possible, the same for every arm.
 */
final class HttpConnection implements Closeable {
    static final int MAX_KEPT_BODY = 8192;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final byte[] request;
    private boolean closeAfterResponse;
    private String body;

    HttpConnection(URI uri) throws IOException {
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0) {
            throw new IllegalArgumentException("expected http://host:port/path, got " + uri);
        }
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), 5_000);
        socket.setSoTimeout(60_000);
        in = new BufferedInputStream(socket.getInputStream(), 8192);
        out = socket.getOutputStream();
        String path = uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        request = ("GET " + path + " HTTP/1.1\r\nHost: " + uri.getHost() + ":" + uri.getPort() + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /** Sends the request, reads the whole response, and returns its status code. */
    int get() throws IOException {
        out.write(request);
        out.flush();
        String status = line();
        if (!status.startsWith("HTTP/1.") || status.length() < 12) throw new IOException("not an HTTP response: " + status);
        int code = Integer.parseInt(status.substring(9, 12));
        long length = -1;
        boolean chunked = false;
        closeAfterResponse = status.startsWith("HTTP/1.0");
        for (String header = line(); !header.isEmpty(); header = line()) {
            String h = header.toLowerCase(Locale.ROOT);
            if (h.startsWith("content-length:")) length = Long.parseLong(h.substring(15).trim());
            else if (h.startsWith("transfer-encoding:") && h.contains("chunked")) chunked = true;
            else if (h.startsWith("connection:") && h.contains("close")) closeAfterResponse = true;
        }
        if (chunked) {
            for (long size = chunkSize(); size > 0; size = chunkSize()) {
                skip(size);
                line();
            }
            while (!line().isEmpty()) {
                // trailers
            }
            body = null;
        } else if (length >= 0 && length <= MAX_KEPT_BODY) {
            byte[] bytes = in.readNBytes((int) length);
            if (bytes.length < length) throw new EOFException("connection closed inside a response body");
            body = new String(bytes, StandardCharsets.UTF_8);
        } else if (length >= 0) {
            skip(length);
            body = null;
        } else {
            throw new IOException("response without Content-Length or chunked encoding");
        }
        return code;
    }

    /** The last response's body when it was sent with a Content-Length of at most {@value #MAX_KEPT_BODY} bytes, else null. */
    String body() {
        return body;
    }

    /** Whether the server asked to close the connection after the last response. */
    boolean closing() {
        return closeAfterResponse;
    }

    private long chunkSize() throws IOException {
        String size = line();
        int semicolon = size.indexOf(';');
        return Long.parseLong((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
    }

    private void skip(long n) throws IOException {
        long left = n;
        while (left > 0) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) throw new EOFException("connection closed inside a response body");
                skipped = 1;
            }
            left -= skipped;
        }
    }

    private String line() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream(64);
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) throw new EOFException("connection closed by the server");
            if (c != '\r') b.write(c);
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
