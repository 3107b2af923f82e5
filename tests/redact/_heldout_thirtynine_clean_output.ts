/**
 * Corpus thirty-nine, clean printed output: LSNs, WAL file names, transaction ids, replication
 * slot names, object ids, query ids and fingerprints, plan hashes, statement digests, checksums,
 * backup labels, UUID and ObjectId primary keys, Redis replication ids and cluster ids.
 */
import {
  type Alike,
  B64URL,
  dbname,
  draw,
  type HeldOutClean,
  hex,
  host,
  lines,
  lsn,
  num,
  pick,
  role,
  slug,
  spreadClean,
  uuid,
} from "./_heldout_thirtynine_make.ts";

const HEXU = "0123456789ABCDEF";

const OUTPUT: readonly Alike[] = [
  ["pg_stat_replication with LSNs and slots", () => [
    `${dbname()}=# SELECT application_name, state, sent_lsn, replay_lsn, sync_state FROM pg_stat_replication;`,
    ` application_name |   state   |   sent_lsn   |  replay_lsn  | sync_state`,
    `------------------+-----------+--------------+--------------+------------`,
    ...lines(
      num(2, 3),
      () =>
        ` ${pick(["replica_eu_1", "walreceiver", "standby_b"]).padEnd(16)} | streaming | ${
          lsn().padEnd(12)
        } | ${lsn().padEnd(12)} | async`,
    ),
  ]],
  ["WAL file names and a pg_waldump header", () => [
    `$ ls pg_wal | tail -3`,
    ...lines(3, () => `00000001000000${draw(2, HEXU)}000000${draw(2, HEXU)}`),
    `rmgr: Heap        len (rec/tot):     ${num(50, 80)}/  ${num(50, 80)}, tx:   ${
      num(100000, 999999)
    }, lsn: ${lsn()}, prev ${lsn()}, desc: INSERT off ${num(1, 90)}`,
  ]],
  ["\\du and SHOW GRANTS without a password", () => [
    `                                   List of roles`,
    ` Role name |                         Attributes`,
    `-----------+------------------------------------------------------------`,
    ` postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS`,
    ` ${role().padEnd(9)} | Password valid until 2027-01-01 00:00:00+00`,
    `mysql> SHOW GRANTS FOR '${role()}'@'%';`,
    `GRANT SELECT, INSERT ON \`${dbname()}\`.* TO \`app\`@\`%\``,
  ]],
  ["pg_stat_statements query ids", () => [
    `       queryid        | calls  | mean_exec_time | query`,
    `----------------------+--------+----------------+---------------------------------`,
    ...lines(
      3,
      () =>
        ` ${pick(["", "-"])}${draw(num(17, 19), "0123456789").replace(/^0/, "4")} | ${
          String(num(10, 99999)).padStart(6)
        } | ${num(0, 900)}.${num(100, 999)} | SELECT * FROM ${
          pick(["orders", "users", "events"])
        } WHERE id = $1`,
    ),
  ]],
  ["Oracle SQL_ID and plan hash value", () => [
    `SQL_ID  ${draw(13, "0123456789abcdfghjkmnpqrstuvwxyz")}, child number 0`,
    `-------------------------------------`,
    `Plan hash value: ${num(100000000, 4294967295)}`,
    ``,
    `| Id  | Operation         | Name        | Rows  | Cost (%CPU)|`,
    `|   0 | SELECT STATEMENT  |             |       |   ${num(2, 99)} (100)|`,
    `|*  1 |  INDEX RANGE SCAN | ${("IX_" + pick(["ORDERS", "USERS"])).padEnd(11)} |    ${
      num(1, 99)
    } |   ${num(2, 9)}   (0)|`,
  ]],
  ["performance_schema digests", () => [
    `| DIGEST                                                           | COUNT_STAR | AVG_TIMER_WAIT |`,
    ...lines(
      3,
      () =>
        `| ${hex(64)} | ${String(num(1, 99999)).padStart(10)} | ${
          String(num(100000, 99999999)).padStart(14)
        } |`,
    ),
  ]],
  ["backup checksums and pgBackRest labels", () => [
    `${hex(64)}  ${dbname()}-2026-11-${num(10, 27)}.dump`,
    `${hex(64)}  ${dbname()}-2026-11-${num(10, 27)}.dump.sig`,
    `full backup: 202611${num(10, 27)}-0${num(1, 5)}${num(10, 59)}${num(10, 59)}F`,
    `        wal start/stop: 0000000${num(1, 3)}000000${draw(2, HEXU)}000000${
      draw(2, HEXU)
    } / 0000000${num(1, 3)}000000${draw(2, HEXU)}000000${draw(2, HEXU)}`,
    `        database size: ${num(1, 900)}.${num(1, 9)}GB, database backup size: ${num(1, 900)}.${
      num(1, 9)
    }GB`,
  ]],
  ["rows with UUID and ObjectId keys", () => [
    ` id                                   | customer_id                          | status`,
    ...lines(3, () => ` ${uuid()} | ${uuid()} | ${pick(["paid", "shipped", "refunded"])}`),
    `{ _id: ObjectId('${hex(24)}'), sku: '${draw(3, "ABCDEFGHJKLMNPQRSTUVWXYZ")}-${
      num(1000, 9999)
    }', qty: ${num(1, 40)} }`,
  ]],
  ["Redis INFO replication ids", () => [
    `# Replication`,
    `role:master`,
    `connected_slaves:${num(1, 3)}`,
    `slave0:ip=${host("ip")},port=6379,state=online,offset=${num(1000000, 99999999)},lag=0`,
    `master_replid:${hex(40)}`,
    `master_replid2:0000000000000000000000000000000000000000`,
    `master_repl_offset:${num(1000000, 99999999)}`,
    `run_id:${hex(40)}`,
  ]],
  ["cluster, node and transaction ids", () => [
    `CockroachDB cluster ID: ${uuid()}`,
    `Cassandra host ID: ${uuid()}  rack1  UN  ${host("ip")}`,
    `Elasticsearch cluster_uuid: ${draw(22, B64URL)}`,
    `txid_current: ${num(1000000, 999999999)}, xmin horizon: ${num(1000000, 999999999)}`,
    `slot ${pick(["debezium", "airbyte_slot", "pgoutput_sub"])}_${
      slug(4)
    } restart_lsn ${lsn()} confirmed_flush_lsn ${lsn()}`,
  ]],
];

/** The clean output family: every look-alike in three settings. */
export function buildCleanOutput(): HeldOutClean[] {
  return spreadClean(OUTPUT, 3);
}
