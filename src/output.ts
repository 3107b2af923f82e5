/**
 * The only writer to the terminal. stdout is the product (results, `--json`); stderr is the
 * conversation (progress, warnings, errors). Tests capture both through `memoryOutput()`.
 *
 * Every line is cleaned on its way out (`stripControl`): escape sequences, control characters
 * but newline and tab, and bidi overrides never reach the terminal, whatever a caller passes.
 * The exceptions are ctx's own line control for the progress line (`status`) and `raw`, the
 * byte-exact output of `ctx redact`.
 *
 * It sits on a low floor (not in `src/cli/`) because `Deps`, the keychain and the MCP
 * server take an `Output` too, and nothing below the CLI may import the CLI.
 */
import { safeLine, stripControl, stripControlDeep } from "./safe_text.ts";

export interface Output {
  /** Write a line of results to stdout, control characters removed (newlines and tabs kept). */
  out(line: string): void;
  /** Write a line of conversation (progress, warnings) to stderr, cleaned like `out`. */
  err(line: string): void;
  /** Write `value` to stdout as JSON (2-space indent), every string in it cleaned like `out`. */
  json(value: unknown): void;
  /**
   * Write `text` to stdout exactly as given: nothing removed, no newline added. Only for
   * `ctx redact`, whose output is the user's own input and must pass through byte for byte.
   */
  raw(text: string): void;
  /** Whether stdout is a terminal (column headers for people, bare rows for pipes). */
  readonly stdoutIsTty: boolean;
  /** Whether stderr is a terminal (progress bars, colours). */
  readonly stderrIsTty: boolean;
  /** Whether stdin is a terminal (interactive prompts). */
  readonly stdinIsTty: boolean;
  /** Overwrite the current stderr line (progress bar), cleaned to one line; only on a TTY. */
  status(line: string): void;
  /** Clear a status line left by `status`. */
  clearStatus(): void;
}

const encoder = new TextEncoder();

/**
 * A line as printed. Whatever ctx prints may carry text from outside (a transcript's prompt,
 * cwd or session id, a title a model wrote, a server's answer): no escape sequence, control
 * character or bidi override in it reaches the terminal.
 */
function printable(line: string): string {
  return stripControl(line, { multiline: true });
}

/** `value` as `Output.json` prints it. */
function jsonText(value: unknown): string {
  return JSON.stringify(stripControlDeep(value), null, 2);
}

/**
 * The real terminal. A reader that goes away (`ctx status | head -1`) closes the pipe: from then
 * on that stream's lines are dropped quietly and the command goes on (so `ctx install | head`
 * still saves the backend choice); a closed pipe is never reported as a bug.
 */
export function terminalOutput(): Output {
  return streamOutput(pipeWriter(Deno.stdout), pipeWriter(Deno.stderr), {
    stdoutIsTty: Deno.stdout.isTerminal(),
    stderrIsTty: Deno.stderr.isTerminal(),
  });
}

/** An Output whose stdout goes to stderr: `ctx mcp` keeps stdout for the protocol only. */
export function stderrOnlyOutput(): Output {
  const stderr = pipeWriter(Deno.stderr);
  return streamOutput(stderr, stderr, { stdoutIsTty: false, stderrIsTty: false });
}

/**
 * An Output over two writers of whole texts (the terminal's, or a test's): lines cleaned, a
 * status line (ctx's own line control around a cleaned line) only when stderr is a TTY.
 */
export function streamOutput(
  stdout: (text: string) => void,
  stderr: (text: string) => void,
  tty: { stdoutIsTty: boolean; stderrIsTty: boolean },
): Output {
  let statusShown = false;
  const clear = () => {
    if (statusShown) {
      stderr("\r\x1b[2K");
      statusShown = false;
    }
  };
  return {
    ...tty,
    stdinIsTty: Deno.stdin.isTerminal(),
    out: (line) => stdout(`${printable(line)}\n`),
    err(line) {
      clear();
      stderr(`${printable(line)}\n`);
    },
    json: (value) => stdout(`${jsonText(value)}\n`),
    raw: (text) => stdout(text),
    status(line) {
      if (!tty.stderrIsTty) return;
      stderr(`\r\x1b[2K${safeLine(line)}`);
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

/**
 * An Output that records what the terminal would show (cleaned the same way), for tests and
 * benchmarks. `raw` text is recorded as one entry of `stdout`, as given.
 */
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
    out: (line) => void stdout.push(printable(line)),
    err: (line) => void stderr.push(printable(line)),
    json: (value) => void stdout.push(jsonText(value)),
    raw: (text) => void stdout.push(text),
    status: () => {},
    clearStatus: () => {},
  };
}
