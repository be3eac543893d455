# kalakosha: `make run` serves on 127.0.0.1:8080 from a fresh clone; `make test` runs the suite.
NODE ?= node
HOST ?= 127.0.0.1
PORT ?= 8080
CLI := $(NODE) dist/src/cli/main.js

.PHONY: install build generate run test datasets bench clean typecheck client

node_modules/.installed: package.json package-lock.json
	@# npm ci installs exactly what the lock file lists (every platform's optional binaries are in it) and never
	@# rewrites it, so a build leaves the checkout clean. Install scripts: package.json "allowScripts".
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.installed

dist/.built: node_modules/.installed tsconfig.json $(shell find src bench -name '*.ts' 2>/dev/null)
	npx tsc -p tsconfig.json
	@touch $@

# Install, compile, and generate whatever artifacts are missing (never rebuilds what is up to date).
build: dist/.built generate

generate: dist/.built
	$(CLI) generate --missing

# Old-generation marking in small steps on each serving thread: V8's concurrent marking threads otherwise compete
# with busy serving threads for the cores and stall one for ~100 ms at each mark-compact. A heap allowed to grow to
# twice what survives a full GC, so that the next one does not start at once (docs/operations.md).
SERVE_NODE_FLAGS ?= --no-concurrent-marking --heap-growing-percent=100

run: build
	MALLOC_ARENA_MAX=$${MALLOC_ARENA_MAX:-2} $(NODE) $(SERVE_NODE_FLAGS) dist/src/cli/main.js serve --host $(HOST) --port $(PORT) --dev-key

test: node_modules/.installed
	npx tsc -p tsconfig.json --noEmit
	npx ava

typecheck: node_modules/.installed
	npx tsc -p tsconfig.json --noEmit

# The typed client's contract after a route change: clients/typescript/openapi.json (the server's /openapi.json) and
# src/schema.d.ts (openapi-typescript), built from the routes without a server; `make test` fails while they differ.
client: node_modules/.installed
	$(NODE) --import=tsx clients/typescript/generate.ts

# Every dataset (all tiles, 1900–2100): the data engineers' download.
datasets: dist/.built
	$(CLI) generate --all

clean:
	rm -rf dist build
