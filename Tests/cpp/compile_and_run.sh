#!/usr/bin/env bash
# Build one C++ test with the given compiler against the built library, then run it.
#   compile_and_run.sh OUTPUT COMPILER SOURCE INCLUDE_DIR LIBRARY [FLAGS...]
set -euo pipefail
out=$1 compiler=$2 source=$3 include_dir=$4 library=$5
shift 5
mkdir -p "$(dirname "$out")"
libdir=$(dirname "$library")
echo "+ $compiler $* -I$include_dir $source $library -Wl,-rpath,$libdir -o $out"
"$compiler" "$@" -I"$include_dir" "$source" "$library" -Wl,-rpath,"$libdir" -o "$out"
"$out"
