/**
 * Corpus twenty-nine, research services: REDCap API tokens, NCBI/Entrez keys beside an e-mail,
 * ORCID client secrets, Zenodo, Figshare, Dataverse and OSF tokens, Overleaf's git token, and R,
 * MATLAB, Julia and Fortran settings that hold them (`.Renviron`, `Sys.setenv`, `startup.m`).
 */
import {
  ALNUM,
  DIGITS,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  login,
  LOWER,
  num,
  pass,
  pick,
  UHEX,
  UPPER_ALNUM,
  uuid,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const mailOf = () =>
  `${login()}@${pick(["uni-example.de", "example.ac.uk", "example.edu", "ki.example.se"])}`;
const redcap = () =>
  `https://${pick(["redcap", "edc", "redcap-prod"])}.${
    pick(["uni-example.de", "example.edu", "med.example.nl"])
  }/api/`;

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "REDCap token in .Renviron",
    make: (k) => [
      "# ~/.Renviron",
      `REDCAP_URI=${redcap()}`,
      `REDCAP_TOKEN=${k(32, UHEX)}`,
      `R_LIBS_USER=~/R/library/${num(4, 4)}.${num(2, 5)}`,
    ],
  },
  {
    shape: "vendor",
    label: "REDCap token as a REDCapR call's argument",
    make: (k) => [
      "library(REDCapR)",
      `ds <- redcap_read(redcap_uri = "${redcap()}",`,
      `                  token = "${k(32, UHEX)}",`,
      `                  fields = c("record_id", "visit_date", "hba1c"))$data`,
    ],
  },
  {
    shape: "command",
    label: "curl export of REDCap records with the token in the form",
    make: (k) => [
      `curl -s -X POST ${redcap()} \\`,
      `  -d token=${k(32, UHEX)} -d content=record -d format=csv \\`,
      `  -d 'fields[0]=record_id' -o export_${num(20261101, 20261127)}.csv`,
    ],
  },
  {
    shape: "assignment",
    label: "NCBI API key with the e-mail in Sys.setenv",
    make: (k) => [
      `Sys.setenv(ENTREZ_KEY = "${k(36, HEX)}")`,
      `rentrez::set_entrez_key(Sys.getenv("ENTREZ_KEY"))`,
      `hits <- rentrez::entrez_search(db = "pubmed", term = "${
        pick(["CRISPR[Title]", "long covid", "sepsis AND lactate"])
      }", retmax = ${num(20, 500)})`,
    ],
  },
  {
    shape: "vendor",
    label: "Biopython Entrez email and api_key",
    make: (k) => [
      "from Bio import Entrez",
      `Entrez.email = "${mailOf()}"`,
      `Entrez.api_key = "${k(36, HEX)}"`,
      `handle = Entrez.efetch(db="nucleotide", id="${pick(["NM_", "NC_", "XM_"])}${
        draw(6, DIGITS)
      }", rettype="fasta")`,
    ],
  },
  {
    shape: "url",
    label: "E-utilities URL with api_key in the query",
    make: (k) => [
      `GET https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esummary.fcgi?db=pubmed&id=${
        num(30000000, 39999999)
      }&retmode=json&api_key=${k(36, HEX)}`,
      `HTTP/1.1 200 OK (${num(80, 900)} ms)`,
    ],
  },
  {
    shape: "assignment",
    label: "ORCID member API client secret in a Django settings file",
    make: (_k, add) => [
      `ORCID_CLIENT_ID = "APP-${draw(16, UPPER_ALNUM)}"`,
      `ORCID_CLIENT_SECRET = "${add(uuid())}"`,
      `ORCID_BASE_URL = "https://${pick(["sandbox.", ""])}orcid.org"`,
    ],
  },
  {
    shape: "command",
    label: "ORCID token request with client_secret",
    make: (_k, add) => [
      "curl -i -H 'Accept: application/json' \\",
      `  -d 'client_id=APP-${draw(16, UPPER_ALNUM)}' \\`,
      `  -d 'client_secret=${add(uuid())}' \\`,
      "  -d 'grant_type=client_credentials' -d 'scope=/read-public' \\",
      "  https://orcid.org/oauth/token",
    ],
  },

  {
    shape: "vendor",
    label: "Zenodo token in a deposit script",
    make: (k) => [
      "import requests",
      `ZENODO_TOKEN = "${k(60, ALNUM)}"`,
      `r = requests.post("https://zenodo.org/api/deposit/depositions", params={"access_token": ZENODO_TOKEN}, json={})`,
      `bucket = r.json()["links"]["bucket"]`,
    ],
  },
  {
    shape: "url",
    label: "Zenodo upload URL with access_token, from a log",
    make: (k) => [
      `PUT https://zenodo.org/api/files/${uuid()}/dataset_v${num(1, 9)}.tar.gz?access_token=${
        k(60, ALNUM)
      }`,
      `-> 201 Created, checksum md5:${draw(32, HEX)}`,
    ],
  },
  {
    shape: "output",
    label: "Figshare token printed by a config dump",
    make: (k) => [
      "$ figshare-cli config show",
      "api_url      = https://api.figshare.com/v2",
      `account_id   = ${draw(7, DIGITS)}`,
      `token        = ${k(128, HEX)}`,
      "upload_parts = 4",
    ],
  },
  {
    shape: "command",
    label: "Dataverse API token as a header",
    make: (_k, add) => [
      `curl -H "X-Dataverse-key:${add(uuid())}" \\`,
      `  -X POST -F file=@${pick(["survey_wave2.tab", "codebook.pdf", "interviews.zip"])} \\`,
      `  "https://dataverse.${
        pick(["example.edu", "nl.example.org", "no.example.org"])
      }/api/datasets/:persistentId/add?persistentId=doi:10.${num(10000, 99999)}/${
        draw(6, UPPER_ALNUM)
      }"`,
    ],
  },
  {
    shape: "assignment",
    label: "OSF personal token in an osfclient config",
    make: (k) => [
      "[osf]",
      `username = ${mailOf()}`,
      `project = ${draw(5, LOWER + DIGITS)}`,
      `token = ${k(70, ALNUM)}`,
    ],
  },
  {
    shape: "url",
    label: "Overleaf git remote with a token",
    make: (k) => [
      "$ git remote -v",
      `origin\thttps://git:olp_${k(36, ALNUM)}@git.overleaf.com/${draw(24, HEX)} (fetch)`,
      "origin\t(push: the same URL)",
    ],
  },
  {
    shape: "assignment",
    label: "MATLAB startup.m with a database password",
    make: (_k, add) => [
      "% startup.m",
      `setenv('LABDB_USER', '${login()}');`,
      `setenv('LABDB_PASS', '${pass(add)}');`,
      `conn = database('${
        pick(["cohort", "biobank", "imaging"])
      }', getenv('LABDB_USER'), getenv('LABDB_PASS'), 'Vendor', 'PostgreSQL', 'Server', 'db.${
        pick(["lab.example.org", "example.ac.uk"])
      }');`,
    ],
  },
  {
    shape: "assignment",
    label: "Julia startup with an OSF and a Zenodo token in ENV",
    make: (k) => [
      "# ~/.julia/config/startup.jl",
      `ENV["OSF_TOKEN"] = "${k(70, ALNUM)}"`,
      `ENV["JULIA_NUM_THREADS"] = "${num(2, 64)}"`,
      `ENV["ZENODO_SANDBOX_TOKEN"] = "${k(60, ALNUM)}"`,
    ],
  },
  {
    shape: "assignment",
    label: "Fortran namelist with the data server password",
    make: (_k, add) => [
      "&datasource",
      `  host = 'thredds.${pick(["meteo.example.no", "example.fi", "klima.example.de"])}'`,
      `  user = '${login()}'`,
      `  passwd = '${pass(add)}'`,
      `  nlev = ${num(30, 137)}`,
      "/",
    ],
  },
];

/** The research services cases (a third of them in mails of the places). */
export function buildServices(): HeldOutSecret[] {
  const list = WRITINGS;
  return [
    ...framed(list.slice(0, 11), COMMON_FRAMES, 2),
    ...framed(list.slice(11), [...MAILS, ...COMMON_FRAMES], 2),
  ];
}
