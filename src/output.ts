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
  /** Whether stdout is a terminal (column headers for people, bare rows for pipes). */
  readonly stdoutIsTty: boolean;
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

/**
 * The real terminal. A reader that goes away (`ctx status | head -1`) closes the pipe: from then
 * on that stream's lines are dropped quietly and the command goes on (so `ctx install | head`
 * still saves the backend choice); a closed pipe is never reported as a bug.
 */
export function terminalOutput(): Output {
  const stderrIsTty = Deno.stderr.isTerminal();
  const stdout = pipeWriter(Deno.stdout);
  const stderr = pipeWriter(Deno.stderr);
  let statusShown = false;
  const clear = () => {
    if (statusShown) {
      stderr("\r\x1b[2K");
      statusShown = false;
    }
  };
  return {
    stdoutIsTty: Deno.stdout.isTerminal(),
    stderrIsTty,
    stdinIsTty: Deno.stdin.isTerminal(),
    out(line) {
      stdout(`${line}\n`);
    },
    err(line) {
      clear();
      stderr(`${line}\n`);
    },
    status(line) {
      if (!stderrIsTty) return;
      stderr(`\r\x1b[2K${line}`);
      statusShown = true;
    },
    clearStatus: clear,
  };
}

/** A writer of whole texts to `stream` that goes silent once its reader has closed the pipe. */
export function pipeWriter(stream: { writeSync(p: Uint8Array): number }): (text: string) => void {
  let closed = false;
  return (text) => {
    if (closed) return;
    const bytes = encoder.encode(text);
    let written = 0;
    try {
      while (written < bytes.length) written += stream.writeSync(bytes.subarray(written));
    } catch (error) {
      if (!(error instanceof Deno.errors.BrokenPipe)) throw error;
      closed = true;
    }
  };
}

/** An Output that records everything, for tests and for the MCP server (which must not print). */
export function memoryOutput(
  options: { stdinIsTty?: boolean; stdoutIsTty?: boolean } = {},
): Output & {
  stdout: string[];
  stderr: string[];
} {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    stdoutIsTty: options.stdoutIsTty ?? false,
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
  return {
    ...base,
    out: (line) => base.err(line),
    stdoutIsTty: false,
    stderrIsTty: false,
    status: () => {},
  };
}
