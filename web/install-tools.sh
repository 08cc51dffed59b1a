#!/usr/bin/env bash
# Installs what the web build needs, from crates.io only (trunk never downloads a tool itself:
# Trunk.toml builds offline): the wasm32 target, wasm-bindgen's command-line tool and trunk.
# Their versions are pinned here, and only here; wasm-bindgen's must be the one Cargo.lock pins
# (Cargo.toml asks for exactly it), or the generated glue would not match the library.
set -euo pipefail
cd "$(dirname "$0")/.."
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.129

locked=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if [ "$locked" != "$WASM_BINDGEN_VERSION" ]; then
  echo "Cargo.lock pins wasm-bindgen $locked, but web/install-tools.sh installs" \
    "$WASM_BINDGEN_VERSION: make them the same" >&2
  exit 1
fi
rustup target add wasm32-unknown-unknown
# Whether the command $1 is installed at the version $2.
has() { command -v "$1" >/dev/null && "$1" --version | grep -qF " $2"; }
has wasm-bindgen "$WASM_BINDGEN_VERSION" ||
  cargo install --locked wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
has trunk "$TRUNK_VERSION" || cargo install --locked trunk --version "$TRUNK_VERSION"
