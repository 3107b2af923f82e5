/**
 * Where the VS Code-family extensions of the Cline family keep their files (light: the three
 * declarations of Cline, Roo Code and Kilo Code import it at start-up). Each extension has a
 * storage folder per editor, `<User>/globalStorage/<publisher.name>/`, holding `tasks/<id>/`
 * (the task folders `tasks.ts` reads), `settings/` (its MCP servers) and, in Cline, `state/`.
 */
import type { ClientConfig, Entry, JsonRegistration, ServerCommand } from "../../edit/clients.ts";
import {
  editorUserDir,
  joinFor,
  VSCODE_PRODUCTS,
  VSCODE_SERVER_USER_DIRS,
} from "../../sources/paths.ts";

/** One extension's task store, as its assistant's declaration gives it to `tasks.ts`. */
export interface TaskStore {
  /** The assistant's id (`Session.source`, `SessionRef.source`) and name. */
  readonly id: string;
  readonly label: string;
  /** Its storage folder's name under `globalStorage/`: the lower-case extension id. */
  readonly extension: string;
  /** Folders outside the editors with the same `tasks/` and `state/` (Cline's `~/.cline/data`). */
  readonly roots?: (home: string) => string[];
  /**
   * A task may open with the text another task handed to it (Cline's `new_task`): the task
   * before it is read for that hand-off.
   */
  readonly handoffs?: boolean;
}

/** Every `User` folder's path builder: each editor's, then each remote server's. */
const USER_DIRS: ReadonlyArray<(c: ClientConfig) => string> = [
  ...VSCODE_PRODUCTS.map((product) => (c: ClientConfig) => editorUserDir(product, c.home, c)),
  ...VSCODE_SERVER_USER_DIRS.map((parts) => (c: ClientConfig) => joinFor(c)(c.home, ...parts)),
];

/**
 * The extension's settings file in every VS Code-family editor, each one registration: ctx
 * registers in the editors where the extension's storage folder exists.
 */
export function extensionSettings(
  extension: string,
  fileName: string,
  merge: (existing: Entry | undefined, server: ServerCommand) => Entry,
): JsonRegistration[] {
  return USER_DIRS.map((userDir): JsonRegistration => {
    const folder = (c: ClientConfig) => joinFor(c)(userDir(c), "globalStorage", extension);
    return {
      format: "json",
      serversKey: "mcpServers",
      markers: (c) => [folder(c)],
      file: (c) => joinFor(c)(folder(c), "settings", fileName),
      merge,
    };
  });
}

/** Where the docs say an extension's files are, for the tables of assistants. */
export function extensionPlaces(extension: string, rest: string): string {
  return `each editor's \`globalStorage/${extension}/${rest}\``;
}
