# TouchChain — the two user commands:
#   make demo    build the library and the demo only, then run it (examples/c/demo.c).
#                Needs Swift 6.3, CMake, Ninja and a C compiler (deps-build installs the last
#                three with apt-get when run as root and they are missing).
#   make test    build everything, then run every suite: ctest (C, ABI, checks, packaging,
#                README, fuzz smoke, sanitizers, threads, soak), swift test (and its lifetime
#                tests under AddressSanitizer), pytest, and the C tests again against the
#                Embedded Swift build (test-embedded). Installs the
#                test-only packages first (deps-test). `make -k test`: run them all even when
#                one fails (CI does this).
# and:
#   make build      configure (first time) and build into build/
#   make deps-build check the build tools; install the missing ones (as root) or say how
#   make deps-test  the same for the test tools (system packages and Python modules)
#   make clean      remove build/ and SwiftPM's .build/
#   make bench      Release build (build-bench/), C + Python benchmarks vs the class-based baseline (bench/)
#   make fuzz       libFuzzer, 60 s per target: C ABI, binary scenes, JSON scene loader (Tests/fuzz; build-fuzz/)
#   make soak       10 million recorded samples (VmRSS flat) + 100k-deep / 1M-view trees (Tests/soak)
#   make sanitize   ASan+UBSan+LSan build of the library and C suites (build-asan/), TSan threads test (build-tsan/)
#   make embedded   the library as Embedded Swift (build-embedded/): libtouchchain.so needing libc
#                   and libm only, and libtouchchain.a for `cc app.c libtouchchain.a -lm`
#   make test-embedded  the C suites, the ffi sweep, the exports, header and library checks
#                   and pytest against the Embedded build (part of `make test`)
#   make web        touchchain.wasm (Embedded Swift for wasm32 + wasi-libc) into build-web/ and
#                   bindings/js/, for the JavaScript module and the playground (examples/web)
#   make test-web   Node's test runner on Tests/js (the JS API, replay parity with the golden
#                   logs) and the playground in headless Chromium (Tests/web; part of `make test`)
# Variables: BUILD_DIR (build), BUILD_TYPE (RelWithDebInfo, used when first configuring),
#            JOBS (2, parallel ctest jobs).

BUILD_DIR  ?= build
EMBEDDED_DIR ?= build-embedded
WEB_DIR    ?= build-web
BUILD_TYPE ?= RelWithDebInfo
JOBS       ?= 2
CMAKE      ?= cmake
CTEST      ?= ctest
SWIFT      ?= swift
PYTHON     ?= python3

# What each command needs, as Debian packages (one list each; README.md and docs/BUILDING.md
# name these variables rather than repeating them). Swift itself is not a Debian package.
BUILD_PACKAGES := cmake ninja-build gcc libc6-dev
# cmocka, libffi: C suites and the ABI sweep; valgrind: memcheck; SDL2, Xvfb, xauth: the SDL2
# example's screenshot tests; python3-venv: the wheel and README tests; git: the path check.
TEST_PACKAGES  := libcmocka-dev libffi-dev pkg-config valgrind libsdl2-dev xvfb xauth \
                  python3 python3-venv git
# Python modules the tests import (pytest, hypothesis) or use for PNG timelines.
TEST_PYTHON_MODULES := pytest hypothesis matplotlib numpy tqdm mypy playwright
# The WebAssembly build (make web): a C library and compiler runtime for wasm32; the browser
# test (make test-web) drives Debian's Chromium through Playwright.
WEB_PACKAGES   := wasi-libc libclang-rt-14-dev-wasm32
BROWSER_PACKAGES := chromium

# The Swift toolchain may be installed but not on PATH in a non-login shell.
ifeq ($(shell command -v $(SWIFT) 2>/dev/null),)
  SWIFT_GUESS := $(firstword $(wildcard /opt/swift/usr/bin/swift /usr/share/swift/usr/bin/swift))
  ifneq ($(SWIFT_GUESS),)
    export PATH := $(patsubst %/,%,$(dir $(SWIFT_GUESS))):$(PATH)
  endif
endif

