/**
 * The only writer to the terminal. stdout is the product (results, `--json`); stderr is the
 * conversation (progress, warnings, errors). Tests capture both through `memoryOutput()`.
 *
 * It sits on the ground floor (not in `src/cli/`) because `Deps`, the keychain and the MCP
 * server take an `Output` too, and nothing below the CLI may import the CLI.
 */

export interface Output {
  /** Write a line of results to stdout. */
  out(line: string): void;
  /** Write a line of conversation (progress, warnings) to stderr. */
  err(line: string): void;
  /** Whether stderr is a terminal (progress bars, colours). */
  readonly stderrIsTty: boolean;
  /** Whether stdin is a terminal (interactive prompts). */
  readonly stdinIsTty: boolean;
  /** Overwrite the current stderr line (progress bar); only meaningful on a TTY. */
  status(line: string): void;
  /** Clear a status line left by `status`. */
  clearStatus(): void;
}

const encoder = new TextEncoder();

export function terminalOutput(): Output {
  const stderrIsTty = Deno.stderr.isTerminal();
  let statusShown = false;
  const clear = () => {
    if (statusShown) {
      Deno.stderr.writeSync(encoder.encode("\r\x1b[2K"));
      statusShown = false;
    }
  };
  return {
    stderrIsTty,
    stdinIsTty: Deno.stdin.isTerminal(),
    out(line) {
      writeAll(Deno.stdout, `${line}\n`);
    },
    err(line) {
      clear();
      writeAll(Deno.stderr, `${line}\n`);
    },
    status(line) {
      if (!stderrIsTty) return;
      Deno.stderr.writeSync(encoder.encode(`\r\x1b[2K${line}`));
      statusShown = true;
    },
    clearStatus: clear,
  };
}

function writeAll(stream: { writeSync(p: Uint8Array): number }, text: string): void {
  const bytes = encoder.encode(text);
  let written = 0;
  while (written < bytes.length) written += stream.writeSync(bytes.subarray(written));
}

/** An Output that records everything, for tests and for the MCP server (which must not print). */
export function memoryOutput(options: { stdinIsTty?: boolean } = {}): Output & {
  stdout: string[];
  stderr: string[];
} {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    stderrIsTty: false,
    stdinIsTty: options.stdinIsTty ?? false,
    out: (line) => void stdout.push(line),
    err: (line) => void stderr.push(line),
    status: () => {},
    clearStatus: () => {},
  };
}

/** An Output whose stdout goes to stderr: `ctx mcp` keeps stdout for the protocol only. */
export function stderrOnlyOutput(): Output {
  const base = terminalOutput();
  return { ...base, out: (line) => base.err(line), stderrIsTty: false, status: () => {} };
}
