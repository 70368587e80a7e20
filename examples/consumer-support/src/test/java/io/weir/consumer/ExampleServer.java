package io.weir.consumer;

import java.io.IOException;
import java.net.http.HttpResponse;

/** What the consumer builds' tests ask of a server they started with the example application: its requests and its log. */
public interface ExampleServer {
    /** GET of {@code path} under the example application's context root. */
    HttpResponse<String> get(String path) throws IOException, InterruptedException;

    /** POST of {@code text} (text/plain) to {@code path} under the example application's context root. */
    HttpResponse<String> post(String path, String text) throws IOException, InterruptedException;

    /** What the server has logged so far. */
    String log() throws IOException;
}
