package org.chesslake.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A project that depends on chesslake to read databases gets chesslake and nothing else from it:
 * Spark (and what comes with it) is {@code provided}, and the Iceberg runtime, which only the ingest
 * uses, and picocli, which only the jobs' command line uses, are optional (the reading side never
 * touches them: {@link LayeringTest} for Iceberg, {@link #onlyTheJobsReadACommandLine} for picocli).
 */
class ProductDependenciesTest {

    /** A dependency of the pom's own list, as groupId:artifactId, with what decides whether it is passed on. */
    private record Declared(String name, String scope, boolean optional) {

        /** Maven hands a compile or runtime dependency to a dependent project unless it is optional. */
        boolean passedOn() {
            return (scope.equals("compile") || scope.equals("runtime")) && !optional;
        }
    }

    @Test
    void aDependentProjectGetsNoJarFromChesslakeAndTheIcebergRuntimeAndPicocliAreOptional() throws Exception {
        List<Declared> declared = declared();
        assertEquals(List.of(), declared.stream().filter(Declared::passedOn).toList());
        assertEquals(List.of(new Declared("org.apache.iceberg:iceberg-spark-runtime-4.1_${scala.binary.version}", "compile", true),
                        new Declared("info.picocli:picocli", "compile", true)),
                declared.stream().filter(d -> d.scope().equals("compile")).toList());
    }

    @Test
    void onlyTheJobsReadACommandLine() {
        noClasses().that().resideOutsideOfPackage("org.chesslake.cli..")
                .should().dependOnClassesThat().resideInAPackage("picocli..")
                .check(LayeringTest.CLASSES);
    }

    private static List<Declared> declared() throws Exception {
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Path.of("pom.xml").toFile())
                .getDocumentElement();
        List<Declared> declared = new ArrayList<>();
        for (Element dependency : children(child(project, "dependencies"), "dependency")) {
            String scope = text(dependency, "scope", "compile");
            declared.add(new Declared(text(dependency, "groupId", "") + ":" + text(dependency, "artifactId", ""), scope,
                    Boolean.parseBoolean(text(dependency, "optional", "false"))));
        }
        return declared;
    }

    private static Element child(Element parent, String name) {
        return children(parent, name).get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE && nodes.item(i).getNodeName().equals(name)) {
                found.add((Element) nodes.item(i));
            }
        }
        return found;
    }

    private static String text(Element parent, String name, String absent) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? absent : found.get(0).getTextContent().trim();
    }
}
