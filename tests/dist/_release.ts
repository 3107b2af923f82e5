/**
 * A fake release for install.sh tests: small shell scripts standing in for the binaries, a
 * correct SHA256SUMS, served over HTTP on 127.0.0.1 with every requested path recorded.
 */
import { join } from "node:path";
import { REPO_ROOT, writeFile } from "../_helpers.ts";
import { which } from "../../src/process.ts";

export const INSTALL_SH: string = join(REPO_ROOT, "install.sh");

export const UNIX_TARGETS = [
  "x86_64-unknown-linux-gnu",
  "aarch64-unknown-linux-gnu",
  "x86_64-apple-darwin",
  "aarch64-apple-darwin",
] as const;

/** The fake binary for a target: prints `<version> <target>` for `--version`. */
export function fakeBinary(version: string, target: string): string {
  return `#!/bin/sh\necho "${version} ${target}"\n`;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Write ctx-<target> for every Unix target plus SHA256SUMS into `dir`. */
export async function writeRelease(dir: string, version: string): Promise<void> {
  const lines: string[] = [];
  for (const target of UNIX_TARGETS) {
    const body = fakeBinary(version, target);
    await writeFile(join(dir, `ctx-${target}`), body);
    lines.push(`${await sha256Hex(body)}  ctx-${target}\n`);
  }
  await writeFile(join(dir, "SHA256SUMS"), lines.join(""));
}

export interface FileServer extends AsyncDisposable {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
}

/** Serve the files under `root` on 127.0.0.1 (port chosen by the OS); 404 for anything else. */
export function serveDir(root: string): FileServer {
  const requests: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const path = decodeURIComponent(new URL(req.url).pathname);
    requests.push(path);
    if (path.includes("..")) return new Response("bad path", { status: 400 });
    try {
      return new Response(await Deno.readFile(join(root, path)));
    } catch {
      return new Response("not found", { status: 404 });
    }
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    async [Symbol.asyncDispose]() {
      await server.shutdown();
    },
  };
}

export interface ShRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run `sh install.sh …` with exactly `env` (nothing inherited). */
export async function runInstallSh(args: string[], env: Record<string, string>): Promise<ShRun> {
  const out = await new Deno.Command("sh", {
    args: [INSTALL_SH, ...args],
    env,
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return {
    code: out.code,
    stdout: new TextDecoder().decode(out.stdout),
    stderr: new TextDecoder().decode(out.stderr),
  };
}

/**
 * A bin folder holding symlinks to only the named programs (found on this machine's PATH), for
 * running install.sh with a PATH that lacks some tools. Throws when a program is missing.
 */
export async function binDir(dir: string, programs: readonly string[]): Promise<string> {
  await Deno.mkdir(dir, { recursive: true });
  for (const program of programs) {
    const path = await which(program, Deno.env.get("PATH") ?? "", Deno.build.os);
    if (!path) throw new Error(`Test needs "${program}" on PATH (install it: see docs/install.md)`);
    await Deno.symlink(path, join(dir, program));
  }
  return dir;
}

/** What install.sh needs besides a downloader and a SHA-256 tool. */
export const BASE_TOOLS = [
  "sh",
  "uname",
  "mktemp",
  "rm",
  "mkdir",
  "cp",
  "chmod",
  "mv",
  "awk",
  "tr",
  "cat",
] as const;
