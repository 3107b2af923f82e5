/**
 * Corpus twenty-eight (written blind, see docs/redaction-corpus-twentyeight.md: CI/CD, builds, package publishing and the software supply chain): its misses
 * at first sight, against main at d62764a (no engineer who wrote those rules saw it): 254/270 = 94.1 % recall as
 * written and in a record, 128/132 = 97.0 % untouched (docs/redaction.md "Held-out corpus twenty-eight").
 * Label → the case's shape and family.
 */
export const TWENTYEIGHT_MISSED: Record<string, string> = {
  "GitHub Actions log: a secret passed through a step output is not masked #1":
    "output, in the family CI job logs",
  "TeamCity build log: service message sets a parameter to a token #1":
    "output, in the family CI job logs",
  "GitHub Actions log: a secret passed through a step output is not masked #2":
    "output, in the family CI job logs",
  "TeamCity build log: service message sets a parameter to a token #2":
    "output, in the family CI job logs",
  "aws ecr get-authorization-token JSON #1": "output, in the family container registries",
  "skopeo copy with --dest-creds #1": "command, in the family container registries",
  "aws ecr get-authorization-token JSON #2": "output, in the family container registries",
  "a base64 PFX in a workflow secret dumped by a debug step #1":
    "encoded, in the family signing and release",
  "signtool sign with the PFX password #2": "command, in the family signing and release",
  "a base64 PFX in a workflow secret dumped by a debug step #2":
    "encoded, in the family signing and release",
  "cypress run with a record key #1": "command, in the family quality gates and build caches",
  "cypress run with a record key #2": "command, in the family quality gates and build caches",
  "a user pastes a value with no name, asking what kind of token it is #1":
    "vendor, in the family the build conversation",
  "a user pastes a value with no name, asking what kind of token it is #2":
    "vendor, in the family the build conversation",
  "a Secret's field decoded by base64 -d #1":
    "output, in the family values with no name beside them",
  "a Secret's field decoded by base64 -d #2":
    "output, in the family values with no name beside them",
};

/** Corpus twenty-eight's clean texts changed at first sight: label → family. */
export const TWENTYEIGHT_CHANGED: Record<string, string> = {
  "Buildkite pipeline.yml with secrets plugin #1": "in the family clean CI configs and logs",
  "TeamCity build log with %env% references #1": "in the family clean CI configs and logs",
  "Buildkite pipeline.yml with secrets plugin #2": "in the family clean CI configs and logs",
  "TeamCity build log with %env% references #2": "in the family clean CI configs and logs",
};
