package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnitReference;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.chesslake.parquet.ShadedParquetProbe.Kind;
import org.chesslake.parquet.ShadedParquetProbe.Member;
import org.junit.jupiter.api.Test;

/**
 * The driver's check that the Iceberg runtime has what the moves writer calls of its shaded Parquet,
 * and that what it checks is what the adapter ({@link ShadedParquet}) calls, read from the bytecode.
 */
class ShadedParquetProbeTest {

    private static final ClassLoader LOADER = ShadedParquetProbeTest.class.getClassLoader();
    private static final String SHADED = "org.apache.iceberg.shaded.";
    private static final String ADAPTER = ShadedParquet.class.getName();

    @Test
    void theRuntimeBuiltWithHasEverything() {
        assertEquals(Optional.empty(), ShadedParquetProbe.missing(ShadedParquet.Called.MEMBERS, LOADER));
        assertEquals(Optional.empty(), ShadedParquetProbe.unimplemented(ShadedParquet.Called.IMPLEMENTATIONS, LOADER));
        ShadedParquetProbe.check();
    }

    /** Every member of a shaded class the product's bytecode uses (or of another with a shaded type in its signature) is the adapter's, and in the probe's list; every member in the list is used. */
    @Test
    void theProbeChecksExactlyWhatTheAdapterCalls() {
        // the product's classes alone: a member's kind is looked up on the runtime's class (resolving every dependency took minutes)
        ArchConfiguration archUnit = ArchConfiguration.get();
        boolean resolving = archUnit.resolveMissingDependenciesFromClassPath();
        JavaClasses classes;
        try {
            archUnit.setResolveMissingDependenciesFromClassPath(false);
            classes = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                    .importPackages("org.chesslake");
        } finally {
            archUnit.setResolveMissingDependenciesFromClassPath(resolving);
        }
        Set<Member> called = new HashSet<>();
        List<String> outside = new ArrayList<>();
        for (JavaClass javaClass : classes) {
            for (JavaAccess<?> access : javaClass.getAccessesFromSelf()) {
                Optional<Member> member = shadedMember(access.getTarget());
                // a reference handed to Iceberg's own writer (GenericParquetWriter::create) is its public API calling itself
                boolean icebergsOwn = access instanceof JavaCodeUnitReference<?> && !access.getTargetOwner().getName().startsWith(SHADED);
                if (member.isEmpty() || icebergsOwn) {
                    continue;
                }
                String from = javaClass.getName();
                if (from.equals(ADAPTER) || from.startsWith(ADAPTER + "$")) {
                    called.add(member.get());
                } else {
                    outside.add(access.getDescription());
                }
            }
            javaClass.getAllRawSuperclasses().stream().map(JavaClass::getName).filter(name -> name.startsWith(SHADED))
                    .forEach(name -> assertTrue(ShadedParquet.Called.IMPLEMENTATIONS.contains(javaClass.getName()),
                            javaClass.getName() + " extends " + name + " but is not in the probe's list"));
            javaClass.getAllRawInterfaces().stream().map(JavaClass::getName).filter(name -> name.startsWith(SHADED))
                    .forEach(name -> assertTrue(ShadedParquet.Called.IMPLEMENTATIONS.contains(javaClass.getName()),
                            javaClass.getName() + " implements " + name + " but is not in the probe's list"));
        }
        assertEquals(List.of(), outside, "only the adapter uses the shaded Parquet");
        Set<Member> checked = Set.copyOf(ShadedParquet.Called.MEMBERS);
        assertEquals(ShadedParquet.Called.MEMBERS.size(), checked.size(), "the probe's list names each member once");
        assertEquals(described(checked), described(called), "the probe's list is what the adapter calls");
        assertEquals(checked, called);
    }

    /** Each member as its signature and kind, sorted: what a failure shows. */
    private static Set<String> described(Set<Member> members) {
        Set<String> described = new TreeSet<>();
        members.forEach(member -> described.add(member.kind() + " " + member + " " + member.type()));
        return described;
    }

    /** A type's name as the probe's list writes it ("byte[]", not "[B"). */
    private static String name(JavaClass type) {
        String name = type.getName();
        if (!name.startsWith("[")) {
            return name;
        }
        int dimensions = name.lastIndexOf('[') + 1;
        String element = switch (name.charAt(dimensions)) {
            case 'B' -> "byte";
            case 'I' -> "int";
            case 'J' -> "long";
            case 'Z' -> "boolean";
            case 'D' -> "double";
            case 'C' -> "char";
            case 'S' -> "short";
            case 'F' -> "float";
            case 'L' -> name.substring(dimensions + 1, name.length() - 1);
            default -> throw new AssertionError("not a JVM array type: " + name);
        };
        return element + "[]".repeat(dimensions);
    }

