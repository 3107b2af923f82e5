/**
 * install.sh, run with `sh` against a fake release served on 127.0.0.1: asset choice per
 * OS/arch, checksum verification, tool fallbacks, install location, version pinning.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir, writeFile } from "../_helpers.ts";
import {
  BASE_TOOLS,
  binDir,
  fakeBinary,
  runInstallSh,
  serveDir,
  sha256Hex,
  writeRelease,
} from "./_release.ts";

const SYSTEM_PATH = Deno.env.get("PATH") ?? "/usr/bin:/bin";

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch {
    return false;
  }
}

async function listDir(path: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(path)) names.push(entry.name);
  return names.sort();
}

const PLATFORMS: Array<{ os: string; arch: string; target: string }> = [
  { os: "Linux", arch: "x86_64", target: "x86_64-unknown-linux-gnu" },
  { os: "Linux", arch: "amd64", target: "x86_64-unknown-linux-gnu" },
  { os: "Linux", arch: "aarch64", target: "aarch64-unknown-linux-gnu" },
  { os: "Linux", arch: "arm64", target: "aarch64-unknown-linux-gnu" },
  { os: "Darwin", arch: "arm64", target: "aarch64-apple-darwin" },
  { os: "Darwin", arch: "x86_64", target: "x86_64-apple-darwin" },
];

for (const { os, arch, target } of PLATFORMS) {
  Deno.test(`install.sh installs ctx-${target} when uname says ${os} ${arch}`, async () => {
    await using tmp = await tempDir();
    await writeRelease(join(tmp.path, "release"), "9.9.9");
    await using server = serveDir(join(tmp.path, "release"));
    const dir = join(tmp.path, "bin");

    const run = await runInstallSh([], {
      HOME: tmp.path,
      PATH: SYSTEM_PATH,
      CTX_INSTALL_OS: os,
      CTX_INSTALL_ARCH: arch,
      CTX_INSTALL_BASE_URL: server.url,
      CTX_INSTALL_DIR: dir,
    });

    assert.equal(run.code, 0, run.stderr);
    assert.equal(await Deno.readTextFile(join(dir, "ctx")), fakeBinary("9.9.9", target));
    assert.deepEqual(server.requests, ["/SHA256SUMS", `/ctx-${target}`]);
    assert.match(run.stdout, new RegExp(`Installed ctx 9\\.9\\.9 ${target} to ${dir}/ctx`));
  });
}

Deno.test("install.sh installs an executable into a new CTX_INSTALL_DIR and says how to add it to PATH", async () => {
  await using tmp = await tempDir();
  await writeRelease(join(tmp.path, "release"), "9.9.9");
  await using server = serveDir(join(tmp.path, "release"));
  const dir = join(tmp.path, "deep", "new", "bin");

  const run = await runInstallSh([], {
    HOME: tmp.path,
    PATH: SYSTEM_PATH,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_INSTALL_BASE_URL: server.url,
    CTX_INSTALL_DIR: dir,
  });

  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(await listDir(dir), ["ctx"]);
  const mode = (await Deno.stat(join(dir, "ctx"))).mode ?? 0;
  assert.equal(mode & 0o777, 0o755);
  assert.ok(run.stdout.includes(`${dir} is not on your PATH`), run.stdout);
  assert.ok(run.stdout.includes(`export PATH="${dir}:$PATH"`), run.stdout);
  assert.ok(run.stdout.includes('run "ctx install"'), run.stdout);
});

Deno.test("install.sh installs to ~/.local/bin by default and gives no PATH advice when it is on PATH", async () => {
  await using tmp = await tempDir();
  await writeRelease(join(tmp.path, "release"), "9.9.9");
  await using server = serveDir(join(tmp.path, "release"));
  const dir = join(tmp.path, ".local", "bin");

  const run = await runInstallSh([], {
    HOME: tmp.path,
    PATH: `${dir}:${SYSTEM_PATH}`,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_INSTALL_BASE_URL: server.url,
  });

  assert.equal(run.code, 0, run.stderr);
  assert.ok(await exists(join(dir, "ctx")));
  assert.ok(!run.stdout.includes("not on your PATH"), run.stdout);
});

Deno.test("install.sh re-installs over an existing ctx and leaves no temp files", async () => {
  await using tmp = await tempDir();
  await writeRelease(join(tmp.path, "release"), "9.9.9");
  await using server = serveDir(join(tmp.path, "release"));
  const dir = join(tmp.path, "bin");
  const env = {
    HOME: tmp.path,
    PATH: SYSTEM_PATH,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "aarch64",
    CTX_INSTALL_BASE_URL: server.url,
    CTX_INSTALL_DIR: dir,
  };

  const first = await runInstallSh([], env);
  await writeRelease(join(tmp.path, "release"), "9.9.10");
  const second = await runInstallSh([], env);

  assert.equal(first.code, 0, first.stderr);
  assert.equal(second.code, 0, second.stderr);
  assert.deepEqual(await listDir(dir), ["ctx"]);
  assert.equal(
    await Deno.readTextFile(join(dir, "ctx")),
    fakeBinary("9.9.10", "aarch64-unknown-linux-gnu"),
  );
});

Deno.test("install.sh refuses a binary whose checksum does not match and keeps the old one", async () => {
  await using tmp = await tempDir();
  const release = join(tmp.path, "release");
  await writeRelease(release, "9.9.9");
  // Tamper with the asset after the sums were written.
  await writeFile(join(release, "ctx-x86_64-unknown-linux-gnu"), "#!/bin/sh\necho evil\n");
  await using server = serveDir(release);
  const dir = join(tmp.path, "bin");
  await writeFile(join(dir, "ctx"), "old ctx\n");

  const run = await runInstallSh([], {
    HOME: tmp.path,
    PATH: SYSTEM_PATH,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_INSTALL_BASE_URL: server.url,
    CTX_INSTALL_DIR: dir,
  });

  assert.equal(run.code, 1);
  assert.match(
    run.stderr,
    /^error: Checksum mismatch for "ctx-x86_64-unknown-linux-gnu": expected [0-9a-f]{64}, got [0-9a-f]{64}; nothing installed$/m,
  );
  assert.deepEqual(await listDir(dir), ["ctx"]);
  assert.equal(await Deno.readTextFile(join(dir, "ctx")), "old ctx\n");
});

Deno.test("install.sh refuses when SHA256SUMS has no line for the asset", async () => {
  await using tmp = await tempDir();
  const release = join(tmp.path, "release");
  await writeRelease(release, "9.9.9");
  const body = fakeBinary("9.9.9", "x86_64-apple-darwin");
  await writeFile(join(release, "SHA256SUMS"), `${await sha256Hex(body)}  ctx-other\n`);
  await using server = serveDir(release);
  const dir = join(tmp.path, "bin");

  const run = await runInstallSh([], {
    HOME: tmp.path,
    PATH: SYSTEM_PATH,
    CTX_INSTALL_OS: "Darwin",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_INSTALL_BASE_URL: server.url,
    CTX_INSTALL_DIR: dir,
  });

  assert.equal(run.code, 1);
  assert.match(run.stderr, /SHA256SUMS has no entry for "ctx-x86_64-apple-darwin"/);
  assert.equal(await exists(dir), false);
});

Deno.test("install.sh refuses to install when no SHA-256 tool is on PATH", async () => {
  await using tmp = await tempDir();
  await writeRelease(join(tmp.path, "release"), "9.9.9");
  await using server = serveDir(join(tmp.path, "release"));
  const bin = await binDir(join(tmp.path, "tools"), [...BASE_TOOLS, "curl"]);
  const dir = join(tmp.path, "bin");

  const run = await runInstallSh([], {
    HOME: tmp.path,
    PATH: bin,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_INSTALL_BASE_URL: server.url,
    CTX_INSTALL_DIR: dir,
  });

  assert.equal(run.code, 1);
  assert.match(run.stderr, /^error: No SHA-256 tool found \(sha256sum, shasum or openssl\)/m);
  assert.deepEqual(server.requests, []);
  assert.equal(await exists(dir), false);
});

const TOOLSETS: Array<{ name: string; tools: string[] }> = [
  { name: "shasum and curl", tools: ["shasum", "perl", "curl"] },
  { name: "openssl and curl", tools: ["openssl", "curl"] },
  { name: "sha256sum and wget", tools: ["sha256sum", "wget"] },
];

for (const { name, tools } of TOOLSETS) {
  Deno.test(`install.sh verifies and installs with only ${name}`, async () => {
    await using tmp = await tempDir();
    await writeRelease(join(tmp.path, "release"), "9.9.9");
    await using server = serveDir(join(tmp.path, "release"));
    const bin = await binDir(join(tmp.path, "tools"), [...BASE_TOOLS, ...tools]);
    const dir = join(tmp.path, "bin");

    const run = await runInstallSh([], {
      HOME: tmp.path,
      PATH: bin,
      CTX_INSTALL_OS: "Darwin",
      CTX_INSTALL_ARCH: "arm64",
      CTX_INSTALL_BASE_URL: server.url,
      CTX_INSTALL_DIR: dir,
    });

    assert.equal(run.code, 0, run.stderr);
    assert.equal(
      await Deno.readTextFile(join(dir, "ctx")),
      fakeBinary("9.9.9", "aarch64-apple-darwin"),
    );
  });
}

Deno.test("install.sh rejects an unsupported OS or CPU before downloading anything", async () => {
  await using tmp = await tempDir();
  await writeRelease(join(tmp.path, "release"), "9.9.9");
  await using server = serveDir(join(tmp.path, "release"));
  const env = { HOME: tmp.path, PATH: SYSTEM_PATH, CTX_INSTALL_BASE_URL: server.url };

  const os = await runInstallSh([], {
    ...env,
    CTX_INSTALL_OS: "FreeBSD",
    CTX_INSTALL_ARCH: "x86_64",
  });
  const cpu = await runInstallSh([], {
    ...env,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "riscv64",
  });
  const windows = await runInstallSh([], {
    ...env,
    CTX_INSTALL_OS: "MINGW64_NT-10.0",
    CTX_INSTALL_ARCH: "x86_64",
  });

  assert.equal(os.code, 1);
  assert.match(os.stderr, /^error: Unsupported OS "FreeBSD"/m);
  assert.equal(cpu.code, 1);
  assert.match(cpu.stderr, /^error: Unsupported CPU "riscv64"/m);
  assert.equal(windows.code, 1);
  assert.match(windows.stderr, /^error: Use install\.ps1 on Windows/m);
  assert.deepEqual(server.requests, []);
  assert.equal(await exists(join(tmp.path, ".local")), false);
});

Deno.test("install.sh downloads from /download/v<version>/ when CTX_VERSION pins a release", async () => {
  await using tmp = await tempDir();
  const releases = join(tmp.path, "www", "releases");
  await writeRelease(join(releases, "download", "v1.2.3"), "1.2.3");
  await writeRelease(join(releases, "latest", "download"), "2.0.0");
  await using server = serveDir(join(tmp.path, "www"));
  const env = {
    HOME: tmp.path,
    PATH: SYSTEM_PATH,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_RELEASES_URL: `${server.url}/releases`,
    CTX_INSTALL_DIR: join(tmp.path, "bin"),
  };

  const pinned = await runInstallSh([], { ...env, CTX_VERSION: "1.2.3" });
  const pinnedContent = await Deno.readTextFile(join(tmp.path, "bin", "ctx"));
  const latest = await runInstallSh([], env);
  const latestContent = await Deno.readTextFile(join(tmp.path, "bin", "ctx"));

  assert.equal(pinned.code, 0, pinned.stderr);
  assert.equal(latest.code, 0, latest.stderr);
  assert.equal(pinnedContent, fakeBinary("1.2.3", "x86_64-unknown-linux-gnu"));
  assert.equal(latestContent, fakeBinary("2.0.0", "x86_64-unknown-linux-gnu"));
  assert.deepEqual(server.requests, [
    "/releases/download/v1.2.3/SHA256SUMS",
    "/releases/download/v1.2.3/ctx-x86_64-unknown-linux-gnu",
    "/releases/latest/download/SHA256SUMS",
    "/releases/latest/download/ctx-x86_64-unknown-linux-gnu",
  ]);
});

Deno.test("install.sh --print-url shows the GitHub release URLs for CTX_REPO and CTX_VERSION", async () => {
  await using tmp = await tempDir();
  const env = { HOME: tmp.path, PATH: SYSTEM_PATH, CTX_INSTALL_OS: "Darwin" };

  const latest = await runInstallSh(["--print-url"], { ...env, CTX_INSTALL_ARCH: "arm64" });
  const pinned = await runInstallSh(["--print-url"], {
    ...env,
    CTX_INSTALL_ARCH: "x86_64",
    CTX_REPO: "acme/ctx-fork",
    CTX_VERSION: "v0.4.0",
  });

  assert.equal(latest.code, 0, latest.stderr);
  assert.equal(
    latest.stdout,
    "https://github.com/ctx-dev/ctx/releases/latest/download/ctx-aarch64-apple-darwin\n" +
      "https://github.com/ctx-dev/ctx/releases/latest/download/SHA256SUMS\n",
  );
  assert.equal(
    pinned.stdout,
    "https://github.com/acme/ctx-fork/releases/download/v0.4.0/ctx-x86_64-apple-darwin\n" +
      "https://github.com/acme/ctx-fork/releases/download/v0.4.0/SHA256SUMS\n",
  );
});

Deno.test("install.sh fails clearly and installs nothing when the release has no such asset", async () => {
  await using tmp = await tempDir();
  await Deno.mkdir(join(tmp.path, "empty"));
  await using server = serveDir(join(tmp.path, "empty"));
  const dir = join(tmp.path, "bin");

  const run = await runInstallSh([], {
    HOME: tmp.path,
    PATH: SYSTEM_PATH,
    CTX_INSTALL_OS: "Linux",
    CTX_INSTALL_ARCH: "x86_64",
    CTX_INSTALL_BASE_URL: server.url,
    CTX_INSTALL_DIR: dir,
  });

  assert.equal(run.code, 1);
  assert.match(run.stderr, new RegExp(`^error: Cannot download "${server.url}/SHA256SUMS"`, "m"));
  assert.equal(await exists(dir), false);
});

Deno.test("install.sh --help prints usage and an unknown option is an error", async () => {
  await using tmp = await tempDir();
  const env = { HOME: tmp.path, PATH: SYSTEM_PATH };

  const help = await runInstallSh(["--help"], env);
  const bad = await runInstallSh(["--frobnicate"], env);

  assert.equal(help.code, 0);
  assert.match(help.stdout, /^Usage: install\.sh/);
  assert.match(help.stdout, /CTX_INSTALL_DIR/);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^error: Unknown option "--frobnicate"/m);
});
