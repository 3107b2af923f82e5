/**
 * Corpus twenty-six's notebook containers: a whole Jupyter notebook (nbformat 4, one-space indent,
 * 8-hex cell ids) with the case's lines as a code cell's source or as a cell's printed output, and
 * a Colab notebook (12-character cell ids and output ids in each cell's metadata). Their filler —
 * imports, a load, a shape, a `df.head()` — is drawn from the corpus's stream.
 */
import {
  ALNUM,
  type Container,
  DATASETS,
  draw,
  fig,
  hex,
  lines,
  num,
  PATHS,
  pick,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

/** A notebook code cell of `src` lines, with `outputs`. */
function cell(src: string[], outputs: unknown[] = [], count: number | null = null) {
  return {
    cell_type: "code",
    execution_count: count,
    id: hex(8),
    metadata: {},
    outputs,
    source: src.map((l, i) => (i < src.length - 1 ? l + "\n" : l)),
  };
}

/** A stream output of `text` lines. */
export function stream(text: string[]) {
  return { name: "stdout", output_type: "stream", text: text.map((l) => l + "\n") };
}

/** The head of a DataFrame of random figures, as pandas prints it. */
function headOutput(): string[] {
  const cols = ["user_id", "sessions", "revenue", "ctr"];
  return [
    `    ${cols.join("  ")}`,
    ...lines(
      5,
      (i) => `${i}  ${num(10000, 99999)}  ${num(1, 90)}  ${fig(3, 2)}  0.${draw(4, "0123456789")}`,
    ),
  ];
}

/** A notebook (nbformat 4) of `cells`, as Jupyter writes it (one space indent). */
export function notebook(cells: unknown[]): string {
  const nb = {
    cells,
    metadata: {
      kernelspec: { display_name: "Python 3 (ipykernel)", language: "python", name: "python3" },
      language_info: { name: "python", version: pick(["3.10.14", "3.11.9", "3.12.4"]) },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return JSON.stringify(nb, null, 1) + "\n";
}

/** The first cells of a notebook: imports, a load, a shape. */
function openingCells(): unknown[] {
  const ds = pick(DATASETS);
  return [
    cell(
      ["import pandas as pd", "import numpy as np", "pd.set_option('display.width', 120)"],
      [],
      1,
    ),
    cell(
      [`df = pd.read_parquet("data/${ds}_${num(2023, 2026)}.parquet")`, "df.shape"],
      [{
        data: { "text/plain": [`(${num(10000, 900000)}, ${num(6, 40)})`] },
        execution_count: 2,
        metadata: {},
        output_type: "execute_result",
      }],
      2,
    ),
  ];
}

export const nbCell: Container = {
  label: "a notebook cell",
  wrap: (middle) =>
    notebook([
      ...openingCells(),
      cell(middle, [], 3),
      cell(["df.head()"], [{
        data: { "text/plain": headOutput() },
        execution_count: 4,
        metadata: {},
        output_type: "execute_result",
      }], 4),
    ]),
};

/** A notebook whose last cell, `src`, printed the case's lines. */
function nbOutputOf(label: string, src: () => string): Container {
  return {
    label,
    wrap: (middle) => notebook([...openingCells(), cell([src()], [stream(middle)], 3)]),
  };
}

export const nbOutput = nbOutputOf(
  "a notebook output",
  () => pick(["!cat ", "%cat ", "!head -n 60 "]) + pick(PATHS),
);
export const nbRun = nbOutputOf(
  "a notebook cell's printed output",
  () => pick(["%run scripts/", "!python jobs/", "!python "]) + word() + ".py",
);

/** A Colab cell: its id and its output's id are in its metadata. */
function colabCell(src: string[], outputs: unknown[]) {
  return {
    cell_type: "code",
    execution_count: null,
    metadata: {
      id: draw(12, ALNUM + "-_"),
      ...(outputs.length
        ? { colab: { base_uri: "https://localhost:8080/" }, outputId: uuid() }
        : {}),
    },
    outputs,
    source: src.map((l, i) => (i < src.length - 1 ? l + "\n" : l)),
  };
}

/** Colab's accelerator types and the names `nvidia-smi` gives them. */
const COLAB_GPUS = [["T4", "Tesla T4"], ["A100", "NVIDIA A100-SXM4-40GB"], ["L4", "NVIDIA L4"]];

export const colab: Container = {
  label: "a Colab notebook",
  wrap: (middle) => {
    const [gpu, name] = pick(COLAB_GPUS);
    return JSON.stringify(
      {
        nbformat: 4,
        nbformat_minor: 0,
        metadata: {
          colab: { provenance: [], gpuType: gpu },
          kernelspec: { name: "python3", display_name: "Python 3" },
          accelerator: "GPU",
        },
        cells: [
          colabCell(["!nvidia-smi -L"], [stream([`GPU 0: ${name} (UUID: GPU-${uuid()})`])]),
          colabCell(middle, []),
          colabCell(["df.describe()"], [
            stream([`count  ${num(1000, 99999)}.0`, `mean   ${fig(2, 6)}`]),
          ]),
        ],
      },
      null,
      1,
    ) + "\n";
  },
};
