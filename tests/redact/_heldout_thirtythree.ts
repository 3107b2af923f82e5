/**
 * Held-out corpus thirty-three, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for the structure) and its write-up. How it was written, the
 * families and the counts: docs/redaction-corpus-thirtythree.md.
 *
 * Its subject is who can log in to what: identity providers (Okta, Auth0, Entra ID, Google
 * Workspace, OneLogin, Ping, JumpCloud, Keycloak), federation (SAML keys, OIDC client secrets,
 * PKCE verifiers, refresh tokens), directories (LDAP, Active Directory, Kerberos, Samba), secret
 * stores and PKI (Vault, 1Password, Bitwarden, Doppler, Infisical, Akeyless, CyberArk, step-ca,
 * ACME, cert-manager, SCIM, TOTP), what those systems print, and values pasted with no name
 * beside them. Its clean cases are the public look-alikes: certificates, JWKS, thumbprints, ids,
 * accessors, policies, placeholders and references.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtythree_make.ts):
 * `buildThirtyThree(seed)` resets the stream and builds every family in order, so the corpus is
 * the same on every run under THIRTYTHREE_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYTHREE_SEED,
} from "./_heldout_thirtythree_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildIdp } from "./_heldout_thirtythree_idp.ts";
import { buildFederation } from "./_heldout_thirtythree_federation.ts";
import { buildDirectories } from "./_heldout_thirtythree_directories.ts";
import { buildVault } from "./_heldout_thirtythree_vault.ts";
import { buildStores } from "./_heldout_thirtythree_stores.ts";
import { buildPki } from "./_heldout_thirtythree_pki.ts";
import { buildPrinted } from "./_heldout_thirtythree_printed.ts";
import { buildBare } from "./_heldout_thirtythree_bare.ts";
import { buildCleanIdp } from "./_heldout_thirtythree_clean_idp.ts";
import { buildCleanStores } from "./_heldout_thirtythree_clean_stores.ts";
import { buildCleanPrinted } from "./_heldout_thirtythree_clean_printed.ts";

/** The secret families, in build order. */
export const THIRTYTHREE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["identity providers", buildIdp],
  ["federation", buildFederation],
  ["directories", buildDirectories],
  ["vault", buildVault],
  ["other secret stores", buildStores],
  ["pki and second factors", buildPki],
  ["what identity systems print", buildPrinted],
  ["values with no name beside them", buildBare],
];

/** The clean families, built after the secrets. */
export const THIRTYTHREE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean identity and federation", buildCleanIdp],
  ["clean directories and stores", buildCleanStores],
  ["clean printed output", buildCleanPrinted],
];

/** A built corpus and its number of cases by family. */
export type ThirtyThreeCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyThree(seed: number = THIRTYTHREE_SEED): ThirtyThreeCorpus {
  reset(seed);
  return buildFamilies(THIRTYTHREE_SECRET_FAMILIES, THIRTYTHREE_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyThree(THIRTYTHREE_SEED);
export const THIRTYTHREE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYTHREE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
