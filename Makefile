# TouchChain — the two user commands:
#   make demo    build, then run the demo (examples/c/demo.c)
#   make test    build, then ctest, swift test, and the Python tests when they exist
#                (make -k test: run them all even when one fails)
# and:
#   make build   configure (first time) and build into build/
#   make clean   remove build/ and SwiftPM's .build/
#   make deps    check the system packages; install them if missing (as root) or say how
#   make bench   Release build (build-bench/), C + Python benchmarks vs the class-based baseline (bench/)
#   make fuzz     libFuzzer, 60 s per target: C ABI, binary scenes, JSON scene loader (tests/fuzz; build-fuzz/)
#   make soak     10 million recorded samples (VmRSS flat) + 100k-deep / 1M-view trees (tests/soak)
#   make sanitize ASan+UBSan+LSan build of the library and C suites (build-asan/), TSan threads test (build-tsan/)
# Variables: BUILD_DIR (build), BUILD_TYPE (RelWithDebInfo, used when first configuring),
#            JOBS (2, parallel ctest jobs).

BUILD_DIR  ?= build
BUILD_TYPE ?= RelWithDebInfo
JOBS       ?= 2
CMAKE      ?= cmake
CTEST      ?= ctest
SWIFT      ?= swift
PYTHON     ?= python3

# libsdl2-dev, xvfb, xauth: examples/sdl2 and its screenshot tests; python3-venv: python_wheel.
APT_PACKAGES := cmake ninja-build libcmocka-dev libffi-dev pkg-config valgrind python3 \
                python3-venv libsdl2-dev xvfb xauth

# The Swift toolchain may be installed but not on PATH in a non-login shell.
ifeq ($(shell command -v $(SWIFT) 2>/dev/null),)
  SWIFT_GUESS := $(firstword $(wildcard /opt/swift/usr/bin/swift /usr/share/swift/usr/bin/swift))
  ifneq ($(SWIFT_GUESS),)
    export PATH := $(patsubst %/,%,$(dir $(SWIFT_GUESS))):$(PATH)
  endif
endif

.PHONY: all deps build demo test test-ctest test-swift test-python clean bench fuzz soak sanitize

all: build

deps:
	@missing=; \
	for tool in cmake ninja pkg-config valgrind $(PYTHON); do \
	  command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; \
	done; \
	if command -v pkg-config >/dev/null 2>&1; then \
	  pkg-config --exists cmocka || missing="$$missing cmocka"; \
	  pkg-config --exists libffi || missing="$$missing libffi"; \
	  pkg-config --exists sdl2 || missing="$$missing sdl2"; \
	fi; \
	command -v xvfb-run >/dev/null 2>&1 || missing="$$missing xvfb-run"; \
	if [ -n "$$missing" ]; then \
	  echo "missing:$$missing"; \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(APT_PACKAGES); \
	  else \
	    echo "install them with: sudo apt-get update && sudo apt-get install -y $(APT_PACKAGES)"; \
	    exit 1; \
	  fi; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "swift not found: install a Swift 6.3 toolchain and put its usr/bin on PATH"; exit 1; }

# Configure once; afterwards `cmake --build` re-runs CMake by itself when needed.
$(BUILD_DIR)/build.ninja: | deps
	$(CMAKE) -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

build: deps $(BUILD_DIR)/build.ninja
	$(CMAKE) --build $(BUILD_DIR)

demo: build
	./$(BUILD_DIR)/examples/demo

# `make test` runs the three suites in order and stops at the first failing one; `make -k test`
# runs every suite and fails at the end if any failed (CI does this).
test: test-ctest test-swift test-python

test-ctest: build
	$(CTEST) --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

test-swift: deps
	$(SWIFT) test

test-python: build
	@if [ -d bindings/python/tests ]; then \
	  if ! $(PYTHON) -c 'import pytest' >/dev/null 2>&1; then \
	    if [ "$$(id -u)" = 0 ]; then $(PYTHON) -m pip install --quiet pytest; \
	    else echo "pytest missing: $(PYTHON) -m pip install pytest"; exit 1; fi; \
	  fi; \
	  echo "$(PYTHON) -m pytest -q bindings/python/tests"; \
	  $(PYTHON) -m pytest -q bindings/python/tests; \
	else \
	  echo "bindings/python/tests: absent, Python tests skipped"; \
	fi

clean:
	rm -rf $(BUILD_DIR) .build

# Benchmarks (issue 6): see bench/Makefile and docs/PERFORMANCE.md. Own Release build dir.
bench: deps
	$(MAKE) -C bench run

# Hardening (issue 5): see tests/fuzz, tests/soak, tests/sanitize and docs/ROBUSTNESS.md.
FUZZ_SECONDS ?= 60
fuzz: build
	TC_PLAIN_LIBRARY=$(abspath $(BUILD_DIR))/libtouchchain.so \
	  bash tests/fuzz/run_fuzz.sh . build-fuzz $(FUZZ_SECONDS) api scene replay

soak: build
	./$(BUILD_DIR)/tests/soak/soak ../shared/data/traces --samples 10000000
	./$(BUILD_DIR)/tests/soak/test_size --depth 100000 --wide 1000000

sanitize: deps
	bash tests/sanitize/run.sh address . build-asan
	bash tests/sanitize/run.sh thread . build-tsan
