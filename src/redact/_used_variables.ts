/**
 * A value set to a variable whose name says nothing (`set SQLPWD=…`, `export DBX=…`,
 * `$env:CONN_P = "…"`), that a command below passes where a secret goes: after a password or
 * token flag (`sqlcmd -P %SQLPWD%`, `mysql -p"$DBX"`, `--password $X`, `redis-cli -a $X`, `/p:%X%`)
 * or as a URL's password (`postgres://app:$X@db/app`, `curl -u admin:$X`). The command names it;
 * the value must still be one that could be a credential (`credentialLike`), so a port or a host
 * given to `-p` stays.
 */
import { credentialLike } from "./_credential.ts";
import { ALNUM, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(14, ALNUM, 7301);

// Where a command takes a secret: a password or token flag (one letter only written against its
// value, `-p"$X"`, or after a command whose `-p`/`-P`/`-a` is a password: `mkdir -p $X`, `rsync -a`,
// `grep -P` and `wget -P` take none), or a URL's password: `user:` before it and `@` after it
// (`app:$X@db`; an image tag `app:$TAG` or a refspec `HEAD:$BRANCH` is none), or `-u user:$X`.
const PASS_COMMAND = String
  .raw`(?<![\w-])(?:sqlcmd|bcp|osql|redis-cli|sshpass|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|zip)(?:\.exe)?[ \t][^\n|;&]{0,200}`;
const SECRET_PLACE = String
  .raw`(?:(?<![\w-])(?:--password|-pass(?:word)?|--token|--secret|--auth|-Password|/p|/password|/pass)(?:[ \t]*[= :]?[ \t]*)|(?<![\w-])-[pP](?=["']?[%$])|(?<=${PASS_COMMAND})(?<![\w-])-[pPa][ \t]+|(?<![\w-])pass:|(?<![\w-])(?:-u|--user)[ \t]+["']?[^\s:"']{1,64}:|(?<=[\w.@-]):(?=["']?[%$](?:env:|\{)?\w{1,41}\}?%?["']?@))["']?`;

/** The rule of this file (with the values no name announces). */
export const USED_VARIABLE_RULES: readonly Rule[] = [
  rule({
    id: "variable-used-as-secret",
    examples: {
      match: [
        "@echo off\nset SQLPWD=«" + PW + "»\nsqlcmd -S SQL01 -U sa -P %SQLPWD% -i migrate.sql",
        'export DBX="«' + PW + '»"\nmysql -u app -p"$DBX" app < dump.sql',
        "$env:CONN_P = '«" + PW + '»\'\npsql "postgresql://app:$env:CONN_P@db/app"',
      ],
      clean: [
        "export PORT=5432\npsql -h db -p $PORT app",
        "set PROFILE=dev-eu-west-1\naws s3 ls --profile %PROFILE%",
        "export HOST=db1.internal\ncurl -u admin:$HOST",
        "export OUTDIR=build-x86_64\nmkdir -p $OUTDIR",
        "IMAGE_TAG=main-3f9a2b7c\ndocker build -t registry.example.com/app:$IMAGE_TAG .",
      ],
    },
    description:
      'a value set to a variable whose name says nothing (`set SQLPWD=…`, `export DBX=…`, `$env:X = …`) that a command below passes where a secret goes (`-P %SQLPWD%`, `-p"$DBX"`, `--password $X`, `app:$X@` in a URL)',
    // The places a variable is passed as a secret (lower-case: `-P %` reads as `-p %`).
    keywords: [
      "-p %",
      "-p%",
      "-p $",
      "-p$",
      '-p "$',
      "-p '$",
      '-p"$',
      "-a $",
      '-a "$',
      "password %",
      "password $",
      "password=$",
      "password=%",
      'password "$',
      "pass $",
      "pass=$",
      "token $",
      "token=$",
      "secret $",
      "secret=$",
      "auth $",
      "auth=$",
      "/p:%",
      "/p:$",
      ":$",
      ":%",
    ],
    wholeText: true,
    // From the use (the regex engine skips ahead to a `%` or a `$`, and reads the flag or the
    // colon behind it), its variable's name, then behind it the assignment of that name, at most
    // 2,000 characters back: a use is rare, an assignment is every line of a `.env`.
    pattern: new RegExp(
      String
        .raw`[%$](?<=${SECRET_PLACE}[%$])(?:env:|\{)?(?<name>[A-Za-z_]\w{0,40})(?![\w])(?<=(?:(?<![\w$])(?:set|SET|export)[ \t]+|\$env:|(?:^|\n|":[ \t]?")[ \t]*)\k<name>[ \t]*=[ \t]*["']?(?<v>[^\s"'%$\x60]{6,128})["']?[ \t]*\r?\n[\s\S]{0,2000})`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) => credentialLike(value, true),
  }),
];
