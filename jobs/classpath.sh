# Sourced by the launchers: builds the jar when sources are newer, and sets
#   CHESSLAKE_ROOT, CHESSLAKE_JAR, CHESSLAKE_CP (jar + Spark and its dependencies) and SPARK_JVM_FLAGS.
CHESSLAKE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CHESSLAKE_JAR="$CHESSLAKE_ROOT/target/chesslake.jar"
cp_file="$CHESSLAKE_ROOT/target/classpath.txt"
if [ ! -f "$CHESSLAKE_JAR" ] || [ ! -f "$cp_file" ] \
   || [ -n "$(find "$CHESSLAKE_ROOT/src/main" "$CHESSLAKE_ROOT/pom.xml" -newer "$CHESSLAKE_JAR" -print -quit)" ]; then
  echo "building chesslake (first run downloads Spark from Maven Central; a few minutes)..." >&2
  (cd "$CHESSLAKE_ROOT" && mvn -q -B -ntp -DskipTests package dependency:build-classpath \
      -Dmdep.includeScope=compile -Dmdep.outputFile=target/classpath.txt) >&2
fi
CHESSLAKE_CP="$CHESSLAKE_JAR:$(cat "$cp_file")"
# Spark's module flags for Java 17 (the same list the pom gives surefire)
SPARK_JVM_FLAGS=$(sed -n 's:.*<spark.jvm.flags>\(.*\)</spark.jvm.flags>.*:\1:p' "$CHESSLAKE_ROOT/pom.xml")
# conf/spark-defaults.conf as -D flags for an embedded run
spark_defaults_as_properties() {
  grep -v '^[[:space:]]*\(#\|$\)' "$CHESSLAKE_ROOT/conf/spark-defaults.conf" | awk '$1 != "spark.driver.memory" {print "-D" $1 "=" $2}'
}
