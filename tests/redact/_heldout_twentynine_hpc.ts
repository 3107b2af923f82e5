/**
 * Corpus twenty-nine, research computing: Slurm job scripts and their output, a cluster's SSH
 * keys and `~/.ssh/config`, Globus and iRODS, JupyterHub, S3-compatible lab storage, conda
 * channels with a token, an instrument PC's share.
 */
import {
  B64,
  DIGITS,
  draw,
  framed,
  type HeldOutSecret,
  jwt,
  keyBlock,
  lifetime,
  login,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  UPPER_ALNUM,
  uuid,
  when,
  wordPass,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES } from "./_heldout_twentynine_frames.ts";

const cluster = () =>
  pick([
    "hpc.uni-example.de",
    "login1.cluster.example.ac.uk",
    "raven.example.se",
    "snellius.example.nl",
  ]);
const jobId = () => draw(7, DIGITS);
const partition = () => pick(["gpu", "compute", "bigmem", "short", "a100"]);

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "Slurm script exporting an S3 secret for rclone",
    make: (k) => [
      "#!/bin/bash",
      `#SBATCH --job-name=${pick(["align", "qc_reads", "cryo_ctf", "climate_ens"])}`,
      `#SBATCH --partition=${partition()}`,
      `#SBATCH --time=${num(1, 47)}:00:00`,
      `#SBATCH --mem=${num(8, 256)}G`,
      "module load rclone/1.66",
      `export RCLONE_CONFIG_LAB_ACCESS_KEY_ID=${draw(20, UPPER_ALNUM)}`,
      `export RCLONE_CONFIG_LAB_SECRET_ACCESS_KEY=${k(40, B64)}`,
      `rclone copy lab:${pick(["raw-seq", "microscopy", "era5-subset"])}/run_${jobId()} $TMPDIR/in`,
    ],
  },
  {
    shape: "output",
    label: "slurm-N.out printing the environment with a JupyterHub token",
    make: (k) => [
      `==> slurm-${jobId()}.out <==`,
      `SLURM_JOB_ID=${jobId()}`,
      `SLURM_JOB_PARTITION=${partition()}`,
      `JUPYTERHUB_USER=${login()}`,
      `JUPYTERHUB_API_TOKEN=${k(32, "0123456789abcdef")}`,
      `JUPYTERHUB_API_URL=http://10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}:8081/hub/api`,
      `[I ${when()} SingleUserNotebookApp] Jupyter Server is running`,
    ],
  },
  {
    shape: "block",
    label: "cluster ed25519 key printed with cat",
    make: (k) => [
      `${login()}@${cluster()}:~$ cat ~/.ssh/id_ed25519`,
      ...keyBlock(k, "OPENSSH ", 5, "", 70),
      `${login()}@${cluster()}:~$`,
    ],
  },
  {
    shape: "assignment",
    label: "~/.ssh/config with a ProxyJump and a sshpass password comment",
    make: (_k, add) => [
      `Host ${pick(["hpc", "cluster", "jump"])}`,
      `  HostName ${cluster()}`,
      `  User ${login()}`,
      "  IdentityFile ~/.ssh/id_ed25519_hpc",
      `# sshpass -p '${pass(add)}' ssh hpc   (old account, until the key is approved)`,
      `Host node${num(1, 400)}`,
      "  ProxyJump hpc",
      `  LocalForward ${num(8800, 8899)} localhost:${num(8800, 8899)}`,
    ],
  },
  {
    shape: "vendor",
    label: "Globus confidential client id and secret in a transfer script",
    make: (k) => [
      "import globus_sdk",
      `CLIENT_ID = "${uuid()}"`,
      `CLIENT_SECRET = "${k(44, B64)}"`,
      "client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET)",
      `tc.submit_transfer(globus_sdk.TransferData(src="${uuid()}", dst="${uuid()}"))`,
    ],
  },
  {
    shape: "command",
    label: "iinit with the iRODS password on the command line",
    make: (_k, add) => [
      `$ export IRODS_HOST=irods.${pick(["rdm.example.nl", "data.example.fr", "icat.example.de"])}`,
      `$ echo '${pass(add)}' | iinit`,
      `$ iput -K sample_${draw(6, DIGITS)}.bam /${
        pick(["tempZone", "nlmumc", "rdmZone"])
      }/home/${login()}/`,
    ],
  },
  {
    shape: "url",
    label: "conda channel URL with an Anaconda token",
    make: (_k, add) => [
      "channels:",
      `  - https://conda.anaconda.org/t/${
        add(draw(2, LOWER_DIGITS) + "-" + draw(32, LOWER_DIGITS))
      }/${pick(["lab-internal", "bioinf-private"])}`,
      "  - conda-forge",
      "  - bioconda",
      "channel_priority: strict",
    ],
  },
  {
    shape: "command",
    label: "mount of an instrument PC's share with a password",
    make: (_k, add) => [
      `sudo mount -t cifs //${
        pick(["MS-ORBITRAP-01", "CONFOCAL-PC", "NMR600-WS", "FACS-ARIA"])
      }/Data /mnt/instrument \\`,
      `  -o username=${pick(["instrument", "labuser", "acq"])},password=${
        wordPass(add)
      },vers=2.1,uid=$(id -u)`,
      `ls /mnt/instrument/${when().slice(0, 10)}/ | head`,
    ],
  },
  {
    shape: "output",
    label: "MinIO client alias list printing both keys",
    make: (k) => [
      "$ mc alias list labstore",
      "labstore",
      `  URL       : https://s3.${
        pick(["lab.example.org", "ceph.example.ac.uk", "objects.example.de"])
      }`,
      `  AccessKey : ${draw(20, UPPER_ALNUM)}`,
      `  SecretKey : ${k(40, B64)}`,
      "  API       : s3v4",
      "  Path      : auto",
    ],
  },
  {
    shape: "assignment",
    label: "JupyterHub config with a service api_token",
    make: (k) => [
      "c.JupyterHub.services = [",
      "    {",
      `        "name": "${pick(["idle-culler", "grader", "announcement"])}",`,
      `        "api_token": "${k(64, "0123456789abcdef")}",`,
      "    }",
      "]",
      `c.JupyterHub.cookie_secret_file = "/srv/jupyterhub/cookie_secret"`,
    ],
  },
  {
    shape: "encoded",
    label: "Kubernetes secret for a lab's S3 backup, base64 data",
    make: (_k, add) => {
      const secret = draw(40, B64);
      return [
        "apiVersion: v1",
        "kind: Secret",
        `metadata: { name: lab-s3-${draw(5, LOWER)} }`,
        "data:",
        `  AWS_ACCESS_KEY_ID: ${b64s(draw(20, UPPER_ALNUM))}`,
        `  AWS_SECRET_ACCESS_KEY: ${add(b64s(secret))}`,
      ];
    },
  },
  {
    shape: "vendor",
    label: "Globus Auth token response printed by a notebook",
    make: (k) => [
      "{'access_token': '" + k(num(48, 56), ALNUMISH) + "',",
      " 'expires_in': 172800,",
      ` 'resource_server': 'transfer.api.globus.org',`,
      " 'refresh_token': '" + k(num(48, 56), ALNUMISH) + "',",
      " 'scope': 'urn:globus:auth:scope:transfer.api.globus.org:all',",
      " 'token_type': 'Bearer'}",
    ],
  },
  {
    shape: "wrapped",
    label: "sshpass password cut by a narrow terminal",
    make: (_k, add) => {
      const a = add(draw(num(9, 12)));
      const b = add(draw(num(9, 12)));
      return [
        `$ sshpass -p '${a}`,
        `${b}' rsync -av ${login()}@${cluster()}:/scratch/run_${jobId()}/ ./results/`,
      ];
    },
  },
  {
    shape: "url",
    label: "JupyterHub URL with the token in its query",
    make: (k) => [
      `[C ${when()} ServerApp]`,
      "    To access the server, open this file in a browser:",
      `        file:///home/${login()}/.local/share/jupyter/runtime/jpserver-${
        num(1000, 99999)
      }-open.html`,
      "    Or copy and paste one of these URLs:",
      `        http://${pick(["gpu", "node"])}${num(10, 99)}:${num(8800, 8899)}/lab?token=${
        k(48, "0123456789abcdef")
      }`,
    ],
  },
  {
    shape: "block",
    label: "RSA key of the cluster's service account in an Ansible vars file",
    make: (k) => [
      "slurm_accounting_user: slurm",
      `slurmdbd_storage_pass: "{{ vault_slurmdbd_pass }}"`,
      "munge_key_path: /etc/munge/munge.key",
      "sa_private_key: |",
      ...keyBlock(k, "RSA ", 7, "  "),
    ],
  },
];

/** Base64 of text. */
const b64s = (s: string): string => btoa(s);

/** A Globus-style token's alphabet (letters and digits). */
const ALNUMISH = LOWER + LOWER.toUpperCase() + DIGITS;

/** The research computing cases. */
export function buildHpc(): HeldOutSecret[] {
  const extra: Writing = {
    shape: "output",
    label: "Slurm job output with an Earthdata token from a JWT",
    make: (k) => [
      `srun: job ${jobId()} queued and waiting for resources`,
      `srun: job ${jobId()} has been allocated resources`,
      `EARTHDATA_TOKEN=${
        jwt(
          k,
          { type: "User", uid: login(), ...lifetime(60 * 86400), iss: "Earthdata Login" },
          "RS256",
        )
      }`,
      `Downloading granule ${draw(4, DIGITS)}.${draw(3, DIGITS)} … done (${num(10, 900)} MB)`,
    ],
  };
  return framed([...WRITINGS, extra], COMMON_FRAMES, 2);
}
