/**
 * Corpus twenty-nine, research software and data storage: rclone and s3cmd configs of lab and
 * institutional object stores, Nextcloud app passwords (Sciebo, SURFdrive, B2DROP), WebDAV
 * mounts, GitHub and Hugging Face tokens of research groups, Docker and Apptainer registries.
 */
import {
  ALNUM,
  B64,
  draw,
  framed,
  type HeldOutSecret,
  login,
  LOWER,
  num,
  pass,
  pick,
  UPPER,
  UPPER_ALNUM,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";
import { tokenChecksum } from "./_heldout_make.ts";

const ncHost = () =>
  pick([
    "uni-example.sciebo.de",
    "surfdrive.example.nl",
    "b2drop.example.eu",
    "nextcloud.lab.example.fi",
  ]);
/** A Nextcloud app password: five groups of five letters and digits. */
const appPassword = (): string => Array.from({ length: 5 }, () => draw(5, ALNUM)).join("-");
/** A GitHub-style token body with its checksum. */
const ghBody = (): string => {
  const body = draw(30);
  return body + tokenChecksum(body);
};

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "rclone.conf of an institutional S3 store",
    make: (k) => [
      `[${pick(["ecs", "s3lab", "objectstore"])}]`,
      "type = s3",
      "provider = Ceph",
      `access_key_id = ${draw(20, UPPER_ALNUM)}`,
      `secret_access_key = ${k(40, B64)}`,
      `endpoint = https://s3.${pick(["hpc.example.ac.uk", "rz.uni-example.de", "csc.example.fi"])}`,
    ],
  },
  {
    shape: "assignment",
    label: ".s3cfg of a lab bucket",
    make: (k) => [
      "[default]",
      `access_key = ${draw(20, UPPER_ALNUM)}`,
      `secret_key = ${k(40, B64)}`,
      `host_base = objects.${pick(["lab.example.org", "example.se"])}`,
      "use_https = True",
    ],
  },
  {
    shape: "url",
    label: "WebDAV URL with a Nextcloud app password",
    make: (_k, add) => [
      `rclone lsd ':webdav,url="https://${login()}:${
        add(appPassword())
      }@${ncHost()}/remote.php/webdav/":'`,
    ],
  },
  {
    shape: "assignment",
    label: "davfs2 secrets line",
    make: (_k, add) => [
      "# /etc/davfs2/secrets",
      `https://${ncHost()}/remote.php/webdav ${login()} ${add(appPassword())}`,
    ],
  },
  {
    shape: "vendor",
    label: "GitHub token of a research group's bot",
    make: (_k, add) => [
      "# .github-token for the release script of the lab's R package",
      `export GITHUB_PAT=ghp_${add(ghBody())}`,
    ],
  },
  {
    shape: "vendor",
    label: "Hugging Face token in a notebook cell",
    make: (k) => [
      "from huggingface_hub import login",
      `login(token="hf_${k(34, LOWER + UPPER)}")`,
      `model = AutoModel.from_pretrained("${
        pick(["lab-example/esm-finetune", "biolab/scbert-private"])
      }")`,
    ],
  },
  {
    shape: "command",
    label: "apptainer remote login with a registry password",
    make: (_k, add) => [
      `apptainer remote login --username ${login()} --password '${pass(add)}' docker://registry.${
        pick(["hpc.example.nl", "rz.uni-example.de"])
      }`,
      "INFO:    Token stored in /home/user/.apptainer/remote.yaml",
    ],
  },
  {
    shape: "output",
    label: "aws s3 ls failing with the secret in a debug dump",
    make: (k) => [
      "$ aws --debug --endpoint-url https://s3.lab.example.org s3 ls",
      `2026-11-${num(10, 27)} ${num(10, 23)}:${num(10, 59)}:${num(10, 59)},${
        num(100, 999)
      } - MainThread - botocore.credentials - DEBUG - Found credentials in environment variables.`,
      `  aws_access_key_id=${draw(20, UPPER_ALNUM)} aws_secret_access_key=${k(40, B64)}`,
      "An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation",
    ],
  },
  {
    shape: "command",
    label: "git clone of a private analysis repository with a fine-grained token",
    make: (k) => [
      `git clone https://${login()}:github_pat_${k(22, ALNUM)}_${k(59, ALNUM)}@github.com/${
        pick(["lab-example", "cohort-study"])
      }/${pick(["analysis", "pipelines", "paper-2026"])}.git`,
    ],
  },
  {
    shape: "encoded",
    label: "docker config.json auth for the lab registry",
    make: (_k, add) => [
      "{",
      '  "auths": {',
      `    "registry.${pick(["lab.example.org", "hpc.example.nl"])}": { "auth": "${
        add(btoa(`${login()}:${draw(num(14, 20), ALNUM)}`))
      }" }`,
      "  }",
      "}",
    ],
  },
  {
    shape: "wrapped",
    label: "S3 secret wrapped by a terminal at 80 columns",
    make: (_k, add) => {
      const a = add(draw(22, B64));
      const b = add(draw(18, B64));
      return [
        `export AWS_ENDPOINT_URL=https://s3.lab.example.org AWS_SECRET_ACCESS_KEY=${a}`,
        `${b}`,
      ];
    },
  },
];

/** The research software and storage cases. */
export function buildStorage(): HeldOutSecret[] {
  return [
    ...framed(WRITINGS.slice(0, 8), COMMON_FRAMES, 2),
    ...framed(WRITINGS.slice(8), [...MAILS.slice(4), ...COMMON_FRAMES.slice(1)], 2),
  ];
}
