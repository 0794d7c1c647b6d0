#!/usr/bin/env bash
# Regenerates the golden files under test/goldens/ from Apache Kafka Streams (reference/java).
# Goldens are never edited by hand: change the Java catalogue and run this again (npm run goldens).
#
#   scripts/goldens.sh            every family (describe, then driver when present)
#   scripts/goldens.sh describe   only test/goldens/describe/
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
harness="$root/reference/java"
families=("$@")
if [ ${#families[@]} -eq 0 ]; then
  families=(describe)
  if [ -d "$root/test/goldens/driver" ]; then
    families+=(driver)
  fi
fi

command -v mvn >/dev/null || { echo "goldens: mvn is not on PATH (apt-get install maven)" >&2; exit 1; }
command -v java >/dev/null || { echo "goldens: java 17+ is not on PATH" >&2; exit 1; }

echo "goldens: building the Java reference harness (reference/java)"
(cd "$harness" && mvn -q -B -Dstyle.color=never compile)

for family in "${families[@]}"; do
  out="$root/test/goldens/$family"
  echo "goldens: $family -> ${out#"$root"/}"
  (cd "$harness" && mvn -q -B -Dstyle.color=never exec:java -Dexec.args="$family $out")
done
echo "goldens: done"
