#!/usr/bin/env bash
# Check that include/touchchain.hpp refuses what Tests/cpp/compile_fail.cpp lists.
#   compile_fail.sh COMPILER SOURCE INCLUDE_DIR [FLAGS...]
# Case 0 must compile; each case N named by an "#elif TC_CASE == N // expect: PATTERN" line must
# fail, and its diagnostics must match PATTERN (an extended regular expression, any case).
set -euo pipefail
compiler=$1 source=$2 include_dir=$3
shift 3
compile() { "$compiler" "$@" -fsyntax-only -I"$include_dir" "$source" 2>&1; }
if ! out=$(compile "$@" -DTC_CASE=0); then
  echo "case 0 (the correct code) does not compile:"; echo "$out"; exit 1
fi
failed=0 n=0
while IFS= read -r line; do
  case_no=$(sed -E 's/^#elif TC_CASE == ([0-9]+).*/\1/' <<<"$line")
  pattern=$(sed -E 's/.*\/\/ expect: //' <<<"$line")
  n=$((n + 1))
  if out=$(compile "$@" -DTC_CASE="$case_no"); then
    echo "case $case_no compiles; it must not: $(grep -A1 "TC_CASE == $case_no " "$source" | tail -1)"
    failed=1
  elif ! grep -Eiq "$pattern" <<<"$out"; then
    echo "case $case_no fails, but not with /$pattern/:"; echo "$out" | head -20
    failed=1
  fi
done < <(grep -E '^#elif TC_CASE == [0-9]+ // expect: ' "$source")
[ "$n" -gt 0 ] || { echo "no cases found in $source"; exit 1; }
[ "$failed" = 0 ] && echo "compile_fail: case 0 compiles; the $n mistakes are refused ($compiler)"
exit "$failed"
