/**
 * Corpus ten, clean texts III: digests and build artefacts — lockfile integrity and checksums,
 * image digests and ids, file hashes and ETags, subresource-integrity and CSP hashes, bundler
 * output names, source maps and inline base64 assets, store paths and pseudo-versions. None is a
 * secret; each must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { B64, b64, B64URL, HEX, type Ten } from "./_heldout_ten_make.ts";

const NIX32 = "0123456789abcdfghijklmnpqrsvwxyz";
const VLQ = B64.slice(0, 64);

export function tenDigests(t: Ten): HeldOutClean[] {
  const { C, g } = t;
  const sha = () => g(40, HEX);
  const sha256 = () => g(64, HEX);
  return [
    C(
      "package-lock integrity",
      `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${
        b64(t.bytes(64))
      }"\n}`,
    ),
    C(
      "yarn lock entry",
      `"@babel/core@^7.26.0":\n  version "7.26.0"\n  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.26.0.tgz#${sha()}"\n  integrity sha512-${
        b64(t.bytes(64))
      }`,
    ),
    C(
      "pnpm lock resolution",
      `  /zod@3.23.8:\n    resolution: {integrity: sha512-${b64(t.bytes(64))}}`,
    ),
    C(
      "go sum lines",
      `github.com/google/uuid v1.6.0 h1:${
        b64(t.bytes(32))
      }\ngithub.com/google/uuid v1.6.0/go.mod h1:${b64(t.bytes(32))}`,
    ),
    C(
      "cargo lock checksum",
      `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256()}"`,
    ),
    C(
      "pip requirements hashes",
      `requests==2.32.3 \\\n    --hash=sha256:${sha256()} \\\n    --hash=sha256:${sha256()}`,
    ),
    C(
      "poetry lock file hash",
      `[metadata]\nlock-version = "2.0"\npython-versions = "^3.12"\ncontent-hash = "${sha256()}"`,
    ),
    C("deno lock jsr integrity", `"jsr:@std/assert@1.0.8": {\n  "integrity": "${sha256()}"\n}`),
    C(
      "docker pull digest",
      `$ docker pull node:22-alpine\n22-alpine: Pulling from library/node\nDigest: sha256:${sha256()}\nStatus: Downloaded newer image for node:22-alpine`,
    ),
    C(
      "docker images table",
      `REPOSITORY   TAG       IMAGE ID       CREATED        SIZE\napi          latest    ${
        g(12, HEX)
      }   2 hours ago    182MB\nworker       latest    ${g(12, HEX)}   3 days ago     164MB`,
    ),
    C(
      "docker ps no-trunc",
      `CONTAINER ID                                                       IMAGE\n${sha256()}   postgres:16`,
    ),
    C("image reference pinned by digest", `FROM python:3.12-slim@sha256:${sha256()}`),
    C(
      "oci manifest json",
      `{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","config":{"digest":"sha256:${sha256()}","size":1472},"layers":[{"digest":"sha256:${sha256()}","size":29152436}]}`,
    ),
    C(
      "sha256sum output",
      `$ sha256sum dist/*\n${sha256()}  dist/ctx-linux-x64\n${sha256()}  dist/ctx-darwin-arm64`,
    ),
    C("md5 and etag", `ETag: "${g(32, HEX)}"\nx-amz-version-id: ${g(32, B64URL)}`),
    C("s3 multipart etag", `"ETag": "\\"${g(32, HEX)}-12\\""`),
    C(
      "git lfs pointer",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256()}\nsize 48213447`,
    ),
    C(
      "sri script tag",
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js" integrity="sha384-${
        b64(t.bytes(48))
      }" crossorigin="anonymous"></script>`,
    ),
    C(
      "csp hashes",
      `Content-Security-Policy: script-src 'self' 'sha256-${b64(t.bytes(32))}' 'sha256-${
        b64(t.bytes(32))
      }'; object-src 'none'`,
    ),
    C(
      "vite build output",
      `dist/index.html                   0.46 kB\ndist/assets/index-${
        g(8, B64URL)
      }.css   12.10 kB\ndist/assets/index-${g(8, B64URL)}.js   143.52 kB`,
    ),
    C(
      "next build id",
      `.next/BUILD_ID: ${g(21, B64URL)}\n.next/static/chunks/pages/_app-${g(16, HEX)}.js`,
    ),
    C(
      "source map mappings",
      `{"version":3,"file":"index.js","sources":["../src/index.ts"],"mappings":"${
        Array.from({ length: 12 }, () => g(4, VLQ) + "," + g(6, VLQ)).join(";")
      }"}`,
    ),
    C(
      "inline png data uri",
      `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${b64(t.bytes(150))}">`,
    ),
    C(
      "woff font in css",
      `@font-face { font-family: Icons; src: url(data:font/woff2;base64,d09GMgABAAAA${
        b64(t.bytes(120))
      }) format("woff2"); }`,
    ),
    C(
      "actions cache key",
      `Cache restored successfully\nCache restored from key: node-cache-Linux-x64-npm-${sha256()}`,
    ),
    C(
      "nix store paths",
      `/nix/store/${g(32, NIX32)}-hello-2.12.1\n/nix/store/${g(32, NIX32)}-glibc-2.40-36`,
    ),
    C("go pseudo version", `require golang.org/x/exp v0.0.0-20261127181500-${g(12, HEX)}`),
    C(
      "css module class names",
      `<button class="Button_root__${g(5, B64URL)} Button_primary__${g(5, B64URL)}">Save</button>`,
    ),
  ];
}
