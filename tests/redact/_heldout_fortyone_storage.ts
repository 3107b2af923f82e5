/**
 * Corpus forty-one, object storage beyond S3: DigitalOcean Spaces, Backblaze B2, Wasabi, Cloudinary,
 * Scaleway, Alibaba OSS and Tencent COS keys in s3cmd, rclone, mc, SDK and `.env` form.
 */
import {
  B64,
  B64URL,
  combine,
  DIGITS,
  draw,
  type HeldOutSecret,
  hex,
  I,
  type Insertion,
  num,
  pick,
  site,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_fortyone_make.ts";

const SPACES = ["nyc3", "fra1", "ams3", "sgp1", "sfo3"];
/** A Spaces access key id (an identifier, not secret). */
const spacesId = () => "DO00" + draw(16, UPPER_ALNUM);
/** A B2 application key id (an identifier, not secret). */
const b2Id = () => "005" + hex(12) + "000000000" + num(1, 9);

const INSERTIONS: readonly Insertion[] = [
  I("Spaces keys in .s3cfg", "assignment", (k) => {
    const region = pick(SPACES);
    return [
      "$ head -12 ~/.s3cfg",
      "[default]",
      `access_key = ${spacesId()}`,
      `host_base = ${region}.digitaloceanspaces.com`,
      `host_bucket = %(bucket)s.${region}.digitaloceanspaces.com`,
      `secret_key = ${k(43, B64)}`,
      "use_https = True",
    ];
  }),
  I("Spaces remote in rclone.conf", "block", (k) => [
    "[spaces]",
    "type = s3",
    "provider = DigitalOcean",
    `access_key_id = ${spacesId()}`,
    `secret_access_key = ${k(43, B64)}`,
    `endpoint = ${pick(SPACES)}.digitaloceanspaces.com`,
    "acl = private",
  ]),
  I("mc alias set for Spaces", "command", (k) => [
    `$ mc alias set spaces https://${pick(SPACES)}.digitaloceanspaces.com ${spacesId()} ${
      k(43, B64)
    }`,
    "Added `spaces` successfully.",
  ]),
  I("b2 account authorize", "command", (k) => [
    `$ b2 account authorize ${b2Id()} K005${k(27, B64)}`,
    `Using https://api00${num(1, 5)}.backblazeb2.com`,
  ]),
  I("B2 keys in .env", "assignment", (k) => [
    `B2_APPLICATION_KEY_ID=${b2Id()}`,
    `B2_APPLICATION_KEY=K005${k(27, B64)}`,
    `B2_BUCKET=${site()}-uploads`,
  ]),
  I("b2 key create output", "output", (k) => [
    `$ b2 key create --bucket ${site()}-backups restic listBuckets,readFiles,writeFiles`,
    `${b2Id()} K005${k(27, B64)}`,
  ]),
  I("Wasabi profile in AWS credentials", "assignment", (k) => [
    "[wasabi]",
    `aws_access_key_id = ${draw(20, UPPER_ALNUM)}`,
    `aws_secret_access_key = ${k(40, B64.replace("+", ""))}`,
    "# aws s3 ls --profile wasabi --endpoint-url=https://s3.eu-central-1.wasabisys.com",
  ]),
  I("Cloudinary URL", "url", (k) => [
    `CLOUDINARY_URL=cloudinary://${draw(15, DIGITS)}:${k(27, B64URL)}@${site()}`,
  ]),
  I("Cloudinary config in Node", "assignment", (k) => [
    "cloudinary.config({",
    `  cloud_name: "${site()}",`,
    `  api_key: "${draw(15, DIGITS)}",`,
    `  api_secret: "${k(27, B64URL)}",`,
    "  secure: true,",
    "});",
  ]),
  I("Scaleway object storage in rclone's environment", "assignment", (_k, add) => [
    "RCLONE_CONFIG_SCW_TYPE=s3",
    "RCLONE_CONFIG_SCW_PROVIDER=Scaleway",
    `RCLONE_CONFIG_SCW_ACCESS_KEY_ID=SCW${draw(17, UPPER_ALNUM)}`,
    `RCLONE_CONFIG_SCW_SECRET_ACCESS_KEY=${add(uuid())}`,
    "RCLONE_CONFIG_SCW_ENDPOINT=s3.fr-par.scw.cloud",
  ]),
  I("ossutil config", "assignment", (k) => [
    "$ cat ~/.ossutilconfig",
    "[Credentials]",
    "language=EN",
    `endpoint=oss-${pick(["cn-hangzhou", "eu-central-1"])}.aliyuncs.com`,
    `accessKeyID=LTAI5t${draw(18)}`,
    `accessKeySecret=${k(30)}`,
  ]),
  I("Tencent COS client in Python", "assignment", (k) => [
    "config = CosConfig(",
    `    Region="ap-${pick(["guangzhou", "shanghai", "singapore"])}",`,
    `    SecretId="AKID${draw(32)}",`,
    `    SecretKey="${k(32)}",`,
    ")",
  ]),
  I("Spaces keys in a restic environment", "assignment", (k) => [
    `export AWS_ACCESS_KEY_ID=${spacesId()}`,
    `export AWS_SECRET_ACCESS_KEY=${k(43, B64)}`,
    `export RESTIC_REPOSITORY=s3:https://${pick(SPACES)}.digitaloceanspaces.com/${site()}-restic`,
    `export RESTIC_PASSWORD=${k(24)}`,
  ]),
];

/** Object-storage cases, each insertion in two containers. */
export function buildStorage(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
