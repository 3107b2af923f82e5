/**
 * Corpus twenty-nine's clean research texts: the same scripts, outputs and configs as the secret
 * cases, holding what looks like a secret and is not — Slurm job ids, DOIs, ORCID iDs, PubMed and
 * PMC ids, accessions, sequences, checksums, public keys, Globus endpoint ids, placeholders and
 * references to where the secret is kept.
 */
import {
  B64,
  DIGITS,
  dna,
  doi,
  draw,
  framedClean,
  type HeldOutClean,
  HEX,
  login,
  LOWER,
  num,
  orcidId,
  pick,
  UPPER,
  UPPER_ALNUM,
  uuid,
  when,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const job = () => draw(7, DIGITS);
const AMINO = "ACDEFGHIKLMNPQRSTVWY";

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  ["sacct output with job ids and nodes", () => [
    "$ sacct -u $USER --format=JobID,JobName,Partition,State,Elapsed,NodeList -S now-2days",
    "JobID           JobName  Partition      State    Elapsed        NodeList",
    ...Array.from(
      { length: num(4, 8) },
      () =>
        `${job()}        ${pick(["align", "qc", "ctf", "ens"])}_${num(1, 99)}  ${
          pick(["gpu", "compute"])
        }  ${pick(["COMPLETED", "FAILED", "TIMEOUT"])}  ${num(0, 47)}:${num(10, 59)}:${
          num(10, 59)
        }  ${pick(["gpu", "cn"])}[${num(1, 40)}-${num(41, 99)}]`,
    ),
  ]],
  ["Slurm script reading its S3 keys from a file", () => [
    "#!/bin/bash",
    `#SBATCH --account=proj_${num(2024, 2026)}_${draw(3, DIGITS)}`,
    `#SBATCH --array=1-${num(10, 500)}%20`,
    "source ~/.config/lab/s3.env   # AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, chmod 600",
    `rclone copy lab:raw-seq/run_${job()} $TMPDIR/in --checksum`,
  ]],
  ["citation block with DOIs and ORCID iDs", () => [
    "@article{" + draw(6, LOWER) + num(2020, 2026) + ",",
    `  author = {${pick(["Weber, Anja", "García, Lucía", "de Vries, Femke"])} and ${
      pick(["Okafor, Kwame", "Lindqvist, Ingrid"])
    }},`,
    `  doi = {${doi()}},`,
    `  note = {ORCID ${orcidId()}, ${orcidId()}; data: https://doi.org/${doi()}}`,
    "}",
  ]],
  [
    "PubMed and PMC ids of a reading list",
    () =>
      Array.from(
        { length: num(5, 9) },
        () => `PMID: ${num(30000000, 39999999)}  PMCID: PMC${num(7000000, 11999999)}  doi:${doi()}`,
      ),
  ],
  ["accession table of GenBank, SRA and UniProt ids", () => [
    "sample\tbiosample\tsra_run\tgenbank\tuniprot",
    ...Array.from(
      { length: num(4, 8) },
      () =>
        `S${num(1, 99)}\tSAMN${draw(8, DIGITS)}\tSRR${draw(8, DIGITS)}\t${
          pick(["MN", "OQ", "PP"])
        }${draw(6, DIGITS)}.1\t${pick(["P", "Q", "O"])}${draw(1, DIGITS)}${draw(3, UPPER_ALNUM)}${
          draw(1, DIGITS)
        }`,
    ),
  ]],
  ["FASTA of a DNA sequence", () => {
    const out = [`>${pick(["NM_", "XM_"])}${draw(6, DIGITS)}.${num(1, 3)} synthetic construct`];
    for (let i = 0; i < num(4, 9); i++) out.push(dna(70));
    return out;
  }],
  ["a protein sequence in UniProt's format", () => [
    `>sp|${pick(["P", "Q"])}${draw(5, DIGITS)}|${
      draw(5, UPPER)
    }_HUMAN Example protein OS=Homo sapiens OX=9606`,
    draw(60, AMINO),
    draw(60, AMINO),
    draw(num(20, 60), AMINO),
  ]],
  [
    "sha256 manifest of a dataset",
    () =>
      Array.from(
        { length: num(4, 8) },
        (_, i) =>
          `${draw(64, HEX)}  data/${pick(["wave", "batch", "plate"])}${i + 1}_${draw(4, DIGITS)}.${
            pick(["parquet", "h5ad", "nc", "fastq.gz"])
          }`,
      ),
  ],
  [".Renviron with placeholders", () => [
    "# copy to ~/.Renviron and fill in; never commit",
    "REDCAP_URI=https://redcap.example.edu/api/",
    "REDCAP_TOKEN=<your-32-character-project-token>",
    "ENTREZ_KEY=",
    `R_LIBS_USER=~/R/library/4.${num(3, 5)}`,
  ]],
  ["Zenodo deposition response", () => [
    "{",
    `  "id": ${draw(8, DIGITS)},`,
    `  "doi": "${doi()}",`,
    `  "conceptrecid": "${draw(8, DIGITS)}",`,
    `  "files": [{ "checksum": "md5:${draw(32, HEX)}", "filename": "dataset.tar.gz", "filesize": ${
      num(1000000, 99999999)
    } }],`,
    `  "links": { "bucket": "https://zenodo.org/api/files/${uuid()}" },`,
    `  "state": "done"`,
    "}",
  ]],
  ["conda explicit lock file with md5 hashes", () => [
    "# platform: linux-64",
    "@EXPLICIT",
    ...Array.from(
      { length: num(4, 7) },
      () =>
        `https://conda.anaconda.org/conda-forge/linux-64/${
          pick(["numpy", "samtools", "r-base", "xarray"])
        }-${num(1, 4)}.${num(0, 30)}.${num(0, 9)}-${draw(8, LOWER + DIGITS)}_${num(0, 3)}.conda#${
          draw(32, HEX)
        }`,
    ),
  ]],
  ["SSH public key and host fingerprint", () => [
    `$ cat ~/.ssh/id_ed25519.pub`,
    `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} ${login()}@${
      pick(["laptop", "lab-ws"])
    }`,
    `The authenticity of host 'hpc.uni-example.de' can't be established.`,
    `ED25519 key fingerprint is SHA256:${draw(43, B64)}.`,
  ]],
  ["Globus endpoint ids and a transfer task", () => [
    `$ globus transfer ${uuid()}:/project/raw ${uuid()}:/~/raw --recursive --label "run ${job()}"`,
    "Message: The transfer has been accepted and a task has been created and queued for execution",
    `Task ID: ${uuid()}`,
  ]],
  ["RO-Crate provenance record with hashes", () => [
    "{",
    `  "@id": "#run-${uuid()}",`,
    '  "@type": "CreateAction",',
    `  "startTime": "${when()}",`,
    `  "instrument": { "@id": "https://workflowhub.eu/workflows/${num(100, 999)}?version=${
      num(1, 9)
    }" },`,
    `  "result": [{ "@id": "results/counts.tsv", "sha256": "${draw(64, HEX)}" }],`,
    `  "object": [{ "@id": "data/sample.fastq.gz", "sha512": "${draw(128, HEX)}" }]`,
    "}",
  ]],
  ["NCBI key kept in the keyring, masked in a log", () => [
    `api_key <- keyring::key_get("ncbi")   # stored once with key_set()`,
    `[${when()}] esearch db=pubmed term=sepsis api_key=**************** -> ${num(100, 9000)} hits`,
  ]],
];

/** The clean research texts. */
export function buildCleanResearch(): HeldOutClean[] {
  return framedClean(ALIKES, [...COMMON_FRAMES, ...MAILS.slice(0, 3)], 2);
}