    /** The member of a class not chesslake's that an access reaches, if its class or a type in its signature is shaded. */
    private static Optional<Member> shadedMember(AccessTarget target) {
        String owner = target.getOwner().getName();
        if (owner.startsWith("org.chesslake.")) { // the adapter's own methods
            return Optional.empty();
        }
        if (target instanceof AccessTarget.FieldAccessTarget field) {
            String type = name(field.getRawType());
            if (!owner.startsWith(SHADED) && !type.startsWith(SHADED)) {
                return Optional.empty();
            }
            return Optional.of(Member.staticField(owner, field.getName(), type));
        }
        AccessTarget.CodeUnitAccessTarget unit = (AccessTarget.CodeUnitAccessTarget) target;
        List<String> parameters = unit.getRawParameterTypes().stream().map(ShadedParquetProbeTest::name).toList();
        String returns = name(unit.getRawReturnType());
        if (Stream.concat(Stream.of(owner, returns), parameters.stream()).noneMatch(name -> name.startsWith(SHADED))) {
            return Optional.empty();
        }
        if (target instanceof AccessTarget.ConstructorCallTarget) {
            return Optional.of(Member.constructor(owner, parameters.toArray(String[]::new)));
        }
        boolean isStatic;
        try {
            Class<?>[] types = new Class<?>[parameters.size()];
            for (int i = 0; i < types.length; i++) {
                types[i] = unit.getRawParameterTypes().get(i).reflect();
            }
            isStatic = Modifier.isStatic(Class.forName(owner, false, LOADER).getMethod(unit.getName(), types).getModifiers());
        } catch (ClassNotFoundException | NoSuchMethodException e) {
            throw new AssertionError(target + " is not in the runtime built with", e);
        }
        return Optional.of(new Member(isStatic ? Kind.STATIC_METHOD : Kind.METHOD, owner, unit.getName(), returns, parameters));
    }

    @Test
    void aRuntimeWithoutAMethodIsFound() {
        List<Member> needed = new ArrayList<>(ShadedParquet.Called.MEMBERS);
        Member renamed = Member.method("org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter", "startColumnChunk",
                "void", "long");
        needed.add(3, renamed);
        assertEquals(Optional.of(renamed), ShadedParquetProbe.missing(needed, LOADER));
        assertEquals("org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter.startColumnChunk(long)", renamed.toString());
    }

    @Test
    void aRuntimeWithAnotherSignatureOrKindOrWithoutAClassOrFieldIsFound() {
        String writer = "org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter";
        for (Member member : List.of(
                Member.method(writer, "startBlock", "void", "int"),
                Member.method(writer, "getPos", "int"),
                Member.staticMethod(writer, "start", "void"),
                Member.constructor(writer + "V3"),
                Member.staticField("org.apache.iceberg.shaded.org.apache.parquet.column.Encoding", "RLE_V3",
                        "org.apache.iceberg.shaded.org.apache.parquet.column.Encoding"))) {
            assertEquals(Optional.of(member), ShadedParquetProbe.missing(List.of(member), LOADER), member.toString());
        }
    }

    /** A runtime without one of the shaded classes the adapter calls: the check fails, naming the member and both versions. */
    @Test
    void aRuntimeWithoutAClassFailsTheCheck() {
        String bloom = "org.apache.iceberg.shaded.org.apache.parquet.column.values.bloomfilter.BlockSplitBloomFilter";
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> ShadedParquetProbe.check(new Hiding(Set.of(bloom), Set.of())));
        String version = org.apache.iceberg.IcebergBuild.version();
        assertEquals("the moves writer calls " + bloom + "(byte[]) of Iceberg's shaded Parquet, which the Iceberg runtime on the "
                + "classpath (" + version + ") lacks; chesslake was built with Iceberg " + version + ": put iceberg-spark-runtime "
                + version + " on the classpath", failure.getMessage());
    }

    /** A runtime whose shaded stream class is gone: the adapter's subclass of it does not load, and the check says so. */
    @Test
    void anAdapterSubclassWhoseShadedSuperclassIsGoneFailsTheCheck() {
        String stream = "org.apache.iceberg.shaded.org.apache.parquet.io.PositionOutputStream";
        String adapterStream = ADAPTER + "$StreamAdapter";
        Hiding runtime = new Hiding(Set.of(stream), Set.of(adapterStream));
        Optional<String> problem = ShadedParquetProbe.unimplemented(List.of(adapterStream), runtime);
        assertTrue(problem.orElseThrow().startsWith(adapterStream + " does not load (java.lang.NoClassDefFoundError: "
                + stream.replace('.', '/')), problem.orElseThrow());
        assertTrue(ShadedParquetProbe.missing(ShadedParquet.Called.MEMBERS, runtime).orElseThrow().owner().equals(stream));
    }

    @Test
    void aClassThatLeavesAMethodAbstractIsFound() {
        assertEquals(Optional.of("java.io.OutputStream does not implement public abstract void java.io.OutputStream.write(int)"
                        + " throws java.io.IOException"),
                ShadedParquetProbe.unimplemented(List.of("java.io.OutputStream"), LOADER));
    }

    @Test
    void theVersionBuiltWithIsThePoms() {
        assertEquals(org.apache.iceberg.IcebergBuild.version(), ShadedParquetProbe.builtWith());
    }

    /** The test's classes without {@code hidden}, and with {@code own} defined by this loader (so that their supertypes are looked up here). */
    private static final class Hiding extends ClassLoader {

        private final Set<String> hidden;
        private final Set<String> own;

        Hiding(Set<String> hidden, Set<String> own) {
            super(LOADER);
            this.hidden = hidden;
            this.own = own;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (hidden.contains(name)) {
                throw new ClassNotFoundException(name);
            }
            if (!own.contains(name)) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded != null) {
                    return loaded;
                }
                try (InputStream in = LOADER.getResourceAsStream(name.replace('.', '/') + ".class")) {
                    byte[] bytes = in.readAllBytes();
                    return defineClass(name, bytes, 0, bytes.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
        }
    }
}
