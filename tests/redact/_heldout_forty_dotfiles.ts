/**
 * Corpus forty, credential dotfiles: the files tools keep their logins in, as `cat` shows them
 * or a dotfiles repository holds them — `.netrc`, `.npmrc`, `.pypirc`, `.gem/credentials`,
 * `.m2/settings.xml`, `gradle.properties`, `.docker/config.json`, `.git-credentials`, `.gitconfig`,
 * `.aws/credentials`, `.kube/config`, `gh`'s `hosts.yml`, `hub`, `.s3cfg`, `.boto`,
 * `.terraformrc`, Cargo's and Yarn's credentials, `.pgpass`.
 */
import {
  awsId,
  awsSecret,
  B64,
  b64,
  B64URL,
  combine,
  draw,
  ghTok,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  pypiTok,
  type Template,
  user,
  uuid,
} from "./_heldout_forty_make.ts";

const TEMPLATES: readonly Template[] = [
  {
    label: ".netrc for the Heroku CLI (API key a UUID)",
    shape: "assignment",
    make: (_k, add) => [
      "$ cat ~/.netrc",
      "machine api.heroku.com",
      `  login ${user()}@example.org`,
      `  password ${add(uuid())}`,
      "machine git.heroku.com",
      `  login ${user()}@example.org`,
      `  password ${add(uuid())}`,
    ],
  },
  {
    label: ".netrc on one line for a private Git host",
    shape: "assignment",
    make: (_k, add) => [
      `machine git.${pick(["internal", "corp", "lab"])}.example.net login ${user()} password ${
        pass(add)
      }`,
      "machine ftp.example.net login anonymous password guest",
    ],
  },
  {
    label: ".npmrc with an npm automation token",
    shape: "vendor",
    make: (_k, add) => [
      "registry=https://registry.npmjs.org/",
      `//registry.npmjs.org/:_authToken=${ghTok(add, "npm_")}`,
      "save-exact=true",
      "fund=false",
    ],
  },
  {
    label: ".npmrc with a legacy _auth (base64 of user:password) for Artifactory",
    shape: "encoded",
    make: (_k, add) => {
      const pw = draw(num(10, 16)) + pick(["!", "#", "%"]) + draw(4);
      return [
        "registry=https://artifactory.example.com/artifactory/api/npm/npm-remote/",
        `_auth=${add(b64(`${user()}:${pw}`))}`,
        "always-auth=true",
        `email=${user()}@example.com`,
      ];
    },
  },
  {
    label: ".pypirc with a PyPI API token",
    shape: "vendor",
    make: (k) => [
      "[distutils]",
      "index-servers =",
      "    pypi",
      "    testpypi",
      "",
      "[pypi]",
      "username = __token__",
      `password = ${pypiTok(k)}`,
      "",
      "[testpypi]",
      "repository = https://test.pypi.org/legacy/",
      "username = __token__",
    ],
  },
  {
    label: ".gem/credentials with a RubyGems API key",
    shape: "vendor",
    make: (k) => ["$ cat ~/.gem/credentials", "---", `:rubygems_api_key: rubygems_${k(48, HEX)}`],
  },
  {
    label: "Maven settings.xml server password",
    shape: "assignment",
    make: (_k, add) => [
      "<settings>",
      "  <servers>",
      "    <server>",
      "      <id>ossrh</id>",
      `      <username>${user()}</username>`,
      `      <password>${pass(add)}</password>`,
      "    </server>",
      "  </servers>",
      "</settings>",
    ],
  },
  {
    label: "gradle.properties with signing and repository passwords",
    shape: "assignment",
    make: (_k, add) => [
      "org.gradle.jvmargs=-Xmx4g",
      `signing.keyId=${hex(8).toUpperCase()}`,
      `signing.password=${pass(add)}`,
      "signing.secretKeyRingFile=/Users/me/.gnupg/secring.gpg",
      `ossrhUsername=${user()}`,
      `ossrhPassword=${pass(add)}`,
    ],
  },
  {
    label: ".docker/config.json auths entry (base64 of user and token)",
    shape: "encoded",
    make: (_k, add) => {
      const auth = add(b64(`${user()}:dckr_pat_${draw(27, B64URL)}`));
      return [
        "{",
        '  "auths": {',
        '    "https://index.docker.io/v1/": {',
        `      "auth": "${auth}"`,
        "    },",
        '    "ghcr.io": {}',
        "  },",
        '  "credsStore": "desktop"',
        "}",
      ];
    },
  },
  {
    label: ".git-credentials with tokens in URLs",
    shape: "url",
    make: (_k, add) => [
      "$ cat ~/.git-credentials",
      `https://${user()}:${ghTok(add, "ghp_")}@github.com`,
      `https://oauth2:glpat-${add(draw(20, B64URL.replace("_", "")))}@gitlab.com`,
    ],
  },
  {
    label: ".gitconfig url insteadOf with a token",
    shape: "url",
    make: (_k, add) => [
      "[user]",
      `\tname = ${user()}`,
      "\temail = me@example.org",
      `[url "https://${user()}:${ghTok(add, "ghp_")}@github.com/"]`,
      "\tinsteadOf = https://github.com/",
      "[pull]",
      "\trebase = true",
    ],
  },
  {
    label: ".aws/credentials with two profiles",
    shape: "assignment",
    make: (k) => [
      "[default]",
      `aws_access_key_id = ${awsId()}`,
      `aws_secret_access_key = ${awsSecret(k)}`,
      "",
      `[${pick(["work", "client-prod", "personal"])}]`,
      `aws_access_key_id = ${awsId()}`,
      `aws_secret_access_key = ${awsSecret(k)}`,
      "region = eu-west-1",
    ],
  },
  {
    label: ".aws/credentials with a session token",
    shape: "assignment",
    make: (k) => [
      "[sso-dev]",
      `aws_access_key_id = ${awsId()}`,
      `aws_secret_access_key = ${awsSecret(k)}`,
      `aws_session_token = IQoJb3JpZ2luX2Vj${k(num(300, 360), B64)}`,
    ],
  },
  {
    label: ".kube/config user with a service-account token",
    shape: "vendor",
    make: (k) => {
      const head = b64(JSON.stringify({ alg: "RS256", kid: draw(43, B64URL) }), false)
        .replace(/\+/g, "-").replace(/\//g, "_");
      const claims = b64(
        JSON.stringify({
          iss: "kubernetes/serviceaccount",
          "kubernetes.io/serviceaccount/namespace": "default",
          sub: "system:serviceaccount:default:admin",
        }),
        false,
      ).replace(/\+/g, "-").replace(/\//g, "_");
      return [
        "users:",
        `- name: ${pick(["homelab-admin", "k3s-admin", "kind-dev"])}`,
        "  user:",
        `    token: ${head}.${claims}.${k(342, B64URL)}`,
      ];
    },
  },
  {
    label: ".kube/config user with client-key-data",
    shape: "encoded",
    make: (_k, add) => {
      const key = pemBlock((n, a = B64) => draw(n, a), "RSA ", 8).join("\n");
      return [
        "users:",
        "- name: kubernetes-admin",
        "  user:",
        `    client-certificate-data: LS0tLS1CRUdJTi${draw(120, B64)}`,
        `    client-key-data: ${add(b64(key))}`,
      ];
    },
  },
  {
    label: "gh hosts.yml with an OAuth token",
    shape: "vendor",
    make: (_k, add) => [
      "$ cat ~/.config/gh/hosts.yml",
      "github.com:",
      "    git_protocol: ssh",
      `    oauth_token: ${ghTok(add, "gho_")}`,
      `    user: ${user()}`,
    ],
  },
  {
    label: "hub config with a 40-hex OAuth token",
    shape: "assignment",
    make: (k) => [
      "github.com:",
      `- user: ${user()}`,
      `  oauth_token: ${k(40, HEX)}`,
      "  protocol: https",
    ],
  },
  {
    label: ".s3cfg keys",
    shape: "assignment",
    make: (k) => [
      "[default]",
      `access_key = ${awsId()}`,
      "bucket_location = US",
      "host_base = s3.amazonaws.com",
      `secret_key = ${awsSecret(k)}`,
      "use_https = True",
    ],
  },
  {
    label: ".boto with a Google refresh token",
    shape: "assignment",
    make: (k) => [
      "[Credentials]",
      `gs_oauth2_refresh_token = 1//0${k(num(95, 105), B64URL)}`,
      "",
      "[Boto]",
      "https_validate_certificates = True",
    ],
  },
  {
    label: ".terraformrc credentials block",
    shape: "vendor",
    make: (k) => [
      'credentials "app.terraform.io" {',
      `  token = "${k(14)}.atlasv1.${k(67)}"`,
      "}",
      'plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"',
    ],
  },
  {
    label: "Cargo credentials.toml registry token",
    shape: "vendor",
    make: (k) => ["$ cat ~/.cargo/credentials.toml", "[registry]", `token = "cio${k(32)}"`],
  },
  {
    label: ".yarnrc.yml npmAuthToken for a scope",
    shape: "vendor",
    make: (_k, add) => [
      "nodeLinker: node-modules",
      "npmScopes:",
      `  ${pick(["acme", "tooling", "internal"])}:`,
      '    npmRegistryServer: "https://npm.pkg.github.com"',
      `    npmAuthToken: ${ghTok(add, "ghp_")}`,
    ],
  },
  {
    label: ".pgpass lines",
    shape: "assignment",
    make: (_k, add) => [
      "$ cat ~/.pgpass",
      `localhost:5432:*:postgres:${pass(add)}`,
      `db.${pick(["homelab", "staging"])}.lan:5432:app:${user()}:${
        add(draw(num(12, 20), LOWER_DIGITS))
      }`,
    ],
  },
];

/** The credential dotfiles family. */
export function buildDotfiles(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
