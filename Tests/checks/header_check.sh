#!/usr/bin/env bash
# Compile one of the header check sources with the given compiler and flags, then run it.
#   header_check.sh OUTPUT COMPILER SOURCE INCLUDE_DIR [FLAGS...]
set -euo pipefail
out=$1 compiler=$2 source=$3 include_dir=$4
shift 4
mkdir -p "$(dirname "$out")"
echo "+ $compiler $* -I$include_dir $source -o $out"
"$compiler" "$@" -I"$include_dir" "$source" -o "$out"
"$out"
