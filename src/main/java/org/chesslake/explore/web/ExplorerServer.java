package org.chesslake.explore.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.chesslake.lake.Tree;

/**
 * The explorer's web server ({@code jobs/explore --serve}): the JDK's HTTP server answering
 * {@code /} (a position's page, see {@link PageRequest} for its query) and {@code /game?id=N} (a
 * game's PGN) from an {@link ExplorerLake}. A bad request gets HTTP 400 and its message on the page; a
 * failure of the lake gets 500 and a message that names no file (the cause goes to the server's
 * error stream).
 */
public final class ExplorerServer implements AutoCloseable {

    /** The address the server binds to unless told otherwise: loopback only. */
    public static final String DEFAULT_BIND = "127.0.0.1";
    /** The port {@code jobs/explore --serve} listens on unless told otherwise. */
    public static final int DEFAULT_PORT = 8765;

    private final HttpServer server;
    private final ExecutorService workers;
    private final ExplorerLake lake;
    private final PrintStream log;
    private final CountDownLatch stopped = new CountDownLatch(1);

    private ExplorerServer(HttpServer server, ExplorerLake lake, PrintStream log) {
        this.server = server;
        this.lake = lake;
        this.log = log;
        // a page is one query; a couple of workers keep a slow one from blocking the next click
        this.workers = Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "explorer-http");
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(workers);
        server.createContext("/", this::handle);
    }

    /**
     * Starts a server.
     *
     * @param address where to listen (port 0: any free port)
     * @param log     where the causes of failed requests are written
     */
    public static ExplorerServer start(ExplorerLake lake, InetSocketAddress address, PrintStream log) throws IOException {
        ExplorerServer explorer = new ExplorerServer(HttpServer.create(address, 0), lake, log);
        explorer.server.start();
        return explorer;
    }

    /**
     * What {@code jobs/explore --serve} runs: starts the server, counts the start page's tree in the
     * background (a lake that keeps its trees then answers {@code /} from memory; a request before it
     * is done waits for it), prints its URL and serves until the process ends or this thread is
     * interrupted.
     */
    public static void serve(ExplorerLake lake, InetSocketAddress address, PrintStream out, PrintStream log)
            throws IOException {
        try (ExplorerServer explorer = start(lake, address, log)) {
            explorer.workers.execute(explorer::countStartPage);
            out.println("chesslake explorer at " + explorer.url() + " (Ctrl-C stops it)");
            out.flush();
            explorer.stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Counts the start page's tree as {@code /} asks for it; a failure is only logged ({@code /} will say it). */
    private void countStartPage() {
        PageRequest start = PageRequest.parse(null);
        try {
            lake.tree(start.position().fen(), start.filter());
        } catch (RuntimeException e) {
            log.println("explorer: the start position's tree could not be counted ahead");
            e.printStackTrace(log);
        }
    }

    /** The start page's URL. */
    public URI url() {
        InetSocketAddress address = server.getAddress();
        String host = address.getAddress().isAnyLocalAddress() ? DEFAULT_BIND : address.getAddress().getHostAddress();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + address.getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow();
        stopped.countDown();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Page page = page(exchange);
            byte[] body = page.html().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().put("Content-Type", List.of("text/html; charset=utf-8"));
            exchange.getResponseHeaders().put("Cache-Control", List.of("no-store"));
            boolean head = exchange.getRequestMethod().equals("HEAD");
            exchange.sendResponseHeaders(page.status(), head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    /** An answer: its HTTP status and its HTML. */
    record Page(int status, String html) {
    }

    /** The answer to a request: a page, or the message of what went wrong. */
    Page page(HttpExchange exchange) {
        String method = exchange.getRequestMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            return new Page(405, ExplorerPage.error("the explorer answers GET requests only, not " + method));
        }
        return page(exchange.getRequestURI().getPath(), exchange.getRequestURI().getRawQuery());
    }

    /** The answer to a path and its raw query (null for none). */
    Page page(String path, String rawQuery) {
        try {
            return switch (path) {
                case "/" -> positionPage(PageRequest.parse(rawQuery));
                case "/game" -> gamePage(rawQuery);
                default -> new Page(404, ExplorerPage.error("no page " + path + " here: the explorer's pages are / and /game"));
            };
        } catch (BadRequestException e) {
            return new Page(400, ExplorerPage.error(e.getMessage()));
        } catch (RuntimeException e) {
            log.println("explorer: " + path + "?" + rawQuery + " failed");
            e.printStackTrace(log);
            return new Page(500, ExplorerPage.error("the lake could not answer this request (the server's log says why)"));
        }
    }

    private Page positionPage(PageRequest request) {
        Tree tree = lake.tree(request.position().fen(), request.filter());
        return new Page(200, ExplorerPage.position(request, tree));
    }

    private Page gamePage(String rawQuery) {
        Map<String, List<String>> parameters = PageRequest.parameters(rawQuery);
        List<String> ids = parameters.getOrDefault("id", List.of());
        if (ids.size() != 1 || !ids.get(0).matches("-?\\d{1,19}")) {
            throw new BadRequestException("id: a game's page needs one game id (a whole number), not " + ids);
        }
        long id;
        try {
            id = Long.parseLong(ids.get(0));
        } catch (NumberFormatException e) {
            throw new BadRequestException("id: " + ids.get(0) + " is not a game id");
        }
        PageRequest from = PageRequest.parse(rawQuery);
        Optional<String> pgn = lake.pgn(id);
        return pgn.map(text -> new Page(200, ExplorerPage.game(from, id, text)))
                .orElseGet(() -> new Page(404, ExplorerPage.error("the lake has no game " + id)));
    }
}
