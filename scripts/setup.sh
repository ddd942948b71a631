#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build and test Lockstep:
# the compiler toolchain, LLVM/clang 22, GoogleTest, Graphviz and matplotlib.
# Idempotent: packages already present are left alone.
set -euo pipefail

packages=(
  build-essential cmake python3
  llvm-22-dev clang-22 llvm-22-tools
  libgtest-dev graphviz python3-matplotlib
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
