/**
 * Corpus thirty-nine, connection strings: every engine's URI and keyword forms with a password in
 * them (PostgreSQL, MySQL, MongoDB SRV and replica sets, Redis, ClickHouse, CockroachDB, Neo4j,
 * Elasticsearch, SQL Server and Oracle JDBC, ADO.NET, libpq keywords), managed hosts included.
 */
import {
  dbname,
  draw,
  type HeldOutSecret,
  host,
  type Insertion,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  role,
  slug,
  spread,
  typed,
} from "./_heldout_thirtynine_make.ts";

const URIS: readonly Insertion[] = [
  ["DATABASE_URL postgresql on RDS", "url", (_k, add) => [
    `DATABASE_URL=postgresql://${role()}:${pass(add)}@${
      host("rds")
    }:5432/${dbname()}?sslmode=require`,
  ]],
  ["mysql URI in a Rails env", "url", (_k, add) => [
    `export RAILS_ENV=production`,
    `export DATABASE_URL="mysql2://${role()}:${pass(add)}@${
      host("internal")
    }:3306/${dbname()}?pool=${num(5, 30)}"`,
  ]],
  ["mongodb+srv Atlas URI", "url", (_k, add) => [
    `MONGODB_URI=mongodb+srv://${role()}:${pass(add)}@cluster0.${
      slug(5)
    }.mongodb.net/${dbname()}?retryWrites=true&w=majority&appName=Cluster0`,
  ]],
  ["mongodb replica set URI", "url", (_k, add) => {
    const d = draw(4, LOWER);
    return [
      `uri: "mongodb://admin:${
        pass(add)
      }@mongo-0.${d}:27017,mongo-1.${d}:27017,mongo-2.${d}:27017/admin?replicaSet=rs0&authSource=admin"`,
    ];
  }],
  ["Redis Cloud URI with the default user", "url", (_k, add) => [
    `REDIS_URL=redis://default:${pass(add)}@redis-${num(10000, 19999)}.c${num(1, 300)}.us-east-1-${
      num(2, 4)
    }.ec2.redns.redis-cloud.com:${num(10000, 19999)}`,
  ]],
  ["rediss URI with an empty user", "url", (k) => [
    `celery:`,
    `  broker_url: rediss://:${k(num(32, 44), LOWER_DIGITS)}@${
      host("azure").replace("-sql", "-cache")
    }:6380/0?ssl_cert_reqs=required`,
  ]],
  ["ClickHouse native URI", "url", (_k, add) => [
    `CLICKHOUSE_URL=clickhouse://${pick(["default", "ingest", "bi_reader"])}:${pass(add)}@${
      slug(10)
    }.${pick(["us-east-1", "eu-central-1"])}.aws.clickhouse.cloud:9440/default?secure=true`,
  ]],
  ["CockroachDB Cloud URI", "url", (_k, add) => [
    `cockroach sql --url "postgresql://${role()}:${pass(add)}@${
      pick(["free-tier", "quiet-otter", "lean-hawk"])
    }-${num(1000, 9999)}.${
      draw(3, LOWER)
    }.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full"`,
  ]],
  ["Neon pooled URI with an npg_ password", "url", (k) => [
    `DATABASE_URL='postgresql://neondb_owner:npg_${k(12)}@ep-${
      pick(["cool", "dry", "lucky", "wild"])
    }-${pick(["fog", "dew", "sun", "leaf"])}-${
      slug(8)
    }-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require&channel_binding=require'`,
  ]],
  ["Supabase pooler URI", "url", (_k, add) => [
    `postgresql://postgres.${draw(20, LOWER)}:${pass(add)}@aws-0-${
      pick(["us-east-1", "eu-central-1", "ap-south-1"])
    }.pooler.supabase.com:6543/postgres`,
  ]],
  ["PlanetScale URI with a pscale_pw_ password", "vendor", (k) => [
    `DATABASE_URL="mysql://${slug(12)}:pscale_pw_${
      k(43, LOWER_DIGITS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ_-")
    }@aws.connect.psdb.cloud/${dbname()}?sslaccept=strict"`,
  ]],
  ["JDBC PostgreSQL URL with password parameter", "url", (_k, add) => [
    `spring.datasource.url=jdbc:postgresql://${host()}:5432/${dbname()}?user=${role()}&password=${
      pass(add)
    }&ssl=true`,
  ]],
  ["JDBC SQL Server URL", "assignment", (_k, add) => [
    `jdbc:sqlserver://${host("azure")}:1433;databaseName=${dbname()};user=sa;password=${
      pass(add)
    };encrypt=true;trustServerCertificate=false;loginTimeout=30;`,
  ]],
  ["ADO.NET connection string", "assignment", (_k, add) => [
    `"ConnectionStrings": {`,
    `  "Default": "Server=tcp:${
      host("azure")
    },1433;Initial Catalog=${dbname()};Persist Security Info=False;User ID=${role()};Password=${
      pass(add)
    };MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;"`,
    `}`,
  ]],
  ["Oracle thin JDBC URL", "url", (_k, add) => [
    `db.url=jdbc:oracle:thin:${pick(["scott", "app_owner", "hr"])}/${pass(add)}@//${host()}:1521/${
      pick(["ORCLPDB1", "FREEPDB1", "PRODPDB"])
    }`,
  ]],
  ["libpq keyword conninfo", "assignment", (_k, add) => [
    `conninfo = 'host=${host()} port=5432 dbname=${dbname()} user=${role()} password=${
      pass(add)
    } sslmode=verify-full connect_timeout=10'`,
  ]],
  ["Neo4j bolt URI", "url", (_k, add) => [
    `NEO4J_URL=bolt://neo4j:${pass(add)}@${host("ip")}:7687`,
  ]],
  ["Elasticsearch URL with the elastic user", "url", (_k, add) => [
    `ELASTICSEARCH_URL=https://elastic:${pass(add)}@${slug(32)}.${
      pick(["us-central1.gcp", "eu-west-1.aws", "westeurope.azure"])
    }.cloud.es.io:443`,
  ]],
  ["percent-encoded typed password in a postgres URI", "encoded", (_k, add) => {
    const pw = typed((p) => p);
    return [
      `SQLALCHEMY_DATABASE_URI=postgresql+psycopg2://${role()}:${
        add(encodeURIComponent(pw))
      }@${host()}/${dbname()}`,
    ];
  }],
  ["percent-encoded password in a mongodb URI", "encoded", (_k, add) => {
    const pw = typed((p) => p);
    return [
      `mongodb://${role()}:${add(encodeURIComponent(pw))}@${
        host("ip")
      }:27017/?authSource=admin&tls=true`,
    ];
  }],
];

/** The connection-string family: every URI in two settings. */
export function buildUris(): HeldOutSecret[] {
  return spread(URIS, 2);
}
