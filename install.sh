#!/bin/sh
# Install ctx: download the binary for this machine from a GitHub release, verify its SHA-256
# against the release's SHA256SUMS, and put it in ~/.local/bin (or $CTX_INSTALL_DIR).
#
#   curl -fsSL https://github.com/ctx-dev/ctx/releases/latest/download/install.sh | sh
#
# Run with --help for the options. Nothing is installed unless the checksum matches.
set -eu

usage() {
  cat <<'EOF'
Usage: install.sh [--print-url] [--help]

Downloads ctx-<target> and SHA256SUMS from a ctx release, verifies the checksum, and installs
the binary as <dir>/ctx (atomically: download to a temp dir, verify, chmod +x, mv).

Options:
  --print-url   print the asset and SHA256SUMS URLs that would be used, download nothing
  -h, --help    show this help

Environment:
  CTX_VERSION           release to install, e.g. 1.2.3 (default: the latest release)
  CTX_INSTALL_DIR       where to put ctx (default: $HOME/.local/bin)
  CTX_REPO              GitHub repository owner/name (default: ctx-dev/ctx)
  CTX_RELEASES_URL      releases URL (default: https://github.com/$CTX_REPO/releases);
                        assets come from <url>/latest/download or <url>/download/v$CTX_VERSION
  CTX_INSTALL_BASE_URL  folder holding the assets, used as is (mirrors); CTX_VERSION is ignored
  CTX_INSTALL_OS        override `uname -s` (Linux, Darwin)
  CTX_INSTALL_ARCH      override `uname -m` (x86_64, amd64, aarch64, arm64)
EOF
}

fail() {
  printf 'error: %s\n' "$1" >&2
  if [ $# -gt 1 ]; then printf 'hint: %s\n' "$2" >&2; fi
  exit 1
}

print_url=0
for arg in "$@"; do
  case "$arg" in
    -h | --help) usage; exit 0 ;;
    --print-url) print_url=1 ;;
    *) fail "Unknown option \"$arg\"" "run install.sh --help" ;;
  esac
done

# --- which binary ------------------------------------------------------------------------------
os="${CTX_INSTALL_OS:-$(uname -s)}"
arch="${CTX_INSTALL_ARCH:-$(uname -m)}"
case "$arch" in
  x86_64 | amd64) arch=x86_64 ;;
  aarch64 | arm64) arch=aarch64 ;;
  *) fail "Unsupported CPU \"$arch\": ctx is built for x86_64 and aarch64" \
    "build from source: https://github.com/${CTX_REPO:-ctx-dev/ctx}" ;;
esac
case "$os" in
  Linux) target="$arch-unknown-linux-gnu" ;;
  Darwin)
    # An x86_64 shell under Rosetta on Apple silicon: prefer the native binary.
    if [ -z "${CTX_INSTALL_ARCH:-}" ] && [ "$arch" = x86_64 ] &&
      [ "$(sysctl -n sysctl.proc_translated 2>/dev/null || true)" = 1 ]; then
      arch=aarch64
    fi
    target="$arch-apple-darwin"
    ;;
  MINGW* | MSYS* | CYGWIN* | Windows_NT)
    fail "Use install.ps1 on Windows" \
      "irm https://github.com/${CTX_REPO:-ctx-dev/ctx}/releases/latest/download/install.ps1 | iex" ;;
  *) fail "Unsupported OS \"$os\": ctx is built for Linux, macOS and Windows" \
    "build from source: https://github.com/${CTX_REPO:-ctx-dev/ctx}" ;;
esac
asset="ctx-$target"

# --- where from --------------------------------------------------------------------------------
if [ -n "${CTX_INSTALL_BASE_URL:-}" ]; then
  base="${CTX_INSTALL_BASE_URL%/}"
else
  releases="${CTX_RELEASES_URL:-https://github.com/${CTX_REPO:-ctx-dev/ctx}/releases}"
  releases="${releases%/}"
  if [ -n "${CTX_VERSION:-}" ]; then
    base="$releases/download/v${CTX_VERSION#v}"
  else
    base="$releases/latest/download"
  fi
fi

