# Sourced by the launchers: sets CHESSLAKE_ROOT, CHESSLAKE_JAR, CHESSLAKE_CP (jar + Spark and its dependencies),
# SPARK_JVM_FLAGS and JOB_JVM_FLAGS, and defines runtime_jar and run_job (a job's JVM with class-data
# sharing). In a checkout it builds the jar when sources are newer; in the binary distribution (bin/ beside
# lib/) every jar is in lib/ and nothing is built.
CHESSLAKE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -f "$CHESSLAKE_ROOT/lib/spark-jvm-flags" ]; then
  CHESSLAKE_JAR=$(echo "$CHESSLAKE_ROOT"/lib/chesslake-[0-9]*.jar)
  cp_file="$CHESSLAKE_ROOT/lib/spark-jvm-flags"
  CHESSLAKE_CP="$CHESSLAKE_ROOT/lib/*"
  SPARK_JVM_FLAGS=$(cat "$cp_file")
  cds_dir="$CHESSLAKE_ROOT/cds"
else
  CHESSLAKE_JAR="$CHESSLAKE_ROOT/target/chesslake.jar"
  cp_file="$CHESSLAKE_ROOT/target/classpath.txt"
  if [ ! -f "$CHESSLAKE_JAR" ] || [ ! -f "$cp_file" ] \
     || [ -n "$(find "$CHESSLAKE_ROOT/src/main" "$CHESSLAKE_ROOT/pom.xml" -newer "$CHESSLAKE_JAR" -print -quit)" ]; then
    echo "building chesslake (first run downloads Spark from Maven Central; a few minutes)..." >&2
    # package writes target/classpath.txt beside the jar (the pom's launcher-classpath execution)
    (cd "$CHESSLAKE_ROOT" && mvn -q -B -ntp -DskipTests -Dassembly.skipAssembly=true package) >&2
  fi
  CHESSLAKE_CP="$CHESSLAKE_JAR:$(cat "$cp_file")"
  # Spark's module flags for Java 17 (the same list the pom gives surefire)
  SPARK_JVM_FLAGS=$(sed -n 's:.*<spark.jvm.flags>\(.*\)</spark.jvm.flags>.*:\1:p' "$CHESSLAKE_ROOT/pom.xml")
  cds_dir="$CHESSLAKE_ROOT/target/cds"
fi

# runtime_jar NAME: the jar NAME-<version>.jar of the embedded run's classpath, for spark-submit's --jars.
runtime_jar() {
  if [ -f "$CHESSLAKE_ROOT/lib/spark-jvm-flags" ]; then
    ls "$CHESSLAKE_ROOT"/lib/"$1"-[0-9]*.jar 2>/dev/null | head -1
  else
    tr ':' '\n' <"$cp_file" | grep "/$1-[0-9][^/]*\.jar\$" | head -1 || true
  fi
}
# A job's JVM: those flags, the throughput collector and a JIT that compiles less. A batch job on few
# cores gains from a collector that does all its work in its pauses (G1's concurrent threads compete
# with the tasks), and from a C2 compiler that takes less of the cores from them: it compiles a
# method after three times as many calls and inlines less into already large code (performance.md).
# CHESSLAKE_GC_FLAGS= and CHESSLAKE_JIT_FLAGS= (empty) keep the JVM's defaults, or name others.
# Local files go through NioLocalFileSystem: Hadoop's own, without the native library, starts a chmod
# process for each file it creates (some 200 a run, most of them on the driver between Spark's jobs).
JOB_JVM_FLAGS="$SPARK_JVM_FLAGS ${CHESSLAKE_GC_FLAGS--XX:+UseParallelGC} ${CHESSLAKE_JIT_FLAGS--XX:CompileThresholdScaling=3 -XX:InlineSmallCode=1500} -Dspark.hadoop.fs.file.impl=org.chesslake.files.NioLocalFileSystem"
# spark-submit's dependency options, taken by an embedded run as spark-submit takes them: --jars, --packages,
# --exclude-packages, --repositories. A launcher collects them in dependency_opts (is_dependency_option says which);
# with any given, job_main runs the job through Spark's own SparkSubmit in client mode in the job's JVM, which
# resolves the packages from their Maven coordinates with Ivy as spark-submit does (from Maven Central and the
# --repositories, cached in ~/.ivy2.5.2; spark.jars.ivy moves the cache) and loads them and the jars into the
# driver's class loader and the executors' (jobs.md).
dependency_opts=()
is_dependency_option() {
  case "$1" in --jars|--packages|--exclude-packages|--repositories) return 0 ;; *) return 1 ;; esac
}
# job_main CLASS [MASTER]: sets job_main to the java arguments that run the job CLASS on the embedded Spark. SparkSubmit
# takes the launcher's --conf settings (conf_props, as -DKEY=VALUE) as its own too: it reads spark.jars.ivy and the
# like from its arguments, not from the JVM's properties.
job_main() {
  if ((${#dependency_opts[@]})); then
    local submit_conf=() prop
    for prop in ${conf_props[@]+"${conf_props[@]}"}; do submit_conf+=(--conf "${prop#-D}"); done
    job_main=(org.apache.spark.deploy.SparkSubmit --master "${2:-local[*]}" "${dependency_opts[@]}" \
      ${submit_conf[@]+"${submit_conf[@]}"} --class "$1" "$CHESSLAKE_JAR")
  else
    job_main=("$1")
  fi
}
# conf/spark-defaults.conf as -D flags for an embedded run
spark_defaults_as_properties() {
  grep -v '^[[:space:]]*\(#\|$\)' "$CHESSLAKE_ROOT/conf/spark-defaults.conf" | awk '$1 != "spark.driver.memory" {print "-D" $1 "=" $2}'
}

# run_job NAME JAVA-ARGS...: runs a job's JVM (exec when it can) with class-data sharing. Loading and
# verifying Spark's, Iceberg's and Parquet's classes is a large part of a short run; the JDK's dynamic
# CDS archive keeps them mapped ready from the second run on. The first successful run of each job
# writes NAME-JVM.jsa in target/cds/ (the distribution's cds/) (some 15 s at its exit); a new build of the jar or classpath, or
# another JVM, makes a new one. CHESSLAKE_CDS=0 turns it off.
run_job() {
  local name="$1"; shift
  local jvm archive
  jvm=$(readlink -f "$(command -v java)" | cksum | cut -d' ' -f1)
  archive="$cds_dir/$name-$jvm.jsa"
  if [ "${CHESSLAKE_CDS:-1}" = 0 ] || [[ " $* " == *" --help "* || " $* " == *" -h "* || " $* " == *" --version "* || " $* " == *" -V "* ]]; then
    exec java "$@"
  elif [ -f "$archive" ] && [ "$archive" -nt "$CHESSLAKE_JAR" ] && [ "$archive" -nt "$cp_file" ]; then
    exec java -XX:SharedArchiveFile="$archive" -Xlog:cds=off -Xlog:cds+dynamic=off "$@"
  fi
  mkdir -p "$cds_dir" 2>/dev/null && [ -w "$cds_dir" ] || exec java "$@"  # a read-only installation
  local dumping="$archive.$$" status=0
  java -XX:ArchiveClassesAtExit="$dumping" -Xlog:cds=off -Xlog:cds+dynamic=off "$@" || status=$?
  # a failed run may have stopped before loading what a normal run needs: keep only a successful run's
  if [ "$status" = 0 ] && [ -s "$dumping" ]; then mv -f "$dumping" "$archive"; else rm -f "$dumping"; fi
  return "$status"
}
