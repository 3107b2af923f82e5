/**
 * Corpus sixteen's dump containers: a process's environment as `docker inspect`, `kubectl get -o
 * yaml`, `kubectl describe`, an ECS task definition, `ps eww` and `systemctl show` print it — long
 * dumps of ids, digests and settings where one or two variables matter. An insertion gives
 * `NAME=value` lines; each container writes them in its own form.
 */
import {
  type Container,
  draw,
  hex,
  lines,
  num,
  pick,
  tick,
  uuid,
} from "./_heldout_sixteen_make.ts";
import { claudeBash, codexExec } from "./_heldout_sixteen_boxes.ts";

/** Ordinary variables a container's environment holds. */
function plainVars(): [string, string][] {
  return lines(num(8, 16), () =>
    pick([
      ["PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"],
      ["NODE_VERSION", `22.${num(1, 12)}.${num(0, 9)}`],
      ["HOSTNAME", `api-${hex(10)}-${draw(5).toLowerCase()}`],
      ["KUBERNETES_SERVICE_HOST", `10.${num(0, 255)}.0.1`],
      ["POD_UID", uuid()],
      ["GIT_COMMIT", hex(40)],
      ["OTEL_RESOURCE_ATTRIBUTES", `service.name=api,service.version=${hex(7)}`],
      ["JAVA_TOOL_OPTIONS", `-XX:MaxRAMPercentage=75`],
      ["LANG", "C.UTF-8"],
      ["SECRETS_PATH", "/var/run/secrets/app"],
      ["IMAGE_DIGEST", `sha256:${hex(64)}`],
    ] as [string, string][])).filter((v, i, all) => all.findIndex((w) => w[0] === v[0]) === i);
}

/** Splits `NAME=value` lines. */
function pairs(middle: string[]): [string, string][] {
  return middle.map((l) => {
    const at = l.indexOf("=");
    return [l.slice(0, at), l.slice(at + 1)];
  });
}

/** Places `extra` among `base` somewhere in the middle. */
function among<T>(base: T[], extra: T[]): T[] {
  const at = num(1, Math.max(1, base.length - 1));
  return [...base.slice(0, at), ...extra, ...base.slice(at)];
}

/** `docker inspect` of a running container (a long JSON array). */
function dockerInspect(middle: string[]): string {
  const env = among(plainVars(), pairs(middle)).map(([n, v]) => `${n}=${v}`);
  const id = hex(64);
  return JSON.stringify(
    [{
      Id: id,
      Created: tick(),
      Path: "docker-entrypoint.sh",
      Args: ["node", "dist/server.js"],
      State: { Status: "running", Running: true, Pid: num(1000, 99999), StartedAt: tick() },
      Image: `sha256:${hex(64)}`,
      ResolvConfPath: `/var/lib/docker/containers/${id}/resolv.conf`,
      LogPath: `/var/lib/docker/containers/${id}/${id}-json.log`,
      Name: `/shop-api-${num(1, 9)}`,
      RestartCount: 0,
      HostConfig: { NetworkMode: "shop_default", RestartPolicy: { Name: "unless-stopped" } },
      GraphDriver: {
        Data: { MergedDir: `/var/lib/docker/overlay2/${hex(64)}/merged` },
        Name: "overlay2",
      },
      Config: {
        Hostname: id.slice(0, 12),
        Env: env,
        Cmd: ["node", "dist/server.js"],
        Image: "ghcr.io/acme/api:main",
        Labels: { "com.docker.compose.config-hash": hex(64), "com.docker.compose.project": "shop" },
      },
      NetworkSettings: {
        Networks: {
          shop_default: {
            NetworkID: hex(64),
            EndpointID: hex(64),
            IPAddress: "172.18.0.4",
            MacAddress: "02:42:ac:12:00:04",
          },
        },
      },
    }],
    null,
    4,
  );
}

