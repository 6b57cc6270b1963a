package org.chesslake.testing;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A headless Chromium driven over the DevTools protocol (its websocket, with the JDK's client): load
 * a page, run a script in it (a click, a form filled in), wait for the next page, take a
 * screenshot. Debian's {@code chromium} package; {@link #start} skips the test when none is on the
 * PATH, or fails it under {@code CI=true} (where {@code .ci/run} installs it).
 */
public final class HeadlessChromium implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> answers = new ConcurrentHashMap<>();

    private HeadlessChromium(Process process, WebSocket.Builder builder, URI page) throws Exception {
        this.process = process;
        this.socket = builder.buildAsync(page, new Listener()).get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    /** The browser on the PATH: {@code chromium}, or as other distributions name it. */
    public static Optional<Path> find() {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(path.split(File.pathSeparator)).filter(dir -> !dir.isEmpty())
                .flatMap(dir -> Stream.of("chromium", "chromium-browser", "google-chrome").map(name -> Path.of(dir, name)))
                .filter(Files::isExecutable).findFirst();
    }

    /**
     * Starts a headless browser with a page of {@code width}×{@code height}; its profile in {@code profile}.
     * Without a browser on the PATH the test is skipped, or fails under {@code CI=true}.
     */
    public static HeadlessChromium start(Path profile, int width, int height) throws Exception {
        Optional<Path> binary = find();
        if (binary.isEmpty()) {
            String reason = "no chromium on the PATH: the browser test needs Debian's chromium package"
                    + " (apt-get install -y chromium; .ci/run installs it)";
            if ("true".equals(System.getenv("CI"))) {
                fail(reason);
            }
            Assumptions.abort(reason);
        }
        Process process = new ProcessBuilder(binary.get().toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "--window-size=" + width + "," + height, "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            URI browser = listening(process);
            HttpClient http = HttpClient.newHttpClient();
            URI list = URI.create("http://" + browser.getAuthority() + "/json/list");
            String pages = http.send(HttpRequest.newBuilder(list).build(), HttpResponse.BodyHandlers.ofString()).body();
            for (JsonNode target : JSON.readTree(pages)) {
                if (target.path("type").asText().equals("page")) {
                    return new HeadlessChromium(process, http.newWebSocketBuilder(),
                            URI.create(target.path("webSocketDebuggerUrl").asText()));
                }
            }
            throw new IllegalStateException("chromium has no page: " + pages);
        } catch (Exception e) {
            process.destroyForcibly();
            throw e;
        }
    }

    /** The browser's DevTools address, from the line it prints on its error stream. */
    private static URI listening(Process process) throws IOException {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        StringBuilder said = new StringBuilder();
        String line;
        while ((line = err.readLine()) != null) {
            Matcher matcher = LISTENING.matcher(line);
            if (matcher.find()) {
                // keep draining, so that the browser never blocks on a full pipe
                Thread drain = new Thread(() -> err.lines().forEach(ignored -> { }), "chromium-stderr");
                drain.setDaemon(true);
                drain.start();
                return URI.create(matcher.group(1));
            }
            said.append(line).append('\n');
        }
        throw new IllegalStateException("chromium ended without its DevTools address:\n" + said);
    }

    /** Loads a URL and waits until it is loaded. */
    public void load(URI url) throws Exception {
        ObjectNode params = JSON.createObjectNode().put("url", url.toString());
        call("Page.navigate", params);
        awaitPage(url.toString());
    }

    /**
     * Runs a script that leads to another page (a click on a link, a form submitted) and waits until
     * the browser shows it.
     */
    public void navigateBy(String script) throws Exception {
        String before = evaluate("location.href + '#' + performance.timeOrigin");
        evaluate(script);
        waitUntil(() -> {
            String now = evaluateQuietly("document.readyState === 'complete' ? location.href + '#' + performance.timeOrigin : ''");
            return !now.isEmpty() && !now.equals(before);
        }, "a new page after: " + script);
    }

    /** The value of a JavaScript expression in the page, as text (an object: {@code JSON.stringify} it in the script). */
    public String evaluate(String expression) throws Exception {
        JsonNode result = call("Runtime.evaluate", JSON.createObjectNode().put("expression", expression)
                .put("returnByValue", true).put("awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("the script failed: " + expression + "\n" + result.get("exceptionDetails"));
        }
        return result.path("result").path("value").asText();
    }

    /** The page as PNG, written to {@code file}. */
    public void screenshot(Path file) throws Exception {
        JsonNode shot = call("Page.captureScreenshot", JSON.createObjectNode().put("format", "png")
                .put("captureBeyondViewport", true));
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(shot.path("data").asText()));
    }

    private void awaitPage(String url) throws Exception {
        waitUntil(() -> evaluateQuietly("document.readyState === 'complete' ? location.href : ''").equals(url), "the page " + url);
    }

    private String evaluateQuietly(String expression) {
        try {
            return evaluate(expression);
        } catch (Exception e) {
            return ""; // between two pages the context is gone for a moment
        }
    }

    private static void waitUntil(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("waited " + WAIT.toSeconds() + " s for " + what);
            }
            Thread.sleep(50);
        }
    }

    private JsonNode call(String method, ObjectNode params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        answers.put(id, answer);
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", params);
        socket.sendText(JSON.writeValueAsString(message), true).get(WAIT.toSeconds(), TimeUnit.SECONDS);
        JsonNode reply = answer.get(WAIT.toSeconds(), TimeUnit.SECONDS);
        if (reply.has("error")) {
            throw new IllegalStateException(method + " failed: " + reply.get("error"));
        }
        return reply.path("result");
    }

    /**
     * Stops the browser and every process it started, and waits for them: its helpers (renderer,
     * crash handler) outlive it for a moment and write into the profile, which a test's temporary
     * directory then fails to delete.
     */
    @Override
    public void close() throws InterruptedException {
        socket.abort();
        List<ProcessHandle> processes = new ArrayList<>(process.descendants().toList());
        processes.add(0, process.toHandle());
        processes.forEach(ProcessHandle::destroy);
        for (ProcessHandle handle : processes) {
            try {
                handle.onExit().get(10, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                handle.destroyForcibly();
                handle.onExit().join();
            }
        }
    }

    /** Hands each answer to the call waiting for its id; events are not asked for and pass by. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                try {
                    JsonNode message = JSON.readTree(text.toString());
                    CompletableFuture<JsonNode> answer = message.has("id") ? answers.remove(message.get("id").asInt()) : null;
                    if (answer != null) {
                        answer.complete(message);
                    }
                } catch (IOException e) {
                    throw new IllegalStateException("not JSON from chromium: " + text, e);
                } finally {
                    text.setLength(0);
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}
