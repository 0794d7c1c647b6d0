#!/usr/bin/env bash
# Regenerates the golden files under test/goldens/ from Apache Kafka Streams (reference/java): builds the
# harness with Maven, then runs dev.tributary.reference.Goldens <family> <dir> in its own JVM (mvn exec:exec).
# Goldens are never edited by hand: change the Java catalogue or a scenario input and run this again
# (npm run goldens).
#
#   scripts/goldens.sh                    every family: describe, driver, errors, assignor-wire, internal-topics, fk-wire
#   scripts/goldens.sh describe           only test/goldens/describe/ (likewise driver, errors)
#   scripts/goldens.sh --check [family]   regenerate into a temporary folder and fail if the committed
#                                         goldens differ (stale or edited by hand)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
harness="$root/reference/java"
goldens="$root/test/goldens"

check=false
if [ "${1:-}" = "--check" ]; then
  check=true
  shift
fi
families=("$@")
if [ ${#families[@]} -eq 0 ]; then
  families=(describe driver errors assignor-wire internal-topics fk-wire)
fi
for family in "${families[@]}"; do
  case "$family" in
    describe | driver | errors | assignor-wire | internal-topics | fk-wire) ;;
    *) echo "goldens: unknown family '$family' (describe, driver, errors, assignor-wire, internal-topics or fk-wire)" >&2; exit 2 ;;
  esac
done

command -v mvn >/dev/null || { echo "goldens: mvn is not on PATH (apt-get install maven)" >&2; exit 1; }
command -v java >/dev/null || { echo "goldens: java 17+ is not on PATH" >&2; exit 1; }

echo "goldens: building the Java reference harness (reference/java)"
(cd "$harness" && mvn -q -B -Dstyle.color=never compile)

out_root="$goldens"
if $check; then
  out_root="$(mktemp -d)"
  trap 'rm -rf "$out_root"' EXIT
fi

status=0
for family in "${families[@]}"; do
  out="$out_root/$family"
  mkdir -p "$out"
  if $check && [ "$family" = driver ]; then
    cp "$goldens"/driver/*.input.json "$out"/
  fi
  if $check && [ "$family" = assignor-wire ]; then
    cp "$goldens"/assignor-wire/tributary-encodings.json "$out"/
  fi
  echo "goldens: $family -> $out"
  (cd "$harness" && mvn -q -B -Dstyle.color=never exec:exec -Dgoldens.command="$family" -Dgoldens.dir="$out")
  if [ "$family" = assignor-wire ] && ! $check; then
    # Java also decodes the bytes our encoders write for the same catalogue: write them, then run Java again.
    (cd "$root" && npx tsx test/runtime/assignor/writeWireEncodings.ts "$out")
    (cd "$harness" && mvn -q -B -Dstyle.color=never exec:exec -Dgoldens.command="$family" -Dgoldens.dir="$out")
  fi
  if $check; then
    if diff -r -x README.md -x '*.ts' "$goldens/$family" "$out" >"$out_root/$family.diff"; then
      echo "goldens: $family is up to date"
    else
      echo "goldens: $family differs from a fresh run (run npm run goldens and commit):" >&2
      head -40 "$out_root/$family.diff" >&2
      status=1
    fi
  fi
done
echo "goldens: done"
exit $status
