/**
 * The tables of assistants in the README and docs/setup.md, made from the registry
 * (`src/assistants/`): the histories ctx reads, the MCP clients it registers in, the session-end
 * hooks. Pure: `scripts/assistant_tables.ts` writes them, `tests/assistants/docs_test.ts` fails
 * when a committed one differs. Each table sits between two markers:
 * `<!-- begin NAME: … -->` and `<!-- end NAME -->`, indented like the begin marker.
 */
import { type Assistant, ASSISTANTS, registrations } from "../src/assistants/mod.ts";

export interface AssistantTable {
  /** The marker's name, e.g. `assistants-history`. */
  name: string;
  /** Repository path of the document. */
  file: string;
  header: string[];
  rows: string[][];
}

/** Every generated table, in registry order of its rows. */
export function assistantTables(all: readonly Assistant[] = ASSISTANTS): AssistantTable[] {
  return [
    {
      name: "assistants-history",
      file: "README.md",
      header: ["assistant", "command", "history read from", "other location"],
      rows: all.flatMap((a) => {
        const d = a.docs?.history;
        if (!a.reader || !d) return [];
        const flag = a.reader.dirFlag;
        return [[
          d.name ?? a.label,
          d.command ?? `\`ctx init ${a.id} --local\``,
          d.where,
          d.other ?? (flag ? `\`--${flag.name} ${flag.value.toUpperCase()}\`` : ""),
        ]];
      }),
    },
    {
      name: "assistants-mcp",
      file: "docs/setup.md",
      header: ["client", "file", "key"],
      rows: all.flatMap((a) => {
        const [first, ...more] = registrations(a);
        if (!first || !a.docs?.mcpFile) return [];
        const keys = [
          ...new Set(
            [first, ...more].map((r) =>
              r.format === "toml"
                ? `\`[${r.table.join(".")}]\``
                : r.format === "yaml"
                ? `\`${r.table[0]}\``
                : r.format === "owned"
                ? r.describe
                : `\`${r.serversKey}\``
            ),
          ),
        ];
        return [[first.name ?? a.label, a.docs.mcpFile, keys.join(", ")]];
      }),
    },
    {
      name: "assistants-hooks",
      file: "docs/setup.md",
      header: ["assistant", "file", "event", "notes"],
      rows: all.flatMap((a) =>
        a.hook && a.docs?.hook
          ? [[a.label, a.docs.hook.file, `\`${a.hook.event}\``, a.docs.hook.notes]]
          : []
      ),
    },
  ];
}

/** The parts of the registry that have no row in the tables (each part needs its row). */
export function missingRows(all: readonly Assistant[] = ASSISTANTS): string[] {
  return all.flatMap((a) => [
    ...(a.reader && !a.docs?.history ? [`${a.id}: a reader without docs.history`] : []),
    ...(a.mcp && !a.docs?.mcpFile ? [`${a.id}: an MCP registration without docs.mcpFile`] : []),
    ...(a.hook && !a.docs?.hook ? [`${a.id}: a hook without docs.hook`] : []),
  ]);
}

/** A Markdown table laid out as `deno fmt` lays it out (columns padded to their widest cell). */
export function markdownTable(header: string[], rows: string[][]): string[] {
  const width = (cell: string) => [...cell].length;
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c + " ".repeat(widths[i]! - width(c))).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

/**
 * `text` with the table `table` between its markers (the lines indented like the begin marker).
 * Throws when the document lacks the markers.
 */
export function withTable(text: string, table: AssistantTable): string {
  const lines = text.split("\n");
  const begin = lines.findIndex((l) => l.trim().startsWith(`<!-- begin ${table.name}:`));
  const end = lines.findIndex((l) => l.trim() === `<!-- end ${table.name} -->`);
  if (begin < 0 || end < begin) {
    throw new Error(
      `${table.file} has no "<!-- begin ${table.name}: … -->" … "<!-- end ${table.name} -->"`,
    );
  }
  const indent = /^\s*/.exec(lines[begin]!)![0];
  const body = markdownTable(table.header, table.rows).map((l) => indent + l);
  // Blank lines around the table, as `deno fmt` wants them after and before an HTML comment.
  return [...lines.slice(0, begin + 1), "", ...body, "", ...lines.slice(end)].join("\n");
}
