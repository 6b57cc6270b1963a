package org.chesslake.parquet;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.iceberg.IcebergBuild;

/**
 * Whether the Iceberg runtime on the classpath has every member of its shaded Parquet that the
 * moves writer calls ({@link ShadedParquet.Called}, kept beside the calls): each is looked up once,
 * at the driver, before any task starts, and the adapter's own subclasses of shaded types are loaded
 * against the runtime's, so that a runtime whose shaded API has changed fails the run before
 * anything is written, naming the member and both Iceberg versions, rather than on the executors in
 * the middle of a run. (The choice is to fail, not to fall back to Iceberg's writer: a lake's moves
 * files are then always the same writer's.)
 */
public final class ShadedParquetProbe {

    /** What a member is: how it is looked up. */
    enum Kind {
        CONSTRUCTOR, METHOD, STATIC_METHOD, STATIC_FIELD
    }

    /**
     * A member the adapter uses, by its class, name ("&lt;init&gt;" for a constructor), type (a
     * method's return type, a field's type) and parameter types, all as class names ("int",
     * "byte[]", "java.lang.String[]").
     */
    record Member(Kind kind, String owner, String name, String type, List<String> parameters) {

        Member {
            parameters = List.copyOf(parameters);
        }

        static Member constructor(String owner, String... parameters) {
            return new Member(Kind.CONSTRUCTOR, owner, "<init>", "void", List.of(parameters));
        }

        static Member method(String owner, String name, String returns, String... parameters) {
            return new Member(Kind.METHOD, owner, name, returns, List.of(parameters));
        }

        static Member staticMethod(String owner, String name, String returns, String... parameters) {
            return new Member(Kind.STATIC_METHOD, owner, name, returns, List.of(parameters));
        }

        static Member staticField(String owner, String name, String type) {
            return new Member(Kind.STATIC_FIELD, owner, name, type, List.of());
        }

        @Override
        public String toString() {
            return switch (kind) {
                case CONSTRUCTOR -> owner + "(" + String.join(", ", parameters) + ")";
                case STATIC_FIELD -> owner + "." + name;
                case METHOD, STATIC_METHOD -> owner + "." + name + "(" + String.join(", ", parameters) + ")";
            };
        }
    }

    private ShadedParquetProbe() {
    }

    /** Fails, naming the runtime's Iceberg version and the one chesslake was built with, if the runtime lacks what the writer uses. */
    public static void check() {
        check(ShadedParquetProbe.class.getClassLoader());
    }

    /** {@link #check()} against {@code loader}'s classes. */
    static void check(ClassLoader loader) {
        missing(ShadedParquet.Called.MEMBERS, loader).ifPresent(member -> {
            throw new IllegalStateException("the moves writer calls " + member + " of Iceberg's shaded Parquet, which the Iceberg "
                    + "runtime on the classpath (" + IcebergBuild.version() + ") lacks; " + rebuild());
        });
        unimplemented(ShadedParquet.Called.IMPLEMENTATIONS, loader).ifPresent(problem -> {
            throw new IllegalStateException("the moves writer's " + problem + " with the Iceberg runtime on the classpath ("
                    + IcebergBuild.version() + "); " + rebuild());
        });
    }

    private static String rebuild() {
        return "chesslake was built with Iceberg " + builtWith() + ": put iceberg-spark-runtime " + builtWith() + " on the classpath";
    }

    /** The first of {@code members} that {@code loader}'s classes do not have, looked up as public members. */
    static Optional<Member> missing(List<Member> members, ClassLoader loader) {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        for (Member member : members) {
            try {
                Class<?> owner = Class.forName(member.owner(), false, loader);
                Class<?> type = type(member.type(), loader);
                Class<?>[] parameters = new Class<?>[member.parameters().size()];
                for (int i = 0; i < parameters.length; i++) {
                    parameters[i] = type(member.parameters().get(i), loader);
                }
                switch (member.kind()) {
                    // by reflection: an abstract class's constructor, which a subclass calls, has no method handle
                    case CONSTRUCTOR -> owner.getConstructor(parameters);
                    case METHOD -> lookup.findVirtual(owner, member.name(), MethodType.methodType(type, parameters));
                    case STATIC_METHOD -> lookup.findStatic(owner, member.name(), MethodType.methodType(type, parameters));
                    case STATIC_FIELD -> lookup.findStaticGetter(owner, member.name(), type);
                }
            } catch (ClassNotFoundException | NoSuchMethodException | NoSuchFieldException | IllegalAccessException
                     | LinkageError e) {
                return Optional.of(member);
            }
        }
        return Optional.empty();
    }

    /**
     * What is wrong with the first of {@code classes} (the adapter's subclasses of shaded types) that
     * does not load against {@code loader}'s shaded types, or leaves one of their methods abstract.
     */
    static Optional<String> unimplemented(List<String> classes, ClassLoader loader) {
        for (String name : classes) {
            try {
                Class<?> implementation = Class.forName(name, false, loader);
                Optional<Method> open = Arrays.stream(implementation.getMethods())
                        .filter(method -> Modifier.isAbstract(method.getModifiers())).findFirst();
                if (open.isPresent()) {
                    return Optional.of(name + " does not implement " + open.get());
                }
            } catch (ClassNotFoundException | LinkageError e) {
                return Optional.of(name + " does not load (" + e + ")");
            }
        }
        return Optional.empty();
    }

    private static Class<?> type(String name, ClassLoader loader) throws ClassNotFoundException {
        if (name.endsWith("[]")) {
            return type(name.substring(0, name.length() - 2), loader).arrayType();
        }
        return switch (name) {
            case "void" -> void.class;
            case "int" -> int.class;
            case "long" -> long.class;
            case "double" -> double.class;
            case "boolean" -> boolean.class;
            case "byte" -> byte.class;
            default -> Class.forName(name, false, loader);
        };
    }

    /** The Iceberg version the build compiled against (the build writes it beside the jobs' version). */
    static String builtWith() {
        return WriterVersion.build("iceberg").orElse("(unknown: the build's version.properties is missing)");
    }
}
