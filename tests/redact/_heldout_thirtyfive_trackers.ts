/**
 * Corpus thirty-five, GPS trackers and devices: provisioning SMS with a device password and an
 * APN password, configuration dumps read back from a tracker, a Traccar server's own config, MQTT
 * and gateway logins, a provisioning sheet — values that mostly stand with a short name or none.
 */
import {
  appHost,
  digits,
  draw,
  type HeldOutSecret,
  hex,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  startClock,
  tick,
} from "./_heldout_thirtyfive_make.ts";

const apn = () => pick(["iot.1nce.net", "em", "internet.m2m", "fleet.telia.iot", "hologram"]);
const imei = () => "86" + digits(13);
const phone = () => `+${pick(["49", "44", "1", "61"])}${digits(10)}`;

/** The GPS trackers and devices family. */
export function buildTrackers(): HeldOutSecret[] {
  return [
    S("command", "Teltonika SMS setting the APN and server", (k) =>
      [
        `SMS to ${phone()}:`,
        `  ${draw(num(4, 6), LOWER)} ${k(num(8, 10))} setparam 2001:${apn()};2002:m2m;2003:${
          k(num(9, 12))
        };2004:${appHost()};2005:5027`,
      ].join("\n")),
    S("output", "Teltonika getparam reply", (k) => {
      const from = phone();
      return [
        `${tick()} SMS from ${from}: Param ID:2001 Value:${apn()}`,
        `${tick()} SMS from ${from}: Param ID:2002 Value:m2m`,
        `${tick()} SMS from ${from}: Param ID:2003 Value:${k(num(9, 12))}`,
        `${tick()} SMS from ${from}: Param ID:2004 Value:${appHost()}`,
      ].join("\n");
    }),
    S(
      "command",
      "Queclink AT command with a device password",
      (k) =>
        `AT+GTBSI=${k(num(8, 10), LOWER_DIGITS)},${apn()},fleet,${k(num(9, 11))},,,,,${
          hex(4).toUpperCase()
        }$`,
    ),
    S(
      "command",
      "GT06 SMS changing the tracker password",
      (k) =>
        `send to the tracker's SIM: PASSWORD,${digits(6)},${
          k(num(8, 10), "0123456789")
        }#\nthen SERVER,1,${appHost()},5023,0#`,
    ),
    S("block", "traccar.xml with the database password", (_k, add) =>
      [
        `<?xml version='1.0' encoding='UTF-8'?>`,
        `<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>`,
        `<properties>`,
        `    <entry key='database.driver'>org.postgresql.Driver</entry>`,
        `    <entry key='database.url'>jdbc:postgresql://db:5432/traccar</entry>`,
        `    <entry key='database.user'>traccar</entry>`,
        `    <entry key='database.password'>${pass(add)}</entry>`,
        `    <entry key='gt06.port'>5023</entry>`,
        `</properties>`,
      ].join("\n")),
    S("block", "MQTT login of a telematics gateway", (_k, add) =>
      [
        `# /etc/telematics-gw/gateway.toml`,
        `[mqtt]`,
        `broker = "mqtts://${appHost()}:8883"`,
        `client_id = "gw-${digits(5)}"`,
        `username = "gateway"`,
        `password = "${pass(add)}"`,
        `topic = "fleet/+/position"`,
      ].join("\n")),
    S("output", "a tracker's config dump over serial", (k) => {
      startClock();
      return [
        `> getcfg`,
        `IMEI: ${imei()}`,
        `FW: ${num(1, 4)}.${num(0, 30)}.${num(0, 99)}`,
        `APN: ${apn()}`,
        `APN_USER: fleet`,
        `APN_PASS: ${k(num(9, 12))}`,
        `SERVER: ${appHost()}:${num(5000, 5200)}`,
        `DEVICE_PWD: ${k(num(8, 10))}`,
        `INTERVAL: ${num(10, 120)}s`,
        `OK`,
      ].join("\n");
    }),
    S("output", "a provisioning sheet as CSV", (k) =>
      [
        `imei,iccid,apn,apn_password,device_password,vehicle`,
        `${imei()},8944${digits(15)},${apn()},${k(10)},${k(10)},TRK-${digits(3)}`,
        `${imei()},8944${digits(15)},${apn()},${k(10)},${k(10)},TRK-${digits(3)}`,
      ].join("\n")),
    S(
      "url",
      "OsmAnd protocol URL with a device token",
      (k) =>
        `${tick()} POST http://${appHost()}:5055/?id=${digits(6)}&lat=${num(10, 60)}.${
          digits(6)
        }&lon=${num(1, 30)}.${digits(6)}&timestamp=${num(1_790_000_000, 1_799_000_000)}&token=${
          k(32)
        }`,
    ),
    S(
      "vendor",
      "tracker password with no name in a chat message",
      (k) =>
        `the installer sent the unit back with ${
          k(num(8, 10), "0123456789")
        } set, I think it's the config password not the SMS one?`,
    ),
    S(
      "wrapped",
      "APN password wrapped in a terminal",
      (k) => `$ mmcli -m 0 --simple-connect="apn=${apn()},user=fleet,password=${k(12)}\n${k(12)}"`,
    ),
    S("assignment", "Traccar server environment", (_k, add) =>
      [
        `CONFIG_USE_ENVIRONMENT_VARIABLES=true`,
        `DATABASE_DRIVER=org.postgresql.Driver`,
        `DATABASE_URL=jdbc:postgresql://db:5432/traccar`,
        `DATABASE_USER=traccar`,
        `DATABASE_PASSWORD=${pass(add)}`,
        `MAIL_SMTP_PASSWORD=${pass(add)}`,
      ].join("\n")),
  ];
}
