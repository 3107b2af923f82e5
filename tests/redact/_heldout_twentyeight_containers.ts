/**
 * Corpus twenty-eight, container registries: `docker login` and its warnings, `~/.docker/config.json`
 * with base64 `auths`, Harbor robot accounts, ECR, GCR/Artifact Registry and ACR tokens, a
 * `dockerconfigjson` pull secret a pipeline applies, `crane`/`skopeo`/`podman` with credentials.
 */
import {
  B32_UPPER,
  B64,
  b64,
  B64URL,
  checked,
  digest,
  draw,
  type HeldOutSecret,
  hex,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  S,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** An ECR authorization token as `aws ecr get-login-password` prints it: base64 of a JSON envelope. */
function ecrToken(): string {
  return b64(JSON.stringify({
    payload: draw(num(900, 1100), B64),
    datakey: draw(num(180, 220), B64),
    version: "2",
    type: "DATA_KEY",
    expiration: num(1790000000, 1799999999),
  }));
}

/** Round `n` of the family, part 1 of 3: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const account = String(num(100000000000, 999999999999));
  const image = pick(["api", "worker", "web", "migrator", "gateway"]);
  return [
    S(
      "command",
      `docker login -p with a Docker Hub token and the CLI's warning #${n}`,
      (k) =>
        `$ docker login -u acmeci -p dckr_pat_${
          k(27, B64URL)
        }\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nWARNING! Your password will be stored unencrypted in /home/ci/.docker/config.json.\nLogin Succeeded`,
    ),
    S(
      "encoded",
      `~/.docker/config.json auths with base64 user:password #${n}`,
      (_k, add) =>
        JSON.stringify(
          {
            auths: {
              "https://index.docker.io/v1/": { auth: add(b64(`acmeci:${pass((x) => x)}`)) },
              "ghcr.io": { auth: add(b64(`acme-bot:${checked((x) => x, "ghp")}`)) },
            },
            credsStore: "",
            currentContext: "default",
          },
          null,
          "\t",
        ),
    ),
    S("assignment", `Harbor robot account JSON as created #${n}`, (k) =>
      JSON.stringify(
        {
          id: num(10, 400),
          name: `robot$${image}+ci-push`,
          secret: k(32),
          creation_time: "2026-11-0" + num(1, 9) + "T10:00:00.000Z",
          expires_at: -1,
        },
        null,
        2,
      )),
    S(
      "command",
      `docker login to Harbor with a robot secret in the password flag #${n}`,
      (k) =>
        `echo "logging in"; docker login harbor.acme.dev --username 'robot$${image}+ci' --password ${
          k(32)
        }`,
    ),
    S(
      "output",
      `aws ecr get-login-password printed into a log #${n}`,
      (_k, add) =>
        `$ aws ecr get-login-password --region eu-west-1\n${
          add(ecrToken())
        }\n$ # oops, that should have been piped to docker login --password-stdin ${account}.dkr.ecr.eu-west-1.amazonaws.com`,
    ),
    S("output", `aws ecr get-authorization-token JSON #${n}`, (_k, add) =>
      JSON.stringify(
        {
          authorizationData: [{
            authorizationToken: add(b64(`AWS:${ecrToken()}`)),
            expiresAt: "2026-11-2" + num(0, 9) + "T0" + num(0, 9) + ":12:44.000000+00:00",
            proxyEndpoint: `https://${account}.dkr.ecr.eu-west-1.amazonaws.com`,
          }],
        },
        null,
        4,
      )),
  ];
}

/** Round `n` of the family, part 2 of 3: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const image = pick(["api", "worker", "web", "migrator", "gateway"]);
  return [
    S("block", `GCR _json_key login with a service account file #${n}`, (k, add) => {
      const key = pemBlock(k, "", 6).join("\n") + "\n";
      return `$ cat keyfile.json | docker login -u _json_key --password-stdin https://gcr.io\n$ cat keyfile.json\n` +
        JSON.stringify(
          {
            type: "service_account",
            project_id: `acme-build-${num(100, 999)}`,
            private_key_id: add(hex(40)),
            private_key: key,
            client_email: `ci-pusher@acme-build.iam.gserviceaccount.com`,
            client_id: String(num(100000000, 999999999)) + String(num(100000000, 999999999)),
            auth_uri: "https://accounts.google.com/o/oauth2/auth",
            token_uri: "https://oauth2.googleapis.com/token",
          },
          null,
          2,
        );
    }),
    S(
      "command",
      `Artifact Registry login with an access token #${n}`,
      (k) =>
        `gcloud auth print-access-token | docker login -u oauth2accesstoken --password-stdin https://europe-docker.pkg.dev\n# the token, for the record: ya29.${
          k(num(160, 200), B64URL)
        }`,
    ),
    S("output", `az acr login --expose-token output #${n}`, (k) =>
      JSON.stringify(
        {
          accessToken: jwt(k, {
            jti: uuid(),
            sub: "0000-ci",
            nbf: num(1790000000, 1799999999),
            exp: num(1790000000, 1799999999),
            iat: num(1790000000, 1799999999),
            iss: "Azure Container Registry",
            aud: `acme${image}.azurecr.io`,
            version: "1.0",
            grant_type: "refresh_token",
            tenant: uuid(),
          }, "RS256"),
          loginServer: `acme${image}.azurecr.io`,
        },
        null,
        2,
      ) +
      `\nYou can perform manual login using the provided access token below, for example: 'docker login loginServer -u 00000000-0000-0000-0000-000000000000 -p accessToken'`),
    S("assignment", `ACR admin password from az acr credential show #${n}`, (k) =>
      JSON.stringify(
        {
          passwords: [{ name: "password", value: k(52, B64.replace("/", "")) }, {
            name: "password2",
            value: k(52, B64.replace("/", "")),
          }],
          username: `acme${image}`,
        },
        null,
        2,
      )),
  ];
}

/** Round `n` of the family, part 3 of 3: its cases over fresh values. */
function casesThree(n: number): HeldOutSecret[] {
  const image = pick(["api", "worker", "web", "migrator", "gateway"]);
  return [
    S("encoded", `a dockerconfigjson pull secret a pipeline applies #${n}`, (_k, add) =>
      [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        `  name: regcred-${image}`,
        "  namespace: apps",
        "type: kubernetes.io/dockerconfigjson",
        "data:",
        `  .dockerconfigjson: ${
          add(
            b64(
              JSON.stringify({
                auths: {
                  "registry.gitlab.com": {
                    username: "deployer",
                    password: `gldt-${draw(20)}`,
                    auth: b64(`deployer:gldt-${draw(20)}`),
                  },
                },
              }),
            ),
          )
        }`,
      ].join("\n")),
    S(
      "command",
      `crane auth login and copy with a password #${n}`,
      (_k, add) =>
        `crane auth login quay.io -u acme+pusher -p ${
          add(draw(64, B32_UPPER))
        }\ncrane copy ghcr.io/acme/${image}@${digest()} quay.io/acme/${image}:${version()}`,
    ),
    S(
      "command",
      `skopeo copy with --dest-creds #${n}`,
      (_k, add) =>
        `skopeo copy --all docker://ghcr.io/acme/${image}:v${version()} docker://registry.acme.dev/mirror/${image}:v${version()} --dest-creds mirror:${
          pass(add)
        }`,
    ),
    S(
      "command",
      `podman login with the password in a flag #${n}`,
      (_k, add) =>
        `podman login --username ci --password '${
          pass(add)
        }' registry.redhat.io && podman pull registry.redhat.io/ubi9/ubi:latest`,
    ),
    S(
      "assignment",
      `buildx --secret id with a token written into an env file #${n}`,
      (_k, add) =>
        `$ cat .build.env\nPIP_INDEX_URL=https://pypi.org/simple\nGH_PKG_TOKEN=${
          checked(add, "ghp")
        }\n$ docker buildx build --secret id=gh,env=GH_PKG_TOKEN -t ${image}:dev .`,
    ),
    S(
      "assignment",
      `Quay robot token in a kaniko config #${n}`,
      (_k, add) =>
        JSON.stringify(
          {
            auths: {
              "quay.io": { username: `acme+${image}_builder`, password: add(draw(64, B32_UPPER)) },
            },
          },
          null,
          2,
        ) +
        `\n# mounted at /kaniko/.docker/config.json for executor --destination quay.io/acme/${image}:${
          draw(8, LOWER_DIGITS)
        }`,
    ),
  ];
}

/** The container registry family: every template twice, over fresh values. */
export function buildContainers(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n)]);
}
