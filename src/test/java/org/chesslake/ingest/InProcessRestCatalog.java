package org.chesslake.ingest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.CatalogProperties;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.CommitFailedException;
import org.apache.iceberg.exceptions.NamespaceNotEmptyException;
import org.apache.iceberg.exceptions.NoSuchNamespaceException;
import org.apache.iceberg.exceptions.NoSuchTableException;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.inmemory.InMemoryCatalog;
import org.apache.iceberg.rest.CatalogHandlers;
import org.apache.iceberg.rest.Endpoint;
import org.apache.iceberg.rest.RESTCatalogProperties;
import org.apache.iceberg.rest.RESTSerializers;
import org.apache.iceberg.rest.requests.CommitTransactionRequest;
import org.apache.iceberg.rest.requests.CreateNamespaceRequest;
import org.apache.iceberg.rest.requests.CreateTableRequest;
import org.apache.iceberg.rest.requests.UpdateTableRequest;
import org.apache.iceberg.rest.responses.ConfigResponse;
import org.apache.iceberg.rest.responses.ErrorResponse;
import org.apache.iceberg.rest.responses.ErrorResponseParser;
import org.apache.iceberg.shaded.com.fasterxml.jackson.annotation.JsonAutoDetect;
import org.apache.iceberg.shaded.com.fasterxml.jackson.annotation.PropertyAccessor;
import org.apache.iceberg.shaded.com.fasterxml.jackson.databind.DeserializationFeature;
import org.apache.iceberg.shaded.com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.iceberg.shaded.com.fasterxml.jackson.databind.PropertyNamingStrategies;

/**
 * An Iceberg REST catalog server in the test JVM, on a loopback port: the REST protocol's routes
 * that Spark's and Iceberg's clients use (config, namespaces, tables, table commits, the
 * multi-table transactions endpoint) served by Iceberg's own {@link CatalogHandlers} over an
 * {@link InMemoryCatalog} whose metadata and data files are in a local warehouse directory.
 *
 * <p>Why this and not Iceberg's test fixtures: {@code RESTCatalogAdapter}/{@code RESTCatalogServlet}
 * (iceberg-core's tests jar) and {@code RESTCatalogServer} (iceberg-open-api's test-fixtures) are
 * published for 1.11 but not for the 1.12 the project runs, and they are built against unshaded
 * Jackson while iceberg-spark-runtime carries a relocated one. The handlers, request and response
 * classes and their JSON serializers are in the runtime jar, so the server is this routing over the
 * JDK's HTTP server.
 *
 * <p>Like a real REST catalog, the server makes a transaction atomic for its clients: every commit
 * holds a write lock, every load a read lock, and a transaction checks every table's requirements
 * before it commits any table, so no client loads a state between a transaction's tables.
 */
final class InProcessRestCatalog implements AutoCloseable {

    private static final String PREFIX = "/v1/";

    private final InMemoryCatalog catalog = new InMemoryCatalog();
    private final ObjectMapper json = mapper();
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final HttpServer server;
    private final AtomicInteger transactions = new AtomicInteger();

    InProcessRestCatalog(Path warehouse) throws IOException {
        this(warehouse.toUri().toString(), Map.of());
    }

    /**
     * A server whose warehouse is {@code warehouse} on any Hadoop file system, reached with the Hadoop
     * settings {@code hadoopConf} (an object store's endpoint and credentials).
     */
    InProcessRestCatalog(String warehouse, Map<String, String> hadoopConf) throws IOException {
        Map<String, String> properties = new java.util.HashMap<>(Map.of(
                CatalogProperties.WAREHOUSE_LOCATION, warehouse,
                CatalogProperties.FILE_IO_IMPL, ConfiguredHadoopFileIO.class.getName()));
        hadoopConf.forEach((key, value) -> properties.put(ConfiguredHadoopFileIO.PREFIX + key, value));
        catalog.initialize("rest-backend", properties);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.start();
    }

    /** The server's base URI, for {@code spark.sql.catalog.NAME.uri}. */
    String uri() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The Spark settings of a catalog {@code name} that is this server. */
    Map<String, String> sparkConf(String name) {
        String prefix = "spark.sql.catalog." + name;
        return Map.of(prefix, "org.apache.iceberg.spark.SparkCatalog",
                prefix + ".type", "rest",
                prefix + ".uri", uri());
    }

    /** How many multi-table transactions were committed. */
    int transactions() {
        return transactions.get();
    }

    @Override
    public void close() throws IOException {
        server.stop(0);
        catalog.close();
    }

