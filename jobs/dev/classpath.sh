# Sourced by the developer tools: the product's classpath (../classpath.sh) plus the tools' own
# classes (src/bench/java, compiled with the tests, never in the product jar). Sets CHESSLAKE_TOOLS_CP.
source "$(dirname "${BASH_SOURCE[0]}")/../classpath.sh"
tools_cp_file="$CHESSLAKE_ROOT/target/test-classpath.txt"
if [ ! -f "$tools_cp_file" ] || [ ! -d "$CHESSLAKE_ROOT/target/test-classes/org/chesslake/bench" ] \
   || [ -n "$(find "$CHESSLAKE_ROOT/src" "$CHESSLAKE_ROOT/pom.xml" -newer "$tools_cp_file" -print -quit)" ]; then
  echo "building chesslake's developer tools..." >&2
  (cd "$CHESSLAKE_ROOT" && mvn -q -B -ntp test-compile dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/test-classpath.txt) >&2
  touch "$tools_cp_file"
fi
CHESSLAKE_TOOLS_CP="$CHESSLAKE_ROOT/target/test-classes:$CHESSLAKE_ROOT/target/classes:$(cat "$tools_cp_file")"
