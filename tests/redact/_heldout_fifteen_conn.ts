/**
 * Corpus fifteen, connection strings of databases and brokers: JDBC, ODBC, ADO.NET, SQLAlchemy,
 * Mongo SRV, Redis and Sentinel, AMQP, Kafka SASL JAAS (network URIs: _heldout_fifteen_remotes.ts).
 */
import { B64, type HeldOutSecret, HEX, pw, S, urlPw, v } from "./_heldout_fifteen_make.ts";

export function connectionStrings(): HeldOutSecret[] {
  return [
    S(
      "url",
      "JDBC SQL Server with password= among semicolon properties",
      (_k, add) =>
        `jdbc:sqlserver://sql01.corp.lan:1433;databaseName=Billing;user=billing_app;password=${
          pw(add, 16, "#-_.")
        };encrypt=true;trustServerCertificate=false`,
    ),
    S(
      "url",
      "JDBC Oracle thin with user/password@ form",
      (_k, add) => `jdbc:oracle:thin:scott/${urlPw(add, 14)}@//ora-prod.corp.lan:1521/ORCLPDB1`,
    ),
    S(
      "url",
      "JDBC MySQL with user and password query parameters",
      (_k, add) =>
        `jdbc:mysql://mysql-primary:3306/inventory?user=inv_rw&password=${
          urlPw(add, 17)
        }&useSSL=true`,
    ),
    S(
      "url",
      "JDBC Snowflake URL with a password parameter",
      (_k, add) =>
        `jdbc:snowflake://xy12345.eu-central-1.snowflakecomputing.com/?warehouse=ETL_WH&db=RAW&user=ETL_SVC&password=${
          urlPw(add, 20)
        }`,
    ),
    S(
      "url",
      "JDBC Db2 with colon-separated properties",
      (_k, add) => `jdbc:db2://db2host:50000/SAMPLE:user=db2inst1;password=${pw(add, 13, "#-_")};`,
    ),
    S(
      "url",
      "ODBC DSN-less string for PostgreSQL with PWD",
      (_k, add) =>
        `Driver={PostgreSQL Unicode};Server=pg.lan;Port=5432;Database=erp;Uid=erp_reader;Pwd=${
          pw(add, 15, "#-_.!")
        };sslmode=require;`,
    ),
    S(
      "url",
      "ODBC string for Databricks with a personal access token as PWD",
      (k) =>
        `Driver=Simba Spark ODBC Driver;Host=adb-1234567890123456.7.azuredatabricks.net;Port=443;HTTPPath=/sql/1.0/warehouses/abc123;AuthMech=3;UID=token;PWD=dapi${
          k(32, HEX)
        }`,
    ),
    S(
      "url",
      "ADO.NET: Azure SQL with an Authentication keyword and Password",
      (_k, add) =>
        `Server=tcp:contoso-sql.database.windows.net,1433;Initial Catalog=Orders;Persist Security Info=False;User ID=orders_api;Password=${
          pw(add, 18, "#-_.!")
        };MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;`,
    ),
    S(
      "url",
      "ADO.NET: Azure Storage connection string",
      (k) =>
        `DefaultEndpointsProtocol=https;AccountName=stlogs42;AccountKey=${
          k(86, B64)
        }==;EndpointSuffix=core.windows.net`,
    ),
    S(
      "url",
      "ADO.NET: Service Bus connection string with SharedAccessKey",
      (k) =>
        `Endpoint=sb://orders-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${
          k(43, B64)
        }=`,
    ),
    S(
      "url",
      "ADO.NET: Npgsql string with a quoted password containing a semicolon",
      (_k, add) =>
        `Host=10.2.0.4;Username=svc;Password='${add(v(7) + ";" + v(9))}';Database=events`,
    ),
    S(
      "url",
      "SQLAlchemy: postgresql+psycopg URL in create_engine",
      (_k, add) =>
        `engine = create_engine("postgresql+psycopg://etl:${
          urlPw(add, 19)
        }@warehouse.lan:5432/dw", pool_pre_ping=True)`,
    ),
    S(
      "url",
      "SQLAlchemy: mssql+pyodbc URL with an odbc_connect blob",
      (_k, add) =>
        `mssql+pyodbc:///?odbc_connect=DRIVER%3D%7BODBC+Driver+18+for+SQL+Server%7D%3BSERVER%3Dsql01%3BUID%3Dsa%3BPWD%3D${
          urlPw(add, 16)
        }`,
    ),
    S(
      "url",
      "SQLAlchemy: oracle+oracledb URL with a service_name",
      (_k, add) => `oracle+oracledb://hr:${urlPw(add, 15)}@ora-db:1521/?service_name=HRPDB`,
    ),
    S(
      "url",
      "MongoDB: mongodb+srv with options",
      (_k, add) =>
        `mongodb+srv://app-user:${
          urlPw(add, 20)
        }@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority&appName=Cluster0`,
    ),
    S(
      "url",
      "MongoDB: a replica set URI with three hosts and authSource",
      (_k, add) =>
        `mongodb://root:${
          urlPw(add, 18)
        }@mongo-0.mongo:27017,mongo-1.mongo:27017,mongo-2.mongo:27017/admin?replicaSet=rs0&authSource=admin`,
    ),
    S(
      "url",
      "Redis: rediss with user and password (ACL)",
      (_k, add) =>
        `rediss://default:${
          urlPw(add, 32)
        }@redis-12345.c1.eu-west-1-2.ec2.cloud.redislabs.com:12345/0`,
    ),
    S(
      "url",
      "Redis Sentinel: a redis-sentinel URL with a master name",
      (_k, add) =>
        `redis+sentinel://:${urlPw(add, 20)}@sentinel-0:26379,sentinel-1:26379/mymaster/0`,
    ),
    S(
      "url",
      "Redis: a redis.conf-style masterauth in a Sentinel setup note",
      (_k, add) => `sentinel auth-pass mymaster ${pw(add, 22, "-_.")}`,
    ),
    S(
      "url",
      "AMQP: amqps URL with a vhost",
      (_k, add) =>
        `amqps://orders:${urlPw(add, 20)}@b-1234abcd.mq.eu-west-1.amazonaws.com:5671/%2Forders`,
    ),
    S(
      "url",
      "AMQP: Celery broker_url in a settings module",
      (_k, add) => `CELERY_BROKER_URL = "amqp://celery:${urlPw(add, 16)}@rabbitmq:5672/celery"`,
    ),
    S(
      "url",
      "Kafka: SASL PLAIN JAAS line for Confluent Cloud",
      (k) =>
        `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
          v(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        }" password="${k(64, B64.slice(0, 62) + "+/")}";`,
    ),
    S(
      "url",
      "Kafka: a KafkaServer JAAS file with user_ entries",
      (_k, add) =>
        `KafkaServer {\n   org.apache.kafka.common.security.plain.PlainLoginModule required\n   username="admin"\n   password="${
          pw(add, 18, "-_.")
        }"\n   user_admin="${pw(add, 19, "-_.")}";\n};`,
    ),
  ];
}