# install_packages WHAT,PACKAGES: apt-get install when root, else print the command and fail.
define install_packages
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "== installing $(1): $(2)"; \
	  apt-get update -qq </dev/null && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(2) </dev/null; \
	else \
	  echo "missing $(1); install them with: sudo apt-get update && sudo apt-get install -y $(2)"; \
	  exit 1; \
	fi
endef

.PHONY: all deps deps-build deps-test build build-demo build-tests demo test test-ctest \
        test-swift test-python test-embedded embedded web deps-web test-web clean bench fuzz soak sanitize

all: build

deps: deps-build deps-test

deps-build:
	@missing=; \
	for tool in cmake ninja cc; do \
	  command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; \
	done; \
	if [ -n "$$missing" ]; then $(call install_packages,build tools ($$missing),$(BUILD_PACKAGES)); fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "swift not found: install a Swift 6.3 toolchain (swift.org) and put its usr/bin on PATH"; exit 1; }

deps-test: deps-build
	@missing=; \
	for tool in pkg-config valgrind xvfb-run git $(PYTHON); do \
	  command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; \
	done; \
	if command -v pkg-config >/dev/null 2>&1; then \
	  for pc in cmocka libffi sdl2; do pkg-config --exists $$pc || missing="$$missing $$pc"; done; \
	fi; \
	$(PYTHON) -c 'import venv, ensurepip' >/dev/null 2>&1 || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ]; then $(call install_packages,test tools ($$missing),$(TEST_PACKAGES)); fi
	@missing=; \
	for mod in $(TEST_PYTHON_MODULES); do \
	  $(PYTHON) -c "import $$mod" >/dev/null 2>&1 || missing="$$missing $$mod"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "== installing Python modules:$$missing"; \
	  $(PYTHON) -m pip install --quiet $$missing </dev/null \
	    || $(PYTHON) -m pip install --quiet --break-system-packages $$missing </dev/null \
	    || { echo "could not install$$missing: $(PYTHON) -m pip install$$missing"; exit 1; }; \
	fi

# `make demo` configures with the tests off when it is the first to configure (so it needs
# no test tools) and builds the demo's target only; `make test` turns the tests on in the
# same build directory (re-configuring keeps the library built).
build-demo: deps-build
	@if [ ! -f $(BUILD_DIR)/build.ninja ]; then \
	  echo "$(CMAKE) -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DTC_BUILD_TESTS=OFF"; \
	  $(CMAKE) -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DTC_BUILD_TESTS=OFF; \
	fi
	$(CMAKE) --build $(BUILD_DIR) --target tc_demo

demo: build-demo
	./$(BUILD_DIR)/examples/demo

build: deps-build
	@if [ ! -f $(BUILD_DIR)/build.ninja ]; then \
	  echo "$(CMAKE) -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)"; \
	  $(CMAKE) -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE); \
	fi
	$(CMAKE) --build $(BUILD_DIR)

build-tests: deps-test
	@echo "== configure $(BUILD_DIR) with every test suite"
	$(CMAKE) -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DTC_BUILD_TESTS=ON \
	  -DTC_BUILD_EXAMPLES=ON
	@echo "== build the library, the examples and the test programs"
	$(CMAKE) --build $(BUILD_DIR)

# `make test` runs the four suites in order and stops at the first failing one; `make -k test`
# runs every suite and fails at the end if any failed (CI does this).
test: test-ctest test-swift test-python test-embedded test-web

test-ctest: build-tests
	@echo "== ctest: $$($(CTEST) --test-dir $(BUILD_DIR) -N | sed -n 's/^Total Tests: //p') tests, $(JOBS) at a time."
	@echo "   The long ones: sanitize_asan builds an ASan copy of the library (~2 min),"
	@echo "   python_wheel and readme_snippets build the Python wheel and a Swift package (~1 min each),"
	@echo "   fuzz_smoke fuzzes for ~45 s, threads_tsan builds a TSan copy (~25 s)."
	$(CTEST) --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

test-swift: deps-build
	@echo "== swift test (Tests/TouchChainCoreTests; the first build takes ~1 min)"
	$(SWIFT) test
	@echo "== the lifetime tests again under AddressSanitizer: what the engine reads uncounted (~30 s)"
	@# Use after free only: some tests close a cycle on purpose (a handler capturing its scene),
	@# which LeakSanitizer would report; the C suites' sanitizer build checks leaks.
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build/asan \
	  --filter DeliveryLifetimeTests

