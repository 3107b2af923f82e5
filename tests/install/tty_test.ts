/**
 * The wizard in a real pseudo-terminal: tmux runs `ctx install --setup` with an explicit
 * environment; keys are sent with send-keys (the API key itself through a tmux paste buffer
 * fed on stdin, so it is on no command line); the screen is read with capture-pane, polled in
 * a bounded loop.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { MAIN_TS, tempDir } from "../_helpers.ts";
import { which } from "../../src/process.ts";
import { startFakeModels } from "./_fake_models.ts";

const TMUX = await which("tmux", Deno.env.get("PATH") ?? "", Deno.build.os);
const KEY_A = "sk-a-tty-0123456789abcdef-f3k9";
const KEY_B = "sk-b-tty-0123456789abcdef-b0b0";
const KEY_C_WRONG = "nvapi-wrong-0123456789abcdef";

class Pane implements AsyncDisposable {
  constructor(readonly socket: string) {}

  async tmux(args: string[], stdin?: string): Promise<string> {
    const child = new Deno.Command(TMUX!, {
      args: ["-u", "-S", this.socket, ...args],
      env: { LANG: "C.UTF-8" },
      stdin: stdin === undefined ? "null" : "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    if (stdin !== undefined) {
      const writer = child.stdin.getWriter();
      await writer.write(new TextEncoder().encode(stdin));
      await writer.close();
    }
    const out = await child.output();
    if (out.code !== 0) throw new Error(`tmux ${args[0]}: ${new TextDecoder().decode(out.stderr)}`);
    return new TextDecoder().decode(out.stdout);
  }

  /** Start `ctx install --setup` with exactly `env`; the shell stays to show the exit code. */
  start(env: Record<string, string>): Promise<string> {
    const assignments = Object.entries(env).map(([k, v]) => `${k}=${quote(v)}`).join(" ");
    const command = `env -i ${assignments} ${quote(Deno.execPath())} run -A --quiet ` +
      `${quote(MAIN_TS)} install --setup; echo "[ctx exited $?]"; exec sleep 300`;
    return this.tmux(["new-session", "-d", "-x", "200", "-y", "50", "sh", "-c", command]);
  }

  keys(...keys: string[]): Promise<string> {
    return this.tmux(["send-keys", ...keys]);
  }

  /** Type a secret: through a paste buffer read from stdin, never on tmux's argv. */
  async paste(secret: string): Promise<void> {
    await this.tmux(["load-buffer", "-"], secret);
    await this.tmux(["paste-buffer", "-d"]);
  }

  capture(): Promise<string> {
    return this.tmux(["capture-pane", "-p", "-S", "-100"]);
  }

  /** Poll the screen until `pattern` shows (bounded: about 30 s). */
  async waitFor(pattern: RegExp): Promise<string> {
    let screen = "";
    for (let attempt = 0; attempt < 300; attempt++) {
      screen = await this.capture();
      if (pattern.test(screen)) return screen;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Timed out waiting for ${pattern} on screen:\n${screen}`);
  }

  async [Symbol.asyncDispose]() {
    await this.tmux(["kill-server"]).catch(() => {});
  }
}

function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

function baseEnv(home: string, extra: Record<string, string>): Record<string, string> {
  return {
    HOME: home,
    CTX_HOME: join(home, "ctx-home"),
    CTX_KEYCHAIN: "off",
    PATH: `${join(home, "bin")}:/usr/bin:/bin`,
    DENO_DIR: Deno.env.get("DENO_DIR") ?? join(Deno.env.get("HOME") ?? "/root", ".cache", "deno"),
    TERM: "xterm-256color",
    LANG: "C.UTF-8",
    NO_COLOR: "1",
    ...extra,
  };
}

const ignore = TMUX === undefined;
const skipped = ignore ? " SKIPPED: tmux is not installed (apt-get install tmux)" : "";

Deno.test({
  name: `wizard in a terminal: Vendor A with a new key, then the saved key reused${skipped}`,
  ignore,
  async fn() {
    await using home = await tempDir();
    await using vendor = startFakeModels("vendor-a", KEY_A);
    const env = baseEnv(home.path, { VENDORA_BASE_URL: vendor.url });
    {
      await using pane = new Pane(join(home.path, "tmux.sock"));
      await pane.start(env);
      const menu = await pane.waitFor(/Which backend should distill your sessions\?/);
      for (const line of ["1) Subscription CLI", "2) Vendor A API", "3) Vendor B API"]) {
        assert.ok(menu.includes(line), `menu shows ${line}`);
      }
      assert.match(menu, /one subprocess at a time/);
      await pane.keys("Down", "Enter");
      await pane.waitFor(/Vendor A API key \(input hidden\)/);
      await pane.paste(KEY_A);
      await pane.keys("Enter");
      const screen = await pane.waitFor(/\[ctx exited \d+\]/);
      assert.match(screen, /The Vendor A API accepted the key/);
      assert.match(screen, /Backend saved: Vendor A API, key in key file/);
      assert.match(screen, /\[ctx exited 0\]/);
      assert.ok(!screen.includes(KEY_A), "the key never shows on screen");
    }
    {
      await using pane = new Pane(join(home.path, "tmux2.sock"));
      await pane.start(env);
      await pane.waitFor(/Which backend should distill your sessions\?/);
      await pane.keys("Enter"); // the saved choice is preselected
      const ask = await pane.waitFor(/Reuse it\?/);
      assert.match(ask, /A Vendor A API key is saved \(sk-a…f3k9\)\. Reuse it\?/);
      await pane.keys("y", "Enter");
      const screen = await pane.waitFor(/\[ctx exited \d+\]/);
      assert.match(screen, /Backend saved: Vendor A API \(saved key kept\)/);
      assert.match(screen, /\[ctx exited 0\]/);
      assert.ok(!screen.includes(KEY_A));
    }
    assert.deepEqual(vendor.requests.map((r) => r.headers["x-api-key"]), [KEY_A]);
    assert.ok(!vendor.log.join("\n").includes(KEY_A));
  },
});

Deno.test({
  name: `wizard in a terminal: subscription CLI found on PATH${skipped}`,
  ignore,
  async fn() {
    await using home = await tempDir();
    await Deno.mkdir(join(home.path, "bin"));
    await Deno.writeTextFile(join(home.path, "bin", "claude"), "#!/bin/sh\nexit 0\n");
    await Deno.chmod(join(home.path, "bin", "claude"), 0o755);
    await using pane = new Pane(join(home.path, "tmux.sock"));
    await pane.start(baseEnv(home.path, {}));
    await pane.waitFor(/Which backend should distill your sessions\?/);
    await pane.keys("Enter");
    const screen = await pane.waitFor(/\[ctx exited \d+\]/);
    assert.ok(screen.includes(`Found "claude" at ${join(home.path, "bin", "claude")}`));
    assert.match(screen, /Backend saved: Subscription CLI/);
    assert.match(screen, /\[ctx exited 0\]/);
  },
});

Deno.test({
  name:
    `wizard in a terminal: Vendor B accepted; Vendor C rejected, not saved, then skip${skipped}`,
  ignore,
  async fn() {
    await using home = await tempDir();
    await using vendorB = startFakeModels("vendor-b", KEY_B);
    await using vendorC = startFakeModels("vendor-c", "nvapi-the-right-one-0123456789");
    const env = baseEnv(home.path, {
      VENDORB_BASE_URL: vendorB.url,
      VENDORC_BASE_URL: vendorC.url,
    });
    {
      await using pane = new Pane(join(home.path, "tmux.sock"));
      await pane.start(env);
      await pane.waitFor(/Which backend should distill your sessions\?/);
      await pane.keys("Down", "Down", "Enter");
      await pane.waitFor(/Vendor B API key \(input hidden\)/);
      await pane.paste(KEY_B);
      await pane.keys("Enter");
      const screen = await pane.waitFor(/\[ctx exited \d+\]/);
      assert.match(screen, /Backend saved: Vendor B API, key in key file/);
      assert.ok(!screen.includes(KEY_B));
    }
    {
      await using pane = new Pane(join(home.path, "tmux2.sock"));
      await pane.start(env);
      await pane.waitFor(/Which backend should distill your sessions\?/);
      await pane.keys("Down", "Enter"); // from the saved Vendor B to Vendor C
      await pane.waitFor(/Vendor C inference service key \(input hidden\)/);
      await pane.paste(KEY_C_WRONG);
      await pane.keys("Enter");
      await pane.waitFor(/Save it anyway\?/);
      const rejected = await pane.capture();
      assert.match(rejected, /The Vendor C inference service rejected the key \(HTTP 401\)/);
      await pane.keys("n", "Enter");
      // Back to the choice; go to the last one, "5) Skip for now".
      await pane.waitFor(/Which backend[^\n]*\n(?:.*\n)*.*Which backend/);
      await pane.keys("Down", "Down", "Enter");
      const screen = await pane.waitFor(/\[ctx exited \d+\]/);
      assert.match(screen, /Backend saved: none \(skipped\)/);
      assert.ok(!screen.includes(KEY_C_WRONG));
    }
    const saved = JSON.parse(await Deno.readTextFile(join(home.path, "ctx-home", "backend.json")));
    assert.deepEqual(saved, { version: 1, backend: "skip", keys: ["vendor-b"] });
    const credentials = await Deno.readTextFile(join(home.path, "ctx-home", "credentials.json"));
    assert.ok(!credentials.includes(KEY_C_WRONG), "the rejected key was not saved");
  },
});