/** `kubectl get deploy -o yaml`: env as name/value pairs among the rest of the spec. */
function kubectlYaml(middle: string[]): string {
  const env = among(plainVars(), pairs(middle)).flatMap((
    [n, v],
  ) => [`        - name: ${n}`, `          value: ${JSON.stringify(v)}`]);
  return [
    `apiVersion: apps/v1`,
    `kind: Deployment`,
    `metadata:`,
    `  annotations:`,
    `    deployment.kubernetes.io/revision: "${num(2, 90)}"`,
    `    kubectl.kubernetes.io/last-applied-configuration: |`,
    `      {"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"api","namespace":"prod"}}`,
    `  creationTimestamp: "${tick().slice(0, 19)}Z"`,
    `  generation: ${num(2, 90)}`,
    `  name: api`,
    `  namespace: prod`,
    `  resourceVersion: "${num(10000000, 99999999)}"`,
    `  uid: ${uuid()}`,
    `spec:`,
    `  replicas: 3`,
    `  selector:`,
    `    matchLabels:`,
    `      app: api`,
    `  template:`,
    `    metadata:`,
    `      labels:`,
    `        app: api`,
    `        pod-template-hash: ${draw(10).toLowerCase()}`,
    `    spec:`,
    `      containers:`,
    `      - name: api`,
    `        image: ghcr.io/acme/api@sha256:${hex(64)}`,
    `        env:`,
    ...env,
    `        ports:`,
    `        - containerPort: 8080`,
    `          protocol: TCP`,
    `        readinessProbe:`,
    `          httpGet:`,
    `            path: /healthz`,
    `            port: 8080`,
    `status:`,
    `  availableReplicas: 3`,
    `  observedGeneration: ${num(2, 90)}`,
  ].join("\n");
}

/** `kubectl describe pod`: the Environment section among events and conditions. */
function describePod(middle: string[]): string {
  const env = among(plainVars(), pairs(middle)).map(([n, v]) =>
    `      ${n}:${" ".repeat(Math.max(1, 28 - n.length))}${v}`
  );
  return [
    `Name:             api-${hex(10)}-${draw(5).toLowerCase()}`,
    `Namespace:        prod`,
    `Node:             ip-10-0-${num(1, 200)}-${num(1, 200)}.eu-west-1.compute.internal/10.0.${
      num(1, 200)
    }.${num(1, 200)}`,
    `Start Time:       ${new Date(Date.parse(tick())).toUTCString()}`,
    `Status:           Running`,
    `Controlled By:  ReplicaSet/api-${hex(10)}`,
    `Containers:`,
    `  api:`,
    `    Container ID:   containerd://${hex(64)}`,
    `    Image:          ghcr.io/acme/api:main`,
    `    Image ID:       ghcr.io/acme/api@sha256:${hex(64)}`,
    `    Port:           8080/TCP`,
    `    State:          Running`,
    `    Ready:          True`,
    `    Restart Count:  ${num(0, 4)}`,
    `    Environment:`,
    ...env,
    `    Mounts:`,
    `      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-${
      draw(5).toLowerCase()
    } (ro)`,
    `Conditions:`,
    `  Type              Status`,
    `  Ready             True`,
    `Events:`,
    ...lines(
      num(4, 12),
      () =>
        `  Normal  ${pick(["Pulled", "Created", "Started", "Scheduled"])}  ${
          num(1, 59)
        }m  kubelet  ${
          pick(["Successfully pulled image", "Created container api", "Started container api"])
        }`,
    ),
  ].join("\n");
}

/** An ECS task definition as `aws ecs describe-task-definition` prints it. */
function ecsTask(middle: string[]): string {
  const env = among(plainVars(), pairs(middle)).map(([name, value]) => ({ name, value }));
  return JSON.stringify(
    {
      taskDefinition: {
        taskDefinitionArn: `arn:aws:ecs:eu-west-1:${
          num(100000000000, 999999999999)
        }:task-definition/shop-api:${num(10, 300)}`,
        containerDefinitions: [{
          name: "api",
          image: `${
            num(100000000000, 999999999999)
          }.dkr.ecr.eu-west-1.amazonaws.com/shop-api@sha256:${hex(64)}`,
          cpu: 512,
          memory: 1024,
          portMappings: [{ containerPort: 8080, hostPort: 8080, protocol: "tcp" }],
          essential: true,
          environment: env,
          logConfiguration: {
            logDriver: "awslogs",
            options: { "awslogs-group": "/ecs/shop-api", "awslogs-region": "eu-west-1" },
          },
        }],
        family: "shop-api",
        revision: num(10, 300),
        status: "ACTIVE",
        registeredAt: tick(),
      },
    },
    null,
    4,
  );
}

