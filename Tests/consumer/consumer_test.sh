#!/usr/bin/env bash
# The packaging proof: install this build into a prefix, build a downstream consumer against it
# with find_package(TouchChain CONFIG), then MOVE the prefix elsewhere and build the consumer
# again with pkg-config and with find_package: both must still work (relocatable install).
#
#   consumer_test.sh BUILD_DIR WORK_DIR CONSUMER_SOURCE_DIR EXPECTED_VERSION
# (registered by Tests/consumer/register.cmake; CONSUMER_SOURCE_DIR is Tests/consumer)
# Environment: CMAKE (cmake), CMAKE_GENERATOR_NAME (Ninja), CC (cc), PKG_CONFIG (pkg-config),
#              READELF (readelf), BUILD_CONFIG (optional, for multi-config generators).
set -euo pipefail

build_dir=$1 work=$2 consumer_src=$3 expected_version=$4
cmake=${CMAKE:-cmake}
generator=${CMAKE_GENERATOR_NAME:-Ninja}
cc=${CC:-cc}
pkg_config=${PKG_CONFIG:-pkg-config}
readelf=${READELF:-readelf}

step() { printf '\n=== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
prefix_a=$work/prefix-a
prefix_b=$work/moved/somewhere/deeper/prefix-b   # a different depth: no path may be absolute

step "install into $prefix_a"
config_args=()
[[ -n ${BUILD_CONFIG:-} ]] && config_args=(--config "$BUILD_CONFIG")
"$cmake" --install "$build_dir" --prefix "$prefix_a" "${config_args[@]}"

step "installed layout"
(cd "$prefix_a" && find . -type f -o -type l | sort)
header=$prefix_a/include/touchchain.h
[[ -f $header ]] || fail "no include/touchchain.h in the prefix"
pc_file=$(find "$prefix_a" -name touchchain.pc -print -quit)
[[ -n $pc_file ]] || fail "no touchchain.pc in the prefix"
config_file=$(find "$prefix_a" -name TouchChainConfig.cmake -print -quit)
[[ -n $config_file ]] || fail "no TouchChainConfig.cmake in the prefix"
[[ -n $(find "$prefix_a" -name TouchChainConfigVersion.cmake -print -quit) ]] \
  || fail "no TouchChainConfigVersion.cmake in the prefix"
real_lib=$(find "$prefix_a" -name "libtouchchain.so.$expected_version" -type f -print -quit)
[[ -n $real_lib ]] || fail "no libtouchchain.so.$expected_version in the prefix"
lib_dir=$(dirname "$real_lib")
[[ -L $lib_dir/libtouchchain.so.0 ]] || fail "no libtouchchain.so.0 symlink"
[[ -L $lib_dir/libtouchchain.so ]] || fail "no libtouchchain.so (development) symlink"
if grep -q "$prefix_a" "$pc_file" "$(dirname "$config_file")"/*.cmake; then
  fail "an installed package file names the install prefix (not relocatable)"
fi
if "$readelf" -d -W "$real_lib" | grep -E '\((RUNPATH|RPATH)\)'; then
  fail "the installed library carries a RUNPATH/RPATH"
fi
echo "layout OK; touchchain.pc:"
cat "$pc_file"

# -- 1. CMake consumer against the prefix as installed -----------------------------------------
build_consumer_cmake() { # prefix build_dir
  "$cmake" -S "$consumer_src" -B "$2" -G "$generator" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$1" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
  local found
  found=$(sed -n 's/^TouchChain_DIR:PATH=//p' "$2/CMakeCache.txt")
  case "$found" in
    "$1"/*) echo "find_package found $found" ;;
    *) fail "find_package found TouchChain in '$found', not under $1" ;;
  esac
  "$cmake" --build "$2"
  "$2/consumer"
}

step "find_package consumer against $prefix_a"
build_consumer_cmake "$prefix_a" "$work/consumer-cmake-a"

# -- relocate ------------------------------------------------------------------------------------
step "move the prefix to $prefix_b"
mkdir -p "$(dirname "$prefix_b")"
mv "$prefix_a" "$prefix_b"
[[ ! -e $prefix_a ]] || fail "the old prefix still exists"

# -- 2. pkg-config consumer against the moved prefix ---------------------------------------------
step "pkg-config consumer against $prefix_b"
pc_dir=$(dirname "$(find "$prefix_b" -name touchchain.pc -print -quit)")
export PKG_CONFIG_PATH=$pc_dir
modversion=$("$pkg_config" --modversion touchchain)
[[ $modversion == "$expected_version" ]] || fail "pkg-config --modversion says $modversion"
cflags=$("$pkg_config" --cflags touchchain)
libs=$("$pkg_config" --libs touchchain)
pc_libdir=$("$pkg_config" --variable=libdir touchchain)
pc_includedir=$("$pkg_config" --variable=includedir touchchain)
echo "cflags: $cflags"
echo "libs:   $libs"
case "$(realpath "$pc_libdir")" in
  "$(realpath "$prefix_b")"/*) ;;
  *) fail "pkg-config libdir $pc_libdir is not inside the moved prefix" ;;
esac
[[ -f $pc_includedir/touchchain.h ]] || fail "pkg-config includedir $pc_includedir has no touchchain.h"
# shellcheck disable=SC2086  # cflags/libs are lists of flags
"$cc" -std=c99 -Wall -Wextra -Werror "$consumer_src/main.c" $cflags $libs \
  -Wl,-rpath,"$pc_libdir" -o "$work/consumer-pkgconfig"
ldd "$work/consumer-pkgconfig" | grep touchchain
resolved=$(ldd "$work/consumer-pkgconfig" | sed -n 's/^[[:space:]]*libtouchchain\.so\.0 => \([^ ]*\).*/\1/p')
case "$(realpath "$resolved")" in
  "$(realpath "$prefix_b")"/*) ;;
  *) fail "the consumer loads libtouchchain from '$resolved', not from the moved prefix" ;;
esac
"$work/consumer-pkgconfig"

# -- 3. CMake consumer against the moved prefix --------------------------------------------------
step "find_package consumer against $prefix_b"
build_consumer_cmake "$prefix_b" "$work/consumer-cmake-b"

printf '\nPASS: installed, consumed with find_package and pkg-config, relocated and consumed again\n'