test-python: build-tests
	@echo "== pytest Tests/python (against this source tree's package and build/)"
	PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) -m pytest -q Tests/python

# The Embedded Swift build (-DTOUCHCHAIN_EMBEDDED=ON, cmake/Embedded.cmake): the same library
# with no Swift runtime. `make embedded` builds the two libraries only; `make test-embedded`
# adds the examples and the tests and runs every ctest that tests the library itself (not the
# ones that build another copy of it: the wheel, the sanitizer and fuzzing builds, the README's
# Swift package, and the engine-only Embedded compile, which this build supersedes).
EMBEDDED_SKIP := python_wheel|sanitize_asan|readme_snippets|fuzz_smoke|threads_tsan|embedded_engine

web: deps-web
	cmake/build-web.sh $(WEB_DIR)

# The WebAssembly build and what runs on it: the JS module's API and the replay's parity with
# the golden logs (Node's test runner, each file in its own process: a wasm32 process holds at
# most 8 scenes), then the playground driven in headless Chromium against the native replay
# (needs build/ from test-ctest for the native side).
test-web: deps-test web build-tests
	@command -v node >/dev/null 2>&1 || $(call install_packages,Node.js,nodejs)
	@command -v chromium >/dev/null 2>&1 || $(call install_packages,Chromium for the browser test,$(BROWSER_PACKAGES))
	@echo "== node --test Tests/js (the JS module on touchchain.wasm)"
	node --test Tests/js/test_*.mjs
	@echo "== pytest Tests/web (the playground in headless Chromium)"
	PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) -m pytest -q Tests/web

deps-web:
	@if [ ! -e /usr/lib/wasm32-wasi/libc.a ] || ! ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1; then \
	  $(call install_packages,the WebAssembly build's libraries,$(WEB_PACKAGES)); fi

embedded: deps-build
	$(CMAKE) -S . -B $(EMBEDDED_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DTOUCHCHAIN_EMBEDDED=ON \
	  -DTC_BUILD_TESTS=OFF -DTC_BUILD_EXAMPLES=OFF
	$(CMAKE) --build $(EMBEDDED_DIR)
	@ls -l $(EMBEDDED_DIR)/libtouchchain.so.* $(EMBEDDED_DIR)/libtouchchain.a

test-embedded: deps-test
	@echo "== the Embedded Swift build ($(EMBEDDED_DIR)): library, examples, C tests (~2 min)"
	$(CMAKE) -S . -B $(EMBEDDED_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DTOUCHCHAIN_EMBEDDED=ON \
	  -DTC_BUILD_TESTS=ON -DTC_BUILD_EXAMPLES=ON
	$(CMAKE) --build $(EMBEDDED_DIR)
	$(CTEST) --test-dir $(EMBEDDED_DIR) --output-on-failure -j $(JOBS) -E '$(EMBEDDED_SKIP)'
	@echo "== pytest Tests/python against the Embedded build (golden logs byte for byte)"
	TOUCHCHAIN_LIBRARY=$(abspath $(EMBEDDED_DIR))/libtouchchain.so PYTHONPATH=$(CURDIR)/bindings/python \
	  $(PYTHON) -m pytest -q Tests/python

clean:
	rm -rf $(BUILD_DIR) $(EMBEDDED_DIR) .build

# Benchmarks (issue 6): see bench/Makefile and docs/PERFORMANCE.md. Own Release build dir.
bench: deps-build
	$(MAKE) -C bench run

# Hardening (issue 5): see Tests/fuzz, Tests/soak, Tests/sanitize and docs/ROBUSTNESS.md.
FUZZ_SECONDS ?= 60
fuzz: build-tests
	TC_PLAIN_LIBRARY=$(abspath $(BUILD_DIR))/libtouchchain.so \
	  bash Tests/fuzz/run_fuzz.sh . build-fuzz $(FUZZ_SECONDS) api scene replay

soak: build-tests
	./$(BUILD_DIR)/Tests/soak/soak Tests/data/traces --samples 10000000
	./$(BUILD_DIR)/Tests/soak/test_size --depth 100000 --wide 1000000

sanitize: deps-test
	bash Tests/sanitize/run.sh address . build-asan
	bash Tests/sanitize/run.sh thread . build-tsan