/** `ps eww` of a worker: the environment glued to the command line. */
function psEww(middle: string[]): string {
  const rows = lines(
    num(20, 40),
    () =>
      `${String(num(2, 90000)).padStart(7)} ?        S      ${num(0, 9)}:${
        String(num(0, 59)).padStart(2, "0")
      } ${
        pick([
          "/usr/sbin/sshd -D",
          "[kworker/u8:2-events_unbound]",
          "/usr/bin/containerd",
          "nginx: worker process",
          "/lib/systemd/systemd-journald",
        ])
      }`,
  );
  const env = among(plainVars(), pairs(middle)).map(([n, v]) => `${n}=${v}`).join(" ");
  const worker = `${
    String(num(2, 90000)).padStart(7)
  } ?        Sl    12:04 python -m celery -A shop worker -l info ${env}`;
  return [`$ ps eww -u app`, `    PID TTY      STAT   TIME COMMAND`, ...among(rows, [worker])].join(
    "\n",
  );
}

/** `systemctl show` of a unit: one `Environment=` line among the unit's properties. */
function systemctlShow(middle: string[]): string {
  const env = among(plainVars(), pairs(middle)).map(([n, v]) => `${n}=${v}`).join(" ");
  const started = new Date(Date.parse(tick())).toUTCString();
  const props = [
    `Type=notify`,
    `Restart=on-failure`,
    `NotifyAccess=main`,
    `RestartUSec=5s`,
    `TimeoutStartUSec=1min 30s`,
    `TimeoutStopUSec=1min 30s`,
    `RuntimeMaxUSec=infinity`,
    `WatchdogUSec=0`,
    `WatchdogTimestampMonotonic=0`,
    `PermissionsStartOnly=no`,
    `RootDirectoryStartOnly=no`,
    `RemainAfterExit=no`,
    `GuessMainPID=yes`,
    `MainPID=${num(100, 99999)}`,
    `ControlPID=0`,
    `FileDescriptorStoreMax=0`,
    `StatusErrno=0`,
    `Result=success`,
    `ExecMainStartTimestamp=${started}`,
    `ExecMainStartTimestampMonotonic=${num(1000000, 999999999)}`,
    `ExecMainPID=${num(100, 99999)}`,
    `ExecMainCode=0`,
    `ExecMainStatus=0`,
    `ExecStart={ path=/opt/shop/bin/worker ; argv[]=/opt/shop/bin/worker --queue default ; ignore_errors=no ; start_time=[${started}] ; stop_time=[n/a] ; pid=${
      num(100, 99999)
    } ; code=(null) ; status=0/0 }`,
    `Slice=system.slice`,
    `ControlGroup=/system.slice/shop-worker.service`,
    `MemoryCurrent=${num(10000000, 900000000)}`,
    `CPUUsageNSec=${num(1000000000, 9999999999)}`,
    `TasksCurrent=${num(4, 90)}`,
    `TasksMax=${num(1000, 9999)}`,
    `IPIngressBytes=[no data]`,
    `Delegate=no`,
    `CPUAccounting=yes`,
    `MemoryAccounting=yes`,
    `UMask=0022`,
    `LimitNOFILE=524288`,
    `WorkingDirectory=/opt/shop`,
    `User=shop`,
    `Group=shop`,
    `DynamicUser=no`,
    `EnvironmentFiles=/etc/shop/worker.env (ignore_errors=yes)`,
    `InvocationID=${hex(32)}`,
    `Id=shop-worker.service`,
    `Names=shop-worker.service`,
    `Requires=system.slice sysinit.target network-online.target`,
    `Description=Shop background worker`,
    `LoadState=loaded`,
    `ActiveState=active`,
    `SubState=running`,
    `FragmentPath=/etc/systemd/system/shop-worker.service`,
    `UnitFileState=enabled`,
    `ActiveEnterTimestamp=${started}`,
  ];
  return among(props, [`Environment=${env}`]).join("\n");
}

/** The containers for a process's environment. */
export const DUMP_BOXES: readonly Container[] = [
  { label: "docker inspect", wrap: dockerInspect },
  { label: "kubectl get deploy -o yaml", wrap: kubectlYaml },
  { label: "kubectl describe pod", wrap: describePod },
  { label: "ECS task definition", wrap: ecsTask },
  { label: "ps eww", wrap: psEww },
  { label: "systemctl show", wrap: systemctlShow },
  { label: "Claude Code Bash result of docker inspect", wrap: claudeBash(dockerInspect) },
  { label: "Codex exec output of kubectl get -o yaml", wrap: codexExec(kubectlYaml) },
];