    /** As Iceberg's RESTObjectMapper: kebab-case names, unknown properties ignored, the REST serializers. */
    private static ObjectMapper mapper() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        mapper.setPropertyNamingStrategy(new PropertyNamingStrategies.KebabCaseStrategy());
        RESTSerializers.registerAll(mapper);
        return mapper;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            if (!path.startsWith(PREFIX)) {
                respond(exchange, 404, error(404, "NotFound", path));
                return;
            }
            List<String> route = Arrays.stream(path.substring(PREFIX.length()).split("/"))
                    .map(segment -> URLDecoder.decode(segment, StandardCharsets.UTF_8)).toList();
            Object response;
            try {
                response = route(exchange.getRequestMethod(), route, exchange);
            } catch (NoSuchTableException | NoSuchNamespaceException e) {
                respond(exchange, 404, error(404, e.getClass().getSimpleName(), e.getMessage()));
                return;
            } catch (AlreadyExistsException | CommitFailedException | NamespaceNotEmptyException e) {
                respond(exchange, 409, error(409, e.getClass().getSimpleName(), e.getMessage()));
                return;
            } catch (ValidationException | IllegalArgumentException e) {
                respond(exchange, 400, error(400, e.getClass().getSimpleName(), e.getMessage()));
                return;
            } catch (RuntimeException e) {
                respond(exchange, 500, error(500, e.getClass().getSimpleName(), String.valueOf(e.getMessage())));
                return;
            }
            if (response == null) {
                exchange.sendResponseHeaders(204, -1);
            } else {
                respond(exchange, 200, json.writeValueAsBytes(response));
            }
        }
    }

    private static byte[] error(int code, String type, String message) {
        ErrorResponse error = ErrorResponse.builder().responseCode(code).withType(type).withMessage(message).build();
        return ErrorResponseParser.toJson(error).getBytes(StandardCharsets.UTF_8);
    }

    private static void respond(HttpExchange exchange, int code, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(code, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private <T> T body(HttpExchange exchange, Class<T> type) throws IOException {
        return json.readValue(exchange.getRequestBody().readAllBytes(), type);
    }

    /** The response of a request (null: 204 No Content). */
    private Object route(String method, List<String> route, HttpExchange exchange) throws IOException {
        String key = method + " " + String.join("/", route.stream().map(s -> "*").toList());
        if (route.get(0).equals("config")) {
            return ConfigResponse.builder().withEndpoints(List.of(Endpoint.V1_LIST_NAMESPACES,
                    Endpoint.V1_LOAD_NAMESPACE, Endpoint.V1_NAMESPACE_EXISTS, Endpoint.V1_CREATE_NAMESPACE,
                    Endpoint.V1_DELETE_NAMESPACE, Endpoint.V1_LIST_TABLES, Endpoint.V1_LOAD_TABLE,
                    Endpoint.V1_TABLE_EXISTS, Endpoint.V1_CREATE_TABLE, Endpoint.V1_UPDATE_TABLE,
                    Endpoint.V1_DELETE_TABLE, Endpoint.V1_REPORT_METRICS, Endpoint.V1_COMMIT_TRANSACTION)).build();
        }
        if (route.equals(List.of("transactions", "commit")) && method.equals("POST")) {
            commitTransaction(body(exchange, CommitTransactionRequest.class));
            return null;
        }
        if (!route.get(0).equals("namespaces")) {
            throw new IllegalArgumentException("no route " + method + " " + route);
        }
        Namespace namespace = route.size() > 1 ? Namespace.of(route.get(1).split("\u001f")) : null;
        TableIdentifier table = route.size() > 3 ? TableIdentifier.of(namespace, route.get(3)) : null;
        return switch (key) {
            case "GET *" -> read(() -> CatalogHandlers.listNamespaces(catalog, Namespace.empty()));
            case "POST *" -> write(() -> CatalogHandlers.createNamespace(catalog, body(exchange, CreateNamespaceRequest.class)));
            case "GET */*" -> read(() -> CatalogHandlers.loadNamespace(catalog, namespace));
            case "HEAD */*" -> read(() -> {
                CatalogHandlers.namespaceExists(catalog, namespace);
                return null;
            });
            case "DELETE */*" -> write(() -> {
                CatalogHandlers.dropNamespace(catalog, namespace);
                return null;
            });
            case "GET */*/*" -> read(() -> CatalogHandlers.listTables(catalog, namespace));
            case "POST */*/*" -> write(() -> {
                CreateTableRequest request = body(exchange, CreateTableRequest.class);
                return request.stageCreate() ? CatalogHandlers.stageTableCreate(catalog, namespace, request)
                        : CatalogHandlers.createTable(catalog, namespace, request);
            });
            case "GET */*/*/*" -> read(() -> CatalogHandlers.loadTable(catalog, table,
                    RESTCatalogProperties.SnapshotMode.ALL));
            case "HEAD */*/*/*" -> read(() -> {
                CatalogHandlers.tableExists(catalog, table);
                return null;
            });
            case "POST */*/*/*" -> write(() -> CatalogHandlers.updateTable(catalog, table,
                    body(exchange, UpdateTableRequest.class)));
            case "DELETE */*/*/*" -> write(() -> {
                CatalogHandlers.dropTable(catalog, table);
                return null;
            });
            case "POST */*/*/*/*" -> null; // metrics reports: taken and dropped
            default -> throw new IllegalArgumentException("no route " + method + " " + route);
        };
    }

    /**
     * Commits every table of a transaction or none: each table's requirements are checked against
     * its current metadata first, then each table is committed, all under the write lock.
     */
    private void commitTransaction(CommitTransactionRequest request) throws IOException {
        write(() -> {
            for (UpdateTableRequest change : request.tableChanges()) {
                TableMetadata base = ((BaseTable) catalog.loadTable(change.identifier())).operations().current();
                change.requirements().forEach(requirement -> requirement.validate(base));
            }
            for (UpdateTableRequest change : request.tableChanges()) {
                CatalogHandlers.updateTable(catalog, change.identifier(), change);
            }
            return transactions.incrementAndGet();
        });
    }

    private interface Handler {
        Object handle() throws IOException;
    }

    private Object read(Handler handler) throws IOException {
        lock.readLock().lock();
        try {
            return handler.handle();
        } finally {
            lock.readLock().unlock();
        }
    }

    private Object write(Handler handler) throws IOException {
        lock.writeLock().lock();
        try {
            return handler.handle();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
