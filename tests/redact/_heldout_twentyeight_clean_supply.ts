/**
 * Corpus twenty-eight, clean supply-chain text: signatures and public keys (cosign `.pub`, GPG
 * public blocks, fingerprints), SBOM and SLSA provenance JSON full of digests, `cosign verify`
 * output, documentation example tokens, placeholders, and references to where a secret is kept.
 */
import {
  B64,
  C,
  digest,
  draw,
  type HeldOutClean,
  hex,
  num,
  pick,
  publicBlock,
  runId,
  sha,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** A GPG fingerprint in groups of four, as `gpg --list-keys` prints it. */
function fingerprint(): string {
  return hex(40).toUpperCase().match(/.{4}/g)!.join(" ");
}

/** Round `n` of the family, part 1 of 3: its cases over fresh values. */
function casesOne(n: number): HeldOutClean[] {
  const app = pick(["ctx", "relay", "stitch", "lumen"]);
  const v = version();
  return [
    C(`cosign.pub #${n}`, publicBlock("PUBLIC KEY", 1).join("\n")),
    C(
      `GPG public key block #${n}`,
      ["$ gpg --armor --export release@acme.dev", ...publicBlock("PGP PUBLIC KEY BLOCK", 8)].join(
        "\n",
      ),
    ),
    C(
      `gpg --list-keys with fingerprints #${n}`,
      `pub   ed25519 2026-0${num(1, 9)}-1${num(0, 9)} [SC] [expires: 2028-0${num(1, 9)}-1${
        num(0, 9)
      }]\n      ${fingerprint()}\nuid           [ultimate] Acme Release <release@acme.dev>\nsub   cv25519 2026-01-10 [E]\n      ${fingerprint()}`,
    ),
    C(
      `cosign verify output #${n}`,
      `Verification for ghcr.io/acme/${app}@${digest()} --\nThe following checks were performed on each of these signatures:\n  - The cosign claims were validated\n  - Existence of the claims in the transparency log was verified offline\n  - The code-signing certificate was verified using trusted certificate authority certificates\n\n` +
        JSON.stringify([{
          critical: {
            identity: { "docker-reference": `ghcr.io/acme/${app}` },
            image: { "docker-manifest-digest": digest() },
            type: "cosign container image signature",
          },
          optional: {
            Bundle: {
              SignedEntryTimestamp: draw(96, B64),
              Payload: {
                logIndex: num(10000000, 99999999),
                integratedTime: num(1790000000, 1799999999),
                logID: hex(64),
              },
            },
          },
        }]),
    ),
    C(
      `cosign signature file #${n}`,
      `$ cat dist/${app}_${v}_linux_amd64.tar.gz.sig\nMEUCI${draw(38, B64)}AiEA${draw(40, B64)}=`,
    ),
    C(
      `SLSA provenance statement #${n}`,
      JSON.stringify(
        {
          _type: "https://in-toto.io/Statement/v1",
          subject: [{ name: `${app}_${v}_linux_amd64.tar.gz`, digest: { sha256: hex(64) } }, {
            name: `${app}_${v}_darwin_arm64.tar.gz`,
            digest: { sha256: hex(64) },
          }],
          predicateType: "https://slsa.dev/provenance/v1",
          predicate: {
            buildDefinition: {
              buildType: "https://actions.github.io/buildtypes/workflow/v1",
              externalParameters: {
                workflow: {
                  ref: `refs/tags/v${v}`,
                  repository: `https://github.com/acme/${app}`,
                  path: ".github/workflows/release.yml",
                },
              },
              resolvedDependencies: [{
                uri: `git+https://github.com/acme/${app}@refs/tags/v${v}`,
                digest: { gitCommit: sha() },
              }],
            },
            runDetails: {
              builder: { id: "https://github.com/actions/runner/github-hosted" },
              metadata: {
                invocationId: `https://github.com/acme/${app}/actions/runs/${runId()}/attempts/1`,
              },
            },
          },
        },
        null,
        2,
      ),
    ),
  ];
}

/** Round `n` of the family, part 2 of 3: its cases over fresh values. */
function casesTwo(n: number): HeldOutClean[] {
  const app = pick(["ctx", "relay", "stitch", "lumen"]);
  const v = version();
  return [
    C(
      `CycloneDX SBOM components #${n}`,
      JSON.stringify(
        {
          bomFormat: "CycloneDX",
          specVersion: "1.6",
          serialNumber: `urn:uuid:${uuid()}`,
          components: ["express", "zod", "undici"].map((c) => ({
            type: "library",
            name: c,
            version: version(),
            purl: `pkg:npm/${c}@${version()}`,
            hashes: [{ alg: "SHA-512", content: hex(128) }],
          })),
        },
        null,
        2,
      ),
    ),
    C(
      `SPDX package block #${n}`,
      `PackageName: ${app}\nSPDXID: SPDXRef-Package-${app}\nPackageVersion: ${v}\nPackageChecksum: SHA256: ${
        hex(64)
      }\nPackageDownloadLocation: git+https://github.com/acme/${app}@${sha()}\nPackageLicenseConcluded: Apache-2.0`,
    ),
    C(
      `documentation example tokens #${n}`,
      `Set the token in your CI settings, never in the file:\n\n    NPM_TOKEN=npm_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n    GH_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n\n(see docs/release.md, section ${
        num(2, 9)
      }.${num(1, 9)})`,
    ),
    C(
      `placeholders in a README's publishing section #${n}`,
      `## Publishing ${app} ${v}\n\n1. \`export CARGO_REGISTRY_TOKEN=<your crates.io token>\`\n2. \`cargo publish\`\n3. \`export SONAR_TOKEN=your-token-here\` and run \`sonar-scanner\`\n4. Tag: \`git tag v${v} ${
        sha().slice(0, 9)
      }\``,
    ),
    C(
      `where the secrets are kept #${n}`,
      `The release job reads NPM_TOKEN, COSIGN_PASSWORD and GPG_PRIVATE_KEY from the "release" environment (Settings → Environments), Vault path kv/ci/${app}/release, version ${
        num(2, 40)
      }. Rotation is monthly; the last rotation ran in job ${runId()}.`,
    ),
    C(
      `gh secret list output #${n}`,
      `$ gh secret list -R acme/${app}\nNAME                  UPDATED\nCOSIGN_PASSWORD       about ${
        num(2, 11)
      } months ago\nCOSIGN_PRIVATE_KEY    about ${num(2, 11)} months ago\nNPM_TOKEN             ${
        num(2, 20)
      } days ago\nSONAR_TOKEN           ${num(2, 20)} days ago`,
    ),
    C(
      `Rekor transparency log entry #${n}`,
      `LogID: ${hex(64)}\nIndex: ${num(100000000, 199999999)}\nIntegratedTime: 2026-11-${
        num(10, 27)
      }T1${num(0, 9)}:0${num(0, 9)}:11Z\nUUID: ${
        hex(80)
      }\nBody: {\n  "HashedRekordObj": {\n    "data": { "hash": { "algorithm": "sha256", "value": "${
        hex(64)
      }" } }\n  }\n}`,
    ),
    C(
      `release checksums and attestation URLs #${n}`,
      `Release v${v} (${sha()})\n  ${app}_${v}_linux_amd64.tar.gz  sha256:${
        hex(64)
      }\n  ${app}_${v}_checksums.txt.sigstore.json\n  attestation: https://github.com/acme/${app}/attestations/${
        num(1000000, 9999999)
      }`,
    ),
  ];
}

/** Round `n` of the family, part 3 of 3: its cases over fresh values. */
function casesThree(n: number): HeldOutClean[] {
  const app = pick(["ctx", "relay", "stitch", "lumen"]);
  const v = version();
  return [
    C(
      `OCI image manifest #${n}`,
      JSON.stringify(
        {
          schemaVersion: 2,
          mediaType: "application/vnd.oci.image.manifest.v1+json",
          config: {
            mediaType: "application/vnd.oci.image.config.v1+json",
            digest: digest(),
            size: num(1000, 9000),
          },
          layers: [0, 1, 2].map(() => ({
            mediaType: "application/vnd.oci.image.layer.v1.tar+gzip",
            digest: digest(),
            size: num(100000, 90000000),
          })),
        },
        null,
        2,
      ),
    ),
    C(
      `a Kubernetes Secret manifest with a sealed value reference #${n}`,
      `apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: ${app}-registry\nspec:\n  refreshInterval: 1h\n  secretStoreRef: { name: vault, kind: ClusterSecretStore }\n  target: { name: ${app}-registry, template: { type: kubernetes.io/dockerconfigjson } }\n  data:\n    - secretKey: .dockerconfigjson\n      remoteRef: { key: ci/${app}/registry-${
        hex(6)
      }, property: dockerconfigjson }`,
    ),
    C(
      `Helm chart package and provenance #${n}`,
      `$ helm package charts/${app} --sign --key release@acme.dev --keyring ~/.gnupg/secring.gpg\nSuccessfully packaged chart and saved it to: ${app}-${v}.tgz\n$ cat ${app}-${v}.tgz.prov | tail -3\nfiles:\n  ${app}-${v}.tgz: sha256:${
        hex(64)
      }`,
    ),
    C(
      `in-toto link metadata with byproducts #${n}`,
      JSON.stringify(
        {
          _type: "link",
          name: "build",
          materials: { "src/main.go": { sha256: hex(64) } },
          products: { [`dist/${app}`]: { sha256: hex(64) } },
          byproducts: { "return-value": 0, stdout: `built ${app} ${v}` },
          command: ["go", "build", "-o", `dist/${app}`],
        },
        null,
        2,
      ),
    ),
    C(
      `SSH public key for a deploy key #${n}`,
      `$ cat deploy_key.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
        draw(43, B64)
      } ci@${app}\nAdd it under Settings → Deploy keys (read-only). Fingerprint SHA256:${
        draw(43, B64)
      }`,
    ),
    C(
      `masked values in a summary table #${n}`,
      `| name | value | source |\n|---|---|---|\n| NPM_TOKEN | \`***\` | secrets.NPM_TOKEN |\n| SONAR_TOKEN | \`[MASKED]\` | group release |\n| COSIGN_PASSWORD | \`********\` | Vault kv/ci/${app} |\n| BUILD | ${
        num(100, 9999)
      } | ${sha().slice(0, 12)} |`,
    ),
  ];
}

/** The clean supply-chain family: every template twice, over fresh values. */
export function buildCleanSupply(): HeldOutClean[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n)]);
}
