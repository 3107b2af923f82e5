/**
 * Corpus thirty-three (written blind, see docs/redaction-corpus-thirtythree.md: identity, single sign-on, directories and secret stores), kept out of main
 * and blind to every branch of the fifteenth round as one of its end figures: its misses at the
 * round's end, main at e05287a — 251/274 = 91.6 % recall as written and in a record, 113/122 = 92.6 % untouched
 * (at the round's start, eee839c: 249/274 = 90.9 %, 113/122 = 92.6 %; docs/redaction.md "Held-out corpora thirty-three,
 * thirty-four and thirty-five: first sight and the round's end"). Label → the case's shape and
 * family.
 */
export const THIRTYTHREE_MISSED: Record<string, string> = {
  "Entra app certificate as PFX base64 with its password (1)":
    "encoded, in the family identity providers",
  "Entra app certificate as PFX base64 with its password (2)":
    "encoded, in the family identity providers",
  "keytab base64 on one line in a .gitlab-ci.yml (1)": "encoded, in the family directories",
  "keytab base64 on one line in a .gitlab-ci.yml (2)": "encoded, in the family directories",
  "unseal key split over two lines of a note (1)": "wrapped, in the family vault",
  "Vaultwarden ADMIN_TOKEN as an Argon2 PHC string (1)":
    "assignment, in the family other secret stores",
  "Vaultwarden ADMIN_TOKEN as an Argon2 PHC string (2)":
    "assignment, in the family other secret stores",
  "Conjur API key cut in a log viewer (1)": "wrapped, in the family other secret stores",
  "Conjur API key cut in a log viewer (2)": "wrapped, in the family other secret stores",
  "step ca init with a provisioner password file shown (1)":
    "command, in the family pki and second factors",
  "step-ca JWK provisioner with its encrypted key (1)":
    "output, in the family pki and second factors",
  "step-ca JWK provisioner with its encrypted key (2)":
    "output, in the family pki and second factors",
  "recovery codes as a JSON list (1)": "output, in the family pki and second factors",
  "recovery codes as a JSON list (2)": "output, in the family pki and second factors",
  "JWK d value wrapped in a chat paste (1)": "wrapped, in the family pki and second factors",
  "JWK d value wrapped in a chat paste (2)": "wrapped, in the family pki and second factors",
  "realm export key component with its private key (1)":
    "output, in the family what identity systems print",
  "realm export key component with its private key (2)":
    "output, in the family what identity systems print",
  "realm export key component with its private key (3)":
    "output, in the family what identity systems print",
  "realm export user credential with its hash (1)":
    "output, in the family what identity systems print",
  "realm export user credential with its hash (2)":
    "output, in the family what identity systems print",
  "JumpCloud key in a quoted error (1)": "output, in the family values with no name beside them",
  "JumpCloud key in a quoted error (2)": "output, in the family values with no name beside them",
};

/** Corpus thirty-three's clean texts changed at first sight: label → family. */
export const THIRTYTHREE_CHANGED: Record<string, string> = {
  "Okta app and group ids (1)": "in the family clean identity and federation",
  "Okta app and group ids (2)": "in the family clean identity and federation",
  "Okta app and group ids (3)": "in the family clean identity and federation",
  "documentation example values (1)": "in the family clean directories and stores",
  "documentation example values (2)": "in the family clean directories and stores",
  "documentation example values (3)": "in the family clean directories and stores",
  "group and role names from an IdP (1)": "in the family clean directories and stores",
  "group and role names from an IdP (2)": "in the family clean directories and stores",
  "group and role names from an IdP (3)": "in the family clean directories and stores",
};