if [ "$print_url" = 1 ]; then
  printf '%s\n%s\n' "$base/$asset" "$base/SHA256SUMS"
  exit 0
fi

# --- tools -------------------------------------------------------------------------------------
if command -v sha256sum >/dev/null 2>&1; then
  sha256() { sha256sum "$1" | awk '{print $1}'; }
elif command -v shasum >/dev/null 2>&1; then
  sha256() { shasum -a 256 "$1" | awk '{print $1}'; }
elif command -v openssl >/dev/null 2>&1; then
  sha256() { openssl dgst -sha256 <"$1" | awk '{print $NF}'; }
else
  fail "No SHA-256 tool found (sha256sum, shasum or openssl): refusing to install unverified" \
    "install coreutils (sha256sum) or openssl and run again"
fi

case "$base" in
  https://*) secure=1 ;;
  *) secure=0 ;;
esac
if command -v curl >/dev/null 2>&1; then
  download() {
    if [ "$secure" = 1 ]; then
      curl -fsSL --proto '=https' --tlsv1.2 --retry 2 -o "$2" "$1"
    else
      curl -fsSL --retry 2 -o "$2" "$1"
    fi
  }
elif command -v wget >/dev/null 2>&1; then
  download() {
    if [ "$secure" = 1 ]; then wget -q --https-only -O "$2" "$1"; else wget -q -O "$2" "$1"; fi
  }
else
  fail "Neither curl nor wget found" "install curl and run again"
fi

# --- download and verify -----------------------------------------------------------------------
tmp="$(mktemp -d 2>/dev/null || mktemp -d -t ctx-install)"
trap 'rm -rf "$tmp"' EXIT
trap 'rm -rf "$tmp"; exit 130' INT TERM

printf 'Downloading %s\n' "$base/$asset"
download "$base/SHA256SUMS" "$tmp/SHA256SUMS" ||
  fail "Cannot download \"$base/SHA256SUMS\"" "check the version (CTX_VERSION) and your network"
download "$base/$asset" "$tmp/$asset" ||
  fail "Cannot download \"$base/$asset\"" "check the version (CTX_VERSION) and your network"

# sha256sum format: "<hex>  <name>" (or "<hex> *<name>" in binary mode).
expected="$(awk -v f="$asset" '$2 == f || $2 == "*" f { print $1; exit }' "$tmp/SHA256SUMS" |
  tr 'A-F' 'a-f')"
[ -n "$expected" ] || fail "SHA256SUMS has no entry for \"$asset\": refusing to install"
actual="$(sha256 "$tmp/$asset" | tr 'A-F' 'a-f')"
if [ "$actual" != "$expected" ]; then
  fail "Checksum mismatch for \"$asset\": expected $expected, got $actual; nothing installed" \
    "the download is corrupt or was tampered with; try again later"
fi

# --- install -----------------------------------------------------------------------------------
dir="${CTX_INSTALL_DIR:-${HOME:?HOME is not set}/.local/bin}"
mkdir -p "$dir" || fail "Cannot create \"$dir\"" "set CTX_INSTALL_DIR to a writable folder"
# Copy next to the destination first so the final mv is a same-filesystem (atomic) rename.
staged="$dir/.ctx.install.$$"
cp "$tmp/$asset" "$staged" || fail "Cannot write to \"$dir\"" "set CTX_INSTALL_DIR"
chmod 755 "$staged"
mv -f "$staged" "$dir/ctx" || {
  rm -f "$staged"
  fail "Cannot install \"$dir/ctx\""
}

version="$("$dir/ctx" --version 2>/dev/null || true)"
printf 'Installed ctx %s to %s (sha256 %s)\n' "${version:-?}" "$dir/ctx" "$actual"

case ":${PATH:-}:" in
  *":$dir:"*) ;;
  *)
    printf '\n%s is not on your PATH. Add it, e.g. for sh/bash/zsh:\n' "$dir"
    printf '  echo '\''export PATH="%s:$PATH"'\'' >> ~/.profile   # then open a new shell\n' "$dir"
    printf 'or for fish:\n  fish_add_path %s\n' "$dir"
    ;;
esac
printf '\nNext: run "ctx install" to register the MCP server with your editors and pick a backend.\n'
